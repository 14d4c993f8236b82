/**
 * Leaving the app for another site (a platform's consent page) with a full page load. One small object
 * so that tests can replace `go` (jsdom cannot navigate) and see where the browser was sent.
 */
export const externalNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};
