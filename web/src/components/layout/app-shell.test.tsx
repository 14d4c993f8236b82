import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findLocation, mockApi, renderWithProviders, testUser } from '@web/test/render';
import { AppShell } from './app-shell';

const clearCookie = () => {
  document.cookie = 'sidebar_state=; path=/; max-age=0';
};

describe('AppShell', () => {
  afterEach(clearCookie);

  it('redirects to /login when /api/auth/me answers 401', async () => {
    mockApi({ 'GET /api/auth/me': { status: 401, body: { message: 'Not signed in' } } });
    const { router } = renderWithProviders(<AppShell />, { path: '/profile?tab=password' });
    expect(await findLocation()).toBe('/login');
    // The login screen sends the user back here afterwards.
    expect(router.state.location.state).toEqual({ from: '/profile?tab=password' });
  });

  describe('signed in', () => {
    const signedIn = (path: string) => {
      const api = mockApi({
        'GET /api/auth/me': { body: { user: testUser() } },
        'POST /api/auth/logout': { status: 204 },
      });
      const rendered = renderWithProviders(<AppShell />, { path });
      return { api, ...rendered };
    };

    it('shows the navigation with Analytics as a disabled item, not a link', async () => {
      signedIn('/dashboard');
      const nav = await screen.findByText('Analytics');
      expect(nav.closest('a')).toBeNull();
      const button = nav.closest('button');
      expect(button).toBeDisabled();
      expect(within(button!.parentElement!).getByText('Soon')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Analytics/ })).not.toBeInTheDocument();
      for (const [name, href] of [
        ['Dashboard', '/dashboard'],
        ['Reviews', '/reviews'],
        ['History', '/reviews/history'],
        ['Profile', '/profile'],
        ['Billing', '/billing'],
        ['Platform Connections', '/platforms'],
        ['Notifications', '/notifications'],
        ['Settings', '/settings'],
      ]) {
        expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
      }
    });

    it('highlights only the item whose path equals the current route', async () => {
      signedIn('/reviews/history');
      const history = await screen.findByRole('link', { name: 'History' });
      expect(history).toHaveAttribute('data-active', 'true');
      expect(history).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('link', { name: 'Reviews' })).toHaveAttribute('data-active', 'false');
    });

    it('Log Out revokes the session on the server and goes to /', async () => {
      const { api } = signedIn('/dashboard');
      await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
      expect(await findLocation()).toBe('/');
      expect(api.calls('POST /api/auth/logout')).toHaveLength(1);
    });
  });
});
