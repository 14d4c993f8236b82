import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { TBusiness } from '@common/schemas/businesses';
import { useCurrentUser } from '@web/features/auth/api/current-user';
import { HistoryPage } from '@web/features/history/components/history-page';
import { makeHistoryItem } from '@web/features/history/test/fake-history-api';
import { mockApi, renderWithProviders, testUser, type MockHandler } from '@web/test/render';
import { LocationSwitcher } from './location-switcher';

const business = (id: string, name: string): TBusiness => ({ id, name, industry: 'other', contactName: null, replyLanguage: null, createdAt: '2026-11-01T10:00:00.000Z' });
const CAFE = business('bbbbbbbb-0000-4000-8000-000000000001', 'Café Solsikke');
const HOTEL = business('bbbbbbbb-0000-4000-8000-000000000002', 'Hotel Havblik');
const ANNA = testUser();

/** History that answers by the location asked for, with the total in X-Total-Count. */
const history: MockHandler = ({ url }) => {
  const location = new URL(url, 'http://x').searchParams.get('location');
  const items = [makeHistoryItem(1, { businessId: CAFE.id, reviewerName: 'Café Guest' }), makeHistoryItem(2, { businessId: HOTEL.id, reviewerName: 'Hotel Guest' })].filter(
    (item) => !location || item.businessId === location,
  );
  return { body: items, headers: { 'X-Total-Count': String(items.length) } };
};

/** As the app shell does: the screens render once the signed-in user is known. */
function SignedIn({ children }: { children: ReactNode }) {
  return useCurrentUser().user ? children : null;
}

function renderWith(businesses: TBusiness[], user = ANNA, path = '/reviews/history') {
  const api = mockApi({ 'GET /api/auth/me': { body: { user } }, 'GET /api/businesses': { body: businesses }, 'GET /api/reviews/history': history });
  const { router } = renderWithProviders(
    <SignedIn>
      <LocationSwitcher />
      <HistoryPage />
    </SignedIn>,
    { path, routePath: '/reviews/history' },
  );
  return Object.assign(api, { router });
}

const locationsAsked = (api: ReturnType<typeof mockApi>) => api.calls('GET /api/reviews/history').map((call) => new URL(call.url, 'http://x').searchParams.get('location'));

describe('the location switcher', () => {
  beforeEach(() => localStorage.clear());

  it('is not there for an account with one location, whose lists ask for no location', async () => {
    const api = renderWith([CAFE]);
    await screen.findByText('Café Guest');
    expect(screen.queryByRole('combobox', { name: 'Location' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('location-badge')).not.toBeInTheDocument();
    expect(locationsAsked(api).every((location) => location === null)).toBe(true);
  });

  it('shows All locations with each review marked by its location, and one location when chosen', async () => {
    const api = renderWith([CAFE, HOTEL]);
    const switcher = await screen.findByRole('combobox', { name: 'Location' });
    expect(switcher).toHaveTextContent('All locations');
    const hotelGuest = (await screen.findAllByText('Hotel Guest'))[0]!.closest('li, article, tr, [data-slot="card"]') as HTMLElement;
    expect(within(hotelGuest).getByTestId('location-badge')).toHaveTextContent('Hotel Havblik');

    const user = userEvent.setup();
    await user.click(switcher);
    await user.click(await screen.findByRole('option', { name: 'Hotel Havblik' }));
    await waitFor(() => expect(screen.queryByText('Café Guest')).not.toBeInTheDocument());
    expect(screen.getAllByText('Hotel Guest').length).toBeGreaterThan(0);
    expect(locationsAsked(api)).toContain(HOTEL.id);
    // One location shown: the cards need not say which.
    expect(screen.queryByTestId('location-badge')).not.toBeInTheDocument();
    expect(localStorage.getItem(`location_${ANNA.id}`)).toBe(HOTEL.id);
  });

  it('shows the location a link names, remembers it and drops it from the address', async () => {
    localStorage.setItem(`location_${ANNA.id}`, CAFE.id);
    const api = renderWith([CAFE, HOTEL], ANNA, `/reviews/history?location=${HOTEL.id}`);
    expect(await screen.findByRole('combobox', { name: 'Location' })).toHaveTextContent('Hotel Havblik');
    await waitFor(() => expect(locationsAsked(api).at(-1)).toBe(HOTEL.id));
    expect(screen.queryByText('Café Guest')).not.toBeInTheDocument();
    expect(localStorage.getItem(`location_${ANNA.id}`)).toBe(HOTEL.id);
    expect(api.router.state.location.search).toBe('');
  });

  it('comes back to the location the user chose, and not to another user’s choice', async () => {
    localStorage.setItem(`location_${ANNA.id}`, HOTEL.id);
    const api = renderWith([CAFE, HOTEL]);
    expect(await screen.findByRole('combobox', { name: 'Location' })).toHaveTextContent('Hotel Havblik');
    await waitFor(() => expect(locationsAsked(api)).toContain(HOTEL.id));
    // Never All first while the locations load: the owner would see the wrong list flash by.
    expect(locationsAsked(api)).not.toContain(null);

    const other = renderWith([CAFE, HOTEL], testUser({ id: '00000000-0000-4000-8000-000000000002', email: 'bo@example.com' }));
    await waitFor(() => expect(screen.getAllByRole('combobox', { name: 'Location' }).at(-1)).toHaveTextContent('All locations'));
    expect(locationsAsked(other).at(-1)).toBeNull();
  });

  it('reads a stored location that is no longer the user’s as All', async () => {
    localStorage.setItem(`location_${ANNA.id}`, 'bbbbbbbb-0000-4000-8000-000000000009');
    renderWith([CAFE, HOTEL]);
    expect(await screen.findByRole('combobox', { name: 'Location' })).toHaveTextContent('All locations');
  });
});
