import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResourceKey } from 'i18next';
import type { MockInstance } from 'vitest';
import type { TBusiness } from '@common/schemas/businesses';
import type { TLocationOption, TPlatformConnection } from '@common/schemas/platforms';
import { mockApi, renderWithProviders, type MockHandler } from '@web/test/render';
import { externalNavigation } from '../lib/external-navigation';
import { OAUTH_ERROR_CODES } from '../lib/platform-catalog';
import { PlatformsPage } from './platforms-page';

const DAY = 24 * 60 * 60 * 1000;

function connection(overrides: Partial<TPlatformConnection> = {}): TPlatformConnection {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    businessId: 'bbbbbbbb-0000-4000-8000-000000000001',
    platform: 'google',
    isActive: true,
    platformBusinessName: 'Café Nordlys',
    connectedAt: '2026-11-03T09:15:00.000Z',
    lastSyncAt: '2026-11-20T13:45:00.000Z',
    tokenExpiry: null,
    ...overrides,
  };
}

function renderPlatforms({ path = '/platforms', handlers = {} }: { path?: string; handlers?: Record<string, MockHandler> } = {}) {
  const api = mockApi({
    'GET /api/platforms': { body: [] },
    'GET /api/platforms/info': { body: { googleEmulated: false } },
    ...handlers,
  });
  const rendered = renderWithProviders(<PlatformsPage />, { path, routePath: '/platforms' });
  return { api, ...rendered };
}

/** The card of a platform, found by its title. */
const card = async (name: string) => (await screen.findByRole('heading', { level: 2, name })).closest<HTMLElement>('[data-slot="card"]')!;

/** The toast with this title. */
async function findToast(title: string) {
  const [node] = await screen.findAllByText(title, { selector: '[data-slot="toast"] *' });
  return node!.closest<HTMLElement>('[data-slot="toast"]')!;
}

