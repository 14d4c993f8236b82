/** Trustpilot's hosts, each replaced by one origin when the emulator stands in (paths stay the same). */
export type TrustpilotEndpoints = {
  authenticate: string;
  token: string;
  refresh: string;
  api: string;
};

export function trustpilotEndpoints(emulatorUrl?: string): TrustpilotEndpoints {
  const host = (real: string) => (emulatorUrl ? emulatorUrl.replace(/\/$/, '') : real);
  const oauth = `${host('https://api.trustpilot.com')}/v1/oauth/oauth-business-users-for-applications`;
  return {
    // The login page is the host's root on Trustpilot; the emulator serves it at /authenticate as well.
    authenticate: emulatorUrl ? `${host('')}/authenticate` : 'https://authenticate.trustpilot.com',
    token: `${oauth}/accesstoken`,
    refresh: `${oauth}/refresh`,
    api: `${host('https://api.trustpilot.com')}/v1`,
  };
}