describe('PlatformsPage', () => {
  it('shows skeletons, then one Not Connected card per platform with its Connect button, and the info card', async () => {
    renderPlatforms({ handlers: { 'GET /api/platforms': { body: [], delayMs: 30 } } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your platform connections...');
    expect(screen.getByRole('heading', { level: 1, name: 'Platform Connections' })).toBeInTheDocument();

    for (const [name, button] of [
      ['Google Business Profile', 'Connect Google Business Profile'],
      ['Facebook', 'Connect Facebook'],
      ['Trustpilot', 'Connect Trustpilot'],
    ] as const) {
      const platformCard = await card(name);
      expect(within(platformCard).getByText('Not Connected')).toBeInTheDocument();
      expect(within(platformCard).getByRole('button', { name: button })).toBeEnabled();
      expect(within(platformCard).queryByRole('button', { name: 'Sync Reviews' })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    const info = await card('How Platform Connections Work');
    expect(within(info).getAllByRole('listitem')).toHaveLength(4);
    expect(info).toHaveTextContent('Reviews are synced automatically every few hours.');
    expect(info).toHaveTextContent('Disconnecting deletes nothing on the original platform.');
  });

  it('shows a connected card with business name, dates in the Danish format and the three actions', async () => {
    renderPlatforms({ handlers: { 'GET /api/platforms': { body: [connection()] } } });
    const google = await card('Google Business Profile');
    expect(within(google).getByText('Connected')).toBeInTheDocument();
    expect(within(google).getByText('Café Nordlys')).toBeInTheDocument();
    expect(within(google).getByText('Connected on').nextElementSibling).toHaveTextContent(
      new Date('2026-11-03T09:15:00.000Z').toLocaleDateString('da-DK', { day: '2-digit', month: '2-digit', year: 'numeric' }),
    );
    expect(within(google).getByText('Last synced').nextElementSibling).toHaveTextContent(/^20\.11\.2026/);
    expect(within(google).getByRole('button', { name: 'Sync Reviews' })).toBeEnabled();
    expect(within(google).getByRole('button', { name: 'Reconnect' })).toBeEnabled();
    expect(within(google).getByRole('button', { name: 'Disconnect' })).toBeEnabled();
    expect(within(google).queryByRole('button', { name: 'Connect Google Business Profile' })).not.toBeInTheDocument();
    expect(within(await card('Facebook')).getByText('Not Connected')).toBeInTheDocument();
  });

  describe('several locations on one platform', () => {
    const business = (id: string, name: string, extra: Partial<TBusiness> = {}): TBusiness => ({
      id,
      name,
      industry: 'other',
      contactName: null,
      replyLanguage: null,
      createdAt: '2026-11-01T10:00:00.000Z',
      ...extra,
    });
    const CAFE = business('bbbbbbbb-0000-4000-8000-000000000001', 'Café Solsikke');
    const HOTEL = business('bbbbbbbb-0000-4000-8000-000000000002', 'Hotel Havblik', { contactName: 'Jonas' });
    const TWO = [
      connection({ platformBusinessName: 'Café Solsikke', businessId: CAFE.id }),
      connection({ id: '33333333-3333-4333-8333-333333333333', platformBusinessName: 'Hotel Havblik', businessId: HOTEL.id, connectedAt: '2026-11-04T09:15:00.000Z' }),
    ];

    it('lists each location with its own Sync and Disconnect, and adds or reconnects locations through the picker', async () => {
      const { api } = renderPlatforms({
        handlers: {
          'GET /api/platforms': { body: TWO },
          'GET /api/businesses': { body: [CAFE, HOTEL] },
          'POST /api/connections/33333333-3333-4333-8333-333333333333/sync': { body: { imported: 3 } },
        },
      });
      const google = await card('Google Business Profile');
      expect(within(google).getByText('Connected · 2 locations')).toBeInTheDocument();
      const rows = await within(google).findAllByTestId('connection');
      expect(rows.map((row) => within(row).getByText('Business').nextElementSibling!.textContent)).toEqual(['Hotel Havblik', 'Café Solsikke']);
      expect(within(google).getAllByRole('button', { name: 'Sync Reviews' })).toHaveLength(2);
      expect(within(google).getByRole('button', { name: 'Add or reconnect locations' })).toBeEnabled();
      expect(within(google).queryByRole('button', { name: 'Reconnect' })).not.toBeInTheDocument();
      const user = userEvent.setup();
      await user.click(within(rows[0]!).getByRole('button', { name: 'Sync Reviews' }));
      await findToast('Sync complete');
      expect(api.calls('POST /api/connections/33333333-3333-4333-8333-333333333333/sync')).toHaveLength(1);
      await user.click(within(rows[0]!).getByRole('button', { name: 'Disconnect' }));
      expect(await screen.findByRole('alertdialog', { name: 'Disconnect Hotel Havblik from Google Business Profile?' })).toHaveTextContent(
        'Reviews and replies already imported stay in Reputation AI',
      );
    });

    it("edits a location's name, signature and language for reviews without text", async () => {
      const { api } = renderPlatforms({
        handlers: {
          'GET /api/platforms': { body: TWO },
          'GET /api/businesses': { body: [CAFE, HOTEL] },
          [`PATCH /api/businesses/${HOTEL.id}`]: { body: { ...HOTEL, name: 'Havblik Badehotel', contactName: 'Jonas, receptionen', replyLanguage: 'da' } },
        },
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Edit Hotel Havblik' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Hotel Havblik' });
      const name = within(dialog).getByLabelText('Location name');
      await user.clear(name);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByText("Enter the location's name")).toBeInTheDocument();
      expect(api.calls(`PATCH /api/businesses/${HOTEL.id}`)).toHaveLength(0);
      await user.type(name, 'Havblik Badehotel');
      const signature = within(dialog).getByLabelText('Signature');
      expect(signature).toHaveValue('Jonas');
      await user.type(signature, ', receptionen');
      await user.click(within(dialog).getByRole('combobox', { name: 'Language for reviews without text' }));
      await user.click(await screen.findByRole('option', { name: 'Dansk' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await findToast('Location saved')).toHaveTextContent('New replies for Havblik Badehotel are signed with it.');
      expect(api.calls(`PATCH /api/businesses/${HOTEL.id}`)[0]?.body).toEqual({ name: 'Havblik Badehotel', contactName: 'Jonas, receptionen', replyLanguage: 'da' });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  });

  it('removes a location with its reviews after a confirmation that names how many', async () => {
    const HOTEL = { id: 'bbbbbbbb-0000-4000-8000-000000000002', name: 'Hotel Havblik', industry: 'hotel', contactName: null, replyLanguage: null, createdAt: '2026-11-01T10:00:00.000Z' };
    const { api } = renderPlatforms({
      handlers: {
        'GET /api/platforms': { body: [connection({ businessId: HOTEL.id, platformBusinessName: 'Hotel Havblik' })] },
        'GET /api/businesses': { body: [HOTEL] },
        'GET /api/reviews/stats': { body: { total: 40, responded: 10, pending: 30, averageRating: 4.2, recommendations: { positive: 0, negative: 0 } } },
        [`DELETE /api/businesses/${HOTEL.id}`]: { body: { ok: true, removedReviews: 40 } },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Hotel Havblik' }));
    await user.click(await screen.findByRole('button', { name: 'Remove location' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Hotel Havblik?' });
    await waitFor(() => expect(confirm).toHaveTextContent('Its 40 reviews and their replies are deleted from Reputation AI for good'));
    expect(api.calls(`DELETE /api/businesses/${HOTEL.id}`)).toHaveLength(0);
    expect(api.calls('GET /api/reviews/stats')[0]?.url).toContain(`location=${HOTEL.id}`);
    await user.click(within(confirm).getByRole('button', { name: 'Remove location and reviews' }));
    expect(await findToast('Hotel Havblik removed')).toHaveTextContent('40 reviews deleted.');
    expect(api.calls(`DELETE /api/businesses/${HOTEL.id}`)).toHaveLength(1);
  });

  it("says 'Not synced yet' before the first sync", async () => {
    renderPlatforms({ handlers: { 'GET /api/platforms': { body: [connection({ lastSyncAt: null, platformBusinessName: null })] } } });
    const google = await card('Google Business Profile');
    expect(within(google).getByText('Last synced').nextElementSibling).toHaveTextContent('Not synced yet');
    expect(within(google).queryByText('Business')).not.toBeInTheDocument();
  });

  describe('the expiry warning', () => {
    const warning = 'Connection expires soon. Please reconnect to continue syncing reviews.';

    it.each([
      ['in 3 days', 3 * DAY],
      ['in 6 days 23 hours', 7 * DAY - 60 * 60 * 1000],
      ['already past', -DAY],
    ])('shows when the token expires %s', async (_label, offset) => {
      renderPlatforms({ handlers: { 'GET /api/platforms': { body: [connection({ tokenExpiry: new Date(Date.now() + offset).toISOString() })] } } });
      const google = await card('Google Business Profile');
      expect(within(google).getByRole('alert')).toHaveTextContent(warning);
      expect(within(google).getByRole('button', { name: 'Reconnect' })).toHaveAccessibleDescription(warning);
    });

    it.each([
      ['in 7 days 1 hour', 7 * DAY + 60 * 60 * 1000],
      ['in 30 days', 30 * DAY],
      ['never (no expiry known)', null],
    ])('does not show when the token expires %s', async (_label, offset) => {
      const tokenExpiry = offset === null ? null : new Date(Date.now() + offset).toISOString();
      renderPlatforms({ handlers: { 'GET /api/platforms': { body: [connection({ tokenExpiry })] } } });
      const google = await card('Google Business Profile');
      expect(within(google).getByRole('button', { name: 'Sync Reviews' })).toBeInTheDocument();
      expect(screen.queryByText(warning)).not.toBeInTheDocument();
    });
  });

  describe("the last sync's failure", () => {
    const danishCatalogs = import.meta.glob<ResourceKey>('../../../../../common/i18n/locales/da/*.json', { eager: true, import: 'default' });
    const failed = connection({
      lastSyncError: 'Google did not answer: fetch failed',
      lastSyncErrorCode: { code: 'syncFailed', params: { platform: 'google', problem: 'unavailable' } },
    });

    it("shows the reason in the interface language (Danish), and when it is tried again, above the card's actions", async () => {
      const { i18n } = renderPlatforms({ handlers: { 'GET /api/platforms': { body: [failed] } } });
      const google = await card('Google Business Profile');
      expect(within(google).getByRole('note')).toHaveTextContent('Syncing with Google failed. Google did not answer.');
      expect(within(google).getByRole('note')).toHaveTextContent("We'll try again automatically within a few hours, or you can sync now.");

      for (const [file, catalog] of Object.entries(danishCatalogs)) i18n.addResourceBundle('da', file.replace(/^.*\/([^/]+)\.json$/, '$1'), catalog);
      await act(() => i18n.changeLanguage('da'));
      const notice = within(google).getByRole('note');
      expect(notice).toHaveTextContent('Synkroniseringen med Google mislykkedes. Google svarede ikke.');
      expect(notice).toHaveTextContent('Vi prøver automatisk igen inden for et par timer, eller du kan synkronisere nu.');
      expect(google).not.toHaveTextContent('fetch failed');
      for (const action of ['Synkroniser anmeldelser', 'Forbind igen', 'Afbryd']) expect(within(google).getByRole('button', { name: action })).toBeEnabled();
    });

    it("shows the server's English text on a connection whose failure was stored before reasons", async () => {
      renderPlatforms({ handlers: { 'GET /api/platforms': { body: [connection({ lastSyncError: 'Google did not answer: fetch failed' })] } } });
      expect(within(await card('Google Business Profile')).getByRole('note')).toHaveTextContent('Google did not answer: fetch failed');
    });

    it("on a connection that needs reconnecting, says why, without promising another try or an 'expires soon'", async () => {
      const broken = connection({
        isActive: false,
        tokenExpiry: new Date(Date.now() - 60_000).toISOString(),
        lastSyncError: 'The connection has no refresh token: reconnect it',
        lastSyncErrorCode: { code: 'syncFailed', params: { platform: 'google', problem: 'invalid_grant' } },
      });
      renderPlatforms({ handlers: { 'GET /api/platforms': { body: [broken] } } });
      const notice = within(await card('Google Business Profile')).getByRole('note');
      expect(notice).toHaveTextContent('Syncing with Google failed. Access to Google was revoked or has expired, so Google needs to be reconnected.');
      expect(notice).not.toHaveTextContent('try again automatically');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Connect Google Business Profile' })).toBeEnabled();
    });

    it('shows nothing after a good sync', async () => {
      renderPlatforms({ handlers: { 'GET /api/platforms': { body: [connection({ lastSyncError: null, lastSyncErrorCode: null })] } } });
      const google = await card('Google Business Profile');
      expect(within(google).getByRole('button', { name: 'Sync Reviews' })).toBeEnabled();
      expect(within(google).queryByRole('note')).not.toBeInTheDocument();
      expect(google).not.toHaveTextContent(/failed/i);
    });

    it('appears after a Sync Reviews that fails, and goes after one that works', async () => {
      let current = connection();
      let next: TPlatformConnection = failed;
      renderPlatforms({
        handlers: {
          'GET /api/platforms': () => ({ body: [current] }),
          'POST /api/connections/11111111-1111-4111-8111-111111111111/sync': () => {
            current = next;
            return current === failed ? { status: 502, body: { message: 'The platform did not answer. Please try again.' } } : { body: { imported: 0 } };
          },
        },
      });
      const user = userEvent.setup();
      const google = await card('Google Business Profile');
      expect(within(google).queryByRole('note')).not.toBeInTheDocument();
      await user.click(within(google).getByRole('button', { name: 'Sync Reviews' }));
      expect(await within(google).findByRole('note')).toHaveTextContent('Google did not answer.');

      next = connection({ lastSyncAt: '2026-11-21T08:00:00.000Z' });
      await user.click(within(google).getByRole('button', { name: 'Sync Reviews' }));
      await waitFor(() => expect(within(google).queryByRole('note')).not.toBeInTheDocument());
    });
  });

  describe('query parameters from the OAuth return', () => {
    it("toasts 'Connected successfully!' for success=google_connected and rewrites the URL to /platforms", async () => {
      const { router, api } = renderPlatforms({ path: '/platforms?success=google_connected' });
      const toast = await findToast('Connected successfully!');
      expect(toast).toHaveTextContent('Google Business Profile connected');
      expect(toast).not.toHaveClass('destructive');
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(router.state.location.pathname).toBe('/platforms');
      expect(router.state.historyAction).toBe('REPLACE');
      expect(api.calls('GET /api/platforms').length).toBeGreaterThanOrEqual(1);
    });

    it('names the platform that failed where the spec\'s message names Google', async () => {
      renderPlatforms({ path: '/platforms?error=no_locations&platform=trustpilot' });
      expect(await findToast('Connection failed')).toHaveTextContent('No business locations found in your Trustpilot account.');
    });

    it('names Trustpilot in the toast for success=trustpilot_connected', async () => {
      renderPlatforms({ path: '/platforms?success=trustpilot_connected' });
      expect(await findToast('Connected successfully!')).toHaveTextContent('Trustpilot connected');
    });

    it('says which platforms are emulated, each on its own card', async () => {
      renderPlatforms({ handlers: { 'GET /api/platforms/info': { body: { googleEmulated: true, emulated: ['google', 'trustpilot'] } } } });
      expect(await screen.findByTestId('trustpilot-emulated-note')).toHaveTextContent('Demo mode: Trustpilot is emulated');
      expect(screen.getByTestId('google-emulated-note')).toHaveTextContent('Demo mode: Google is emulated');
      expect(screen.queryByTestId('facebook-emulated-note')).not.toBeInTheDocument();
    });

    const place = (id: string, name: string, extra: Partial<TLocationOption> = {}): TLocationOption => ({
      id,
      name,
      address: null,
      group: null,
      connectedTo: null,
      sameNameAs: null,
      ...extra,
    });
    const CHOICE = {
      id: '22222222-2222-4222-8222-222222222222',
      platform: 'google',
      locations: [
        place('accounts/1/locations/1', 'Café Solsikke', { address: 'Jægersborggade 14, 2200 København N', group: 'Mette Sørensen', connectedTo: { id: 'b-1', name: 'Café Solsikke' } }),
        place('accounts/2/locations/2', 'Hotel Havblik', { address: 'Østre Strandvej 31, 9990 Skagen', group: 'Nordlys Hospitality ApS', sameNameAs: { id: 'b-2', name: 'Hotel Havblik' } }),
        place('accounts/2/locations/3', 'Salon Nordlys', { address: 'Mejlgade 52, 8000 Aarhus C', group: 'Nordlys Hospitality ApS' }),
      ],
      expiresAt: '2026-11-28T17:00:00.000Z',
    };

    it('asks which places to connect for choose=…, grouped by account, and connects those ticked', async () => {
      const { router, api } = renderPlatforms({
        path: `/platforms?choose=${CHOICE.id}`,
        handlers: {
          [`GET /api/connections/choices/${CHOICE.id}`]: { body: CHOICE },
          [`POST /api/connections/choices/${CHOICE.id}`]: { body: [connection({ platformBusinessName: 'Hotel Havblik' }), connection({ platformBusinessName: 'Salon Nordlys' })] },
        },
      });
      const dialog = await screen.findByRole('dialog', { name: 'Which locations do you want to connect?' });
      expect(dialog).toHaveTextContent('Your Google login manages several locations.');
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(within(dialog).getByRole('group', { name: 'Nordlys Hospitality ApS' })).toHaveTextContent('Østre Strandvej 31, 9990 Skagen');
      expect(within(dialog).getByRole('checkbox', { name: /Café Solsikke/ })).toHaveAccessibleDescription(
        'Jægersborggade 14, 2200 København N · Already connected as Café Solsikke: connecting again refreshes it',
      );
      const user = userEvent.setup();
      expect(within(dialog).getByRole('button', { name: 'Connect 0 locations' })).toBeDisabled();
      await user.click(within(dialog).getByRole('checkbox', { name: /Hotel Havblik/ }));
      const join = within(dialog).getByRole('checkbox', { name: 'Add to Hotel Havblik, which you already have' });
      expect(join).toBeChecked();
      await user.click(within(dialog).getByRole('checkbox', { name: /Salon Nordlys/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Connect 2 locations' }));
      expect(await findToast('Connected successfully!')).toHaveTextContent('2 Google Business Profile locations connected');
      expect(api.calls(`POST /api/connections/choices/${CHOICE.id}`)[0]?.body).toEqual({ locations: [{ id: 'accounts/2/locations/2' }, { id: 'accounts/2/locations/3' }] });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('selects all at once, and keeps a place apart from the business of the same name when told', async () => {
      const { api } = renderPlatforms({
        path: `/platforms?choose=${CHOICE.id}`,
        handlers: {
          [`GET /api/connections/choices/${CHOICE.id}`]: { body: CHOICE },
          [`POST /api/connections/choices/${CHOICE.id}`]: { body: [connection(), connection(), connection()] },
        },
      });
      const dialog = await screen.findByRole('dialog', { name: 'Which locations do you want to connect?' });
      const user = userEvent.setup();
      await user.click(within(dialog).getByRole('checkbox', { name: 'Select all' }));
      await user.click(within(dialog).getByRole('checkbox', { name: 'Add to Hotel Havblik, which you already have' }));
      await user.click(within(dialog).getByRole('button', { name: 'Connect 3 locations' }));
      await findToast('Connected successfully!');
      expect(api.calls(`POST /api/connections/choices/${CHOICE.id}`)[0]?.body).toEqual({
        locations: [{ id: 'accounts/1/locations/1' }, { id: 'accounts/2/locations/2', attachTo: null }, { id: 'accounts/2/locations/3' }],
      });
    });

    it('says the choice has expired when the server no longer has it', async () => {
      renderPlatforms({
        path: `/platforms?choose=${CHOICE.id}`,
        handlers: { [`GET /api/connections/choices/${CHOICE.id}`]: { status: 404, body: { message: 'This choice has expired. Please connect again.' } } },
      });
      const toast = await findToast('This choice has expired');
      expect(toast).toHaveTextContent('Please connect again.');
      expect(toast).toHaveClass('destructive');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    const messages: Record<(typeof OAUTH_ERROR_CODES)[number], string> = {
      oauth_failed: 'OAuth flow failed. Missing code or state.',
      invalid_state: 'Invalid state token. Please try again.',
      access_denied: "Access denied. You don't have permission to connect this business.",
      no_access_token: 'Failed to obtain access token from Google.',
      token_exchange_failed: 'Failed to exchange authorization code for access token.',
      api_not_enabled:
        'Google Business Profile API is not enabled for this Google Cloud project. Enable the Business Profile APIs in the Google Cloud Console, then try connecting again.',
      no_accounts: 'No Google Business accounts found for this Google account.',
      locations_fetch_failed: 'Failed to fetch business locations from Google.',
      no_locations: 'No locations found in your Google Business account.',
      oauth_error: 'An error occurred during OAuth. Please try again.',
    };

    it('has a message for every error code of spec §8', () => {
      expect(Object.keys(messages).sort()).toEqual([...OAUTH_ERROR_CODES].sort());
    });

    it.each([...Object.entries(messages), ['something_else', 'An unknown error occurred.']])(
      'error=%s shows a destructive toast with its message and rewrites the URL',
      async (code, message) => {
        const { router } = renderPlatforms({ path: `/platforms?error=${code}` });
        const toast = await findToast('Connection failed');
        expect(toast).toHaveTextContent(message);
        expect(toast).toHaveClass('destructive');
        await waitFor(() => expect(router.state.location.search).toBe(''));
        expect(router.state.location.pathname).toBe('/platforms');
      },
    );

    it('the api_not_enabled message starts as the spec words it', async () => {
      renderPlatforms({ path: '/platforms?error=api_not_enabled' });
      expect((await findToast('Connection failed')).textContent).toContain('Google Business Profile API is not enabled');
    });

    it('shows no toast and keeps the address without parameters', async () => {
      const { router } = renderPlatforms();
      await card('Google Business Profile');
      expect(document.querySelector('[data-slot="toast"]')).toBeNull();
      expect(router.state.historyAction).toBe('POP');
    });
  });

  describe('Connect', () => {
    let go: MockInstance<(url: string) => void>;
    beforeEach(() => {
      go = vi.spyOn(externalNavigation, 'go').mockImplementation(() => {});
    });
    afterEach(() => go.mockRestore());

    it("creates 'My Business' when the user has none, then sends the browser to the authorization URL", async () => {
      const authUrl = 'http://localhost:5206/o/oauth2/v2/auth?client_id=x&state=abc';
      const { api } = renderPlatforms({
        handlers: {
          'GET /api/businesses': { body: [] },
          'POST /api/businesses': { status: 201, body: { id: 'bbbbbbbb-0000-4000-8000-000000000001', name: 'My Business', industry: 'other', createdAt: '2026-11-22T10:00:00.000Z' } },
          'GET /api/auth/google/connect/bbbbbbbb-0000-4000-8000-000000000001': { body: { authUrl }, delayMs: 20 },
        },
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Connect Google Business Profile' }));

      expect(await findToast('Business created')).toBeInTheDocument();
      await waitFor(() => expect(go).toHaveBeenCalledWith(authUrl));
      expect(api.calls('POST /api/businesses')[0]?.body).toEqual({ name: 'My Business', industry: 'other' });
      const order = api.calls().map((call) => `${call.method} ${call.url}`);
      expect(order.indexOf('POST /api/businesses')).toBeLessThan(order.indexOf('GET /api/auth/google/connect/bbbbbbbb-0000-4000-8000-000000000001'));
      // While the browser leaves, the button stays busy.
      expect(screen.getByRole('button', { name: 'Connecting...' })).toBeDisabled();
    });

    it('uses the existing business without creating one', async () => {
      const authUrl = 'https://accounts.google.com/o/oauth2/v2/auth?state=s';
      const { api } = renderPlatforms({
        handlers: {
          'GET /api/businesses': { body: [{ id: 'b-1', name: 'Café Nordlys', industry: 'cafe', createdAt: '2026-11-01T10:00:00.000Z' }] },
          'GET /api/auth/google/connect/b-1': { body: { authUrl } },
        },
      });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Connect Google Business Profile' }));
      await waitFor(() => expect(go).toHaveBeenCalledWith(authUrl));
      expect(api.calls('POST /api/businesses')).toHaveLength(0);
      expect(screen.queryByText('Business created')).not.toBeInTheDocument();
    });

    it('Reconnect starts the same flow', async () => {
      const authUrl = 'https://accounts.google.com/o/oauth2/v2/auth?state=again';
      renderPlatforms({
        handlers: {
          'GET /api/platforms': { body: [connection()] },
          'GET /api/businesses': { body: [{ id: 'b-1', name: 'Café Nordlys', industry: 'cafe', createdAt: '2026-11-01T10:00:00.000Z' }] },
          'GET /api/auth/google/connect/b-1': { body: { authUrl } },
        },
      });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Reconnect' }));
      await waitFor(() => expect(go).toHaveBeenCalledWith(authUrl));
    });

    it("toasts 'Connection failed' with the server's message when the start fails", async () => {
      renderPlatforms({
        handlers: {
          'GET /api/businesses': { body: [{ id: 'b-1', name: 'B', industry: 'other', createdAt: '2026-11-01T10:00:00.000Z' }] },
          'GET /api/auth/google/connect/b-1': { status: 400, body: { message: 'Google is not configured on this server.' } },
        },
      });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Connect Google Business Profile' }));
      const toast = await findToast('Connection failed');
      expect(toast).toHaveTextContent('Google is not configured on this server.');
      expect(toast).toHaveClass('destructive');
      expect(go).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Connect Google Business Profile' })).toBeEnabled();
    });

    it("says 'Failed to initiate OAuth flow' when the answer has no authorization URL", async () => {
      renderPlatforms({
        handlers: {
          'GET /api/businesses': { body: [{ id: 'b-1', name: 'B', industry: 'other', createdAt: '2026-11-01T10:00:00.000Z' }] },
          'GET /api/auth/google/connect/b-1': { body: {} },
        },
      });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Connect Google Business Profile' }));
      expect(await findToast('Connection failed')).toHaveTextContent('Failed to initiate OAuth flow');
      expect(go).not.toHaveBeenCalled();
    });

    it("falls back to 'Unable to connect platform. Please try again.' when the network fails", async () => {
      const { api } = renderPlatforms();
      const answer = api.fetch.getMockImplementation()!;
      api.fetch.mockImplementation((input, init) =>
        String(input).startsWith('/api/businesses') ? Promise.reject(new TypeError('Failed to fetch')) : answer(input, init),
      );
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Connect Google Business Profile' }));
      expect(await findToast('Connection failed')).toHaveTextContent('Unable to connect platform. Please try again.');
    });

    it.each([
      ['Trustpilot', 'trustpilot', 'https://authenticate.trustpilot.com/?client_id=key&state=s'],
      ['Facebook', 'facebook', 'https://www.facebook.com/v21.0/dialog/oauth?client_id=app&state=s'],
    ])('%s starts its own connect flow', async (name, platform, authUrl) => {
      renderPlatforms({
        handlers: {
          'GET /api/businesses': { body: [{ id: 'b-1', name: 'Café Nordlys', industry: 'cafe', createdAt: '2026-11-01T10:00:00.000Z' }] },
          [`GET /api/auth/${platform}/connect/b-1`]: { body: { authUrl } },
        },
      });
      await userEvent.setup().click(await screen.findByRole('button', { name: `Connect ${name}` }));
      await waitFor(() => expect(go).toHaveBeenCalledWith(authUrl));
    });
  });

  describe('Sync Reviews', () => {
    it("shows the busy state, then 'Sync complete' with the count, and reloads the connections", async () => {
      const { api } = renderPlatforms({
        handlers: {
          'GET /api/platforms': { body: [connection()] },
          'POST /api/connections/11111111-1111-4111-8111-111111111111/sync': { body: { imported: 12, updated: 1 }, delayMs: 200 },
        },
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Sync Reviews' }));
      expect(await screen.findByRole('button', { name: 'Syncing...' })).toBeDisabled();
      const toast = await findToast('Sync complete');
      expect(toast).toHaveTextContent('Imported 12 new reviews');
      await waitFor(() => expect(api.calls('GET /api/platforms')).toHaveLength(2));
      expect(screen.getByRole('button', { name: 'Sync Reviews' })).toBeEnabled();
    });

    it('says "Imported 1 new review" for one', async () => {
      renderPlatforms({
        handlers: {
          'GET /api/platforms': { body: [connection()] },
          'POST /api/connections/11111111-1111-4111-8111-111111111111/sync': { body: { imported: 1, updated: 0 } },
        },
      });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Sync Reviews' }));
      expect(await findToast('Sync complete')).toHaveTextContent('Imported 1 new review');
    });

    it.each([
      ['the server message', { status: 409, body: { message: 'The connection has expired. Please reconnect to continue syncing reviews.' } }, 'The connection has expired. Please reconnect to continue syncing reviews.'],
      ['the default message', { status: 500 }, 'Unable to sync reviews. Please try again.'],
      [
        'the reason in the interface language',
        { status: 409, body: { message: 'The connection has expired.', reason: { code: 'syncFailed', params: { platform: 'google', problem: 'invalid_grant' } } } },
        /Syncing with Google failed/,
      ],
    ])("toasts 'Sync failed' with %s", async (_label, answer, message) => {
      renderPlatforms({
        handlers: {
          'GET /api/platforms': { body: [connection()] },
          'POST /api/connections/11111111-1111-4111-8111-111111111111/sync': answer,
        },
      });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Sync Reviews' }));
      const toast = await findToast('Sync failed');
      expect(toast).toHaveTextContent(message);
      expect(toast).toHaveClass('destructive');
    });
  });

  describe('Disconnect', () => {
    it("asks for confirmation, disconnects and toasts 'Disconnected'", async () => {
      let connections = [connection()];
      const { api } = renderPlatforms({
        handlers: {
          'GET /api/platforms': () => ({ body: connections }),
          'DELETE /api/connections/11111111-1111-4111-8111-111111111111': () => {
            connections = [];
            return { body: { ok: true } };
          },
        },
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Google Business Profile?' });
      expect(dialog).toHaveTextContent('nothing is deleted on Google Business Profile');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(api.calls('DELETE /api/connections/11111111-1111-4111-8111-111111111111')).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Disconnect' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disconnect' }));
      expect(await findToast('Disconnected')).toHaveTextContent('Google Business Profile has been disconnected.');
      expect(api.calls('DELETE /api/connections/11111111-1111-4111-8111-111111111111')).toHaveLength(1);
      const google = await card('Google Business Profile');
      expect(await within(google).findByRole('button', { name: 'Connect Google Business Profile' })).toBeInTheDocument();
      expect(within(google).getByText('Not Connected')).toBeInTheDocument();
    });

    it("toasts 'Disconnect failed' when the call fails", async () => {
      renderPlatforms({
        handlers: {
          'GET /api/platforms': { body: [connection()] },
          'DELETE /api/connections/11111111-1111-4111-8111-111111111111': { status: 500 },
        },
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disconnect' }));
      const toast = await findToast('Disconnect failed');
      expect(toast).toHaveTextContent('Unable to disconnect platform. Please try again.');
      expect(within(await card('Google Business Profile')).getByText('Connected')).toBeInTheDocument();
    });
  });

  describe('the Google emulator note', () => {
    const note = 'This demo uses a local Google emulator';

    it('says plainly on the Google card that Google is emulated', async () => {
      renderPlatforms({ handlers: { 'GET /api/platforms/info': { body: { googleEmulated: true } } } });
      const google = await card('Google Business Profile');
      expect(await within(google).findByText('Demo mode: Google is emulated')).toBeInTheDocument();
      expect(google).toHaveTextContent(note);
      expect(google).toHaveTextContent('No real Google account is touched');
      expect(within(await card('Facebook')).queryByText(/emulat/)).not.toBeInTheDocument();
    });

    it.each([
      ['Google is real', { body: { googleEmulated: false } }],
      ['the answer is unknown', { status: 404, body: { message: 'Not found' } }],
      ['the answer has another shape', { body: { emulated: 'yes' } }],
    ])('shows nothing when %s', async (_label, answer) => {
      const { api } = renderPlatforms({ handlers: { 'GET /api/platforms/info': answer } });
      await card('Google Business Profile');
      await waitFor(() => expect(api.calls('GET /api/platforms/info')).toHaveLength(1));
      expect(screen.queryByText(/emulator/)).not.toBeInTheDocument();
    });
  });

  it('offers to try again when the connections cannot be loaded', async () => {
    let fail = true;
    renderPlatforms({ handlers: { 'GET /api/platforms': () => (fail ? { status: 500 } : { body: [] }) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your platform connections could not be loaded.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Connect Google Business Profile' })).toBeInTheDocument();
  });
});
