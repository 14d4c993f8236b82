import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TReviewCounts, TReviewStats } from '@common/schemas/reviews';
import { findLocation, mockApi, renderWithProviders, testUser } from '@web/test/render';
import { makeHistoryItem } from '@web/features/history/test/fake-history-api';
import { DashboardPage } from './dashboard-page';

const counts = (total: number, withResponse: number): TReviewCounts => ({
  total,
  stars: { all: total, '1': 0, '2': 0, '3': 0, '4': 0, '5': total },
  platforms: { all: total, google: total, facebook: 0, trustpilot: 0 },
  withResponse,
  fiveStarReady: withResponse,
});
const stats = (averageRating: number | null, recommendations = { positive: 0, negative: 0 }): TReviewStats => ({ total: 10, responded: 4, pending: 3, averageRating, recommendations });

const connection = {
  id: '00000000-0000-4000-8000-0000000000aa',
  platform: 'google',
  isActive: true,
  platformBusinessName: 'Café Solsikke',
  connectedAt: '2025-01-01T12:00:00.000Z',
  lastSyncAt: null,
  tokenExpiry: null,
};

type DashboardOptions = { businesses?: unknown[]; total?: number; withResponse?: number; average?: number | null; recommendations?: TReviewStats['recommendations']; platforms?: unknown[]; history?: unknown[] };
function mockDashboard(options: DashboardOptions = {}) {
  return mockApi({
    'GET /api/auth/me': { body: { user: testUser({ fullName: 'Anna Jensen' }) } },
    'GET /api/reviews/stats': { body: stats(options.average === undefined ? 4.26 : options.average, options.recommendations) },
    'GET /api/reviews/pending/counts': { body: counts(options.total ?? 3, options.withResponse ?? 2) },
    'GET /api/reviews/history': { body: options.history ?? [] },
    'GET /api/platforms': { body: options.platforms ?? [connection] },
    'GET /api/businesses': { body: options.businesses ?? [] },
  });
}

const renderDashboard = () => renderWithProviders(<DashboardPage />, { path: '/dashboard' });
const value = async (card: string) => (await screen.findByTestId(`${card}-value`)).textContent;

describe('DashboardPage', () => {
  it('shows the four figures: pending count, average with one decimal and rounded stars, AI generated and the response rate', async () => {
    mockDashboard({ total: 3, withResponse: 2, average: 4.26 });
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText("Welcome back, Anna! Here's how your reviews are doing.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pending Reviews' })).toBeInTheDocument();
    expect(await value('stat-pending')).toBe('3');
    expect(await value('stat-average')).toBe('4.3');
    const stars = within(screen.getByTestId('stat-average')).getByRole('img', { hidden: true });
    expect(stars).toHaveAccessibleName('Rated 4 out of 5');
    expect(await value('stat-ai-generated')).toBe('2');
    expect(await value('stat-response-rate')).toBe('67%');
  });

  it('shows a dash when there are no ratings, and a 0% response rate when nothing is pending', async () => {
    mockDashboard({ total: 0, withResponse: 0, average: null });
    renderDashboard();
    expect(await value('stat-average')).toBe('—No ratings yet');
    expect(within(screen.getByTestId('stat-average-value')).getByText('—')).toHaveAttribute('aria-hidden', 'true');
    expect(await value('stat-pending')).toBe('0');
    expect(await value('stat-ai-generated')).toBe('0');
    expect(await value('stat-response-rate')).toBe('0%');
  });

  it("counts Facebook's recommendations beside the average of the stars", async () => {
    mockDashboard({ average: 4.5, recommendations: { positive: 12, negative: 2 } });
    renderDashboard();
    expect(await value('stat-average')).toBe('4.5');
    expect(within(screen.getByTestId('stat-average')).getByText("Of star ratings. Facebook: 12 recommend, 2 don't")).toBeInTheDocument();
  });

  it("shows the figures of the location the switcher shows, and says whose average it is", async () => {
    const business = (id: string, name: string) => ({ id, name, industry: 'other', contactName: null, replyLanguage: null, createdAt: '2026-11-01T10:00:00.000Z' });
    const hotel = business('bbbbbbbb-0000-4000-8000-000000000002', 'Hotel Havblik');
    localStorage.setItem(`location_${testUser().id}`, hotel.id);
    const api = mockDashboard({ businesses: [business('bbbbbbbb-0000-4000-8000-000000000001', 'Café Solsikke'), hotel] });
    renderDashboard();
    expect(await within(await screen.findByTestId('stat-average')).findByText('Across all reviews of Hotel Havblik')).toBeInTheDocument();
    for (const path of ['GET /api/reviews/stats', 'GET /api/reviews/pending/counts', 'GET /api/reviews/history'])
      expect(api.calls(path).every((call) => call.url.includes(`location=${hotel.id}`)), path).toBe(true);
    localStorage.clear();
  });

  it('rounds the response rate to a whole percentage', async () => {
    mockDashboard({ total: 8, withResponse: 1 });
    renderDashboard();
    expect(await value('stat-response-rate')).toBe('13%');
  });

  it('shows skeletons while the figures load', async () => {
    mockApi({
      'GET /api/auth/me': { body: { user: testUser() } },
      'GET /api/reviews/stats': { body: stats(4), delayMs: 200 },
      'GET /api/reviews/pending/counts': { body: counts(1, 1), delayMs: 200 },
      'GET /api/reviews/history': { body: [], delayMs: 200 },
      'GET /api/platforms': { body: [connection] },
    });
    renderDashboard();
    expect(await screen.findAllByTestId('stat-skeleton')).toHaveLength(4);
    expect(await value('stat-pending')).toBe('1');
    expect(screen.queryByTestId('stat-skeleton')).not.toBeInTheDocument();
  });

  it("quick actions: Manage Reviews says how many reviews wait and goes to /reviews", async () => {
    const user = userEvent.setup();
    mockDashboard({ total: 7, withResponse: 7 });
    renderDashboard();
    const manage = await screen.findByRole('link', { name: /Manage Reviews/ });
    expect(await within(manage).findByText('7 reviews waiting')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Configure AI/ })).toHaveAttribute('href', '/settings');
    await user.click(manage);
    expect(await findLocation()).toBe('/reviews');
  });

  it("quick actions: 'No pending reviews' and '1 review waiting'", async () => {
    mockDashboard({ total: 0, withResponse: 0 });
    const first = renderDashboard();
    expect(await within(await screen.findByRole('link', { name: /Manage Reviews/ })).findByText('No pending reviews')).toBeInTheDocument();
    first.unmount();
    mockDashboard({ total: 1, withResponse: 0 });
    renderDashboard();
    expect(await within(await screen.findByRole('link', { name: /Manage Reviews/ })).findByText('1 review waiting')).toBeInTheDocument();
  });

  it('lists the recent activity with reviewer, stars, status and Danish date, and links to the whole history', async () => {
    const user = userEvent.setup();
    const api = mockDashboard({
      history: [
        makeHistoryItem(1, { reviewerName: 'Mette Hansen', rating: 4, reviewedAt: '2025-03-05T12:00:00.000Z' }),
        makeHistoryItem(2, { reviewerName: 'Jonas Berg', rating: 2, aiResponse: { status: 'rejected', postedAt: null } }),
      ],
    });
    renderDashboard();
    const list = await screen.findByTestId('recent-activity');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Mette Hansen')).toBeInTheDocument();
    expect(within(first!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(first!).getByText('05.03.2025')).toBeInTheDocument();
    expect(within(first!).getByTestId('status-badge')).toHaveTextContent('Posted');
    expect(within(second!).getByTestId('status-badge')).toHaveTextContent('Rejected');
    expect(new URL(api.calls('GET /api/reviews/history')[0]!.url, 'http://localhost').searchParams.get('pageSize')).toBe('5');
    await user.click(screen.getByRole('link', { name: 'View all reviews' }));
    expect(await findLocation()).toBe('/reviews/history');
  });

  it('says there is no activity yet when the history is empty', async () => {
    mockDashboard({ history: [] });
    renderDashboard();
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
  });

  it('invites a first-time user to connect Google when no platform is connected', async () => {
    const user = userEvent.setup();
    mockDashboard({ platforms: [] });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Connect Google to get started' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Connect Google' }));
    expect(await findLocation()).toBe('/platforms');
  });

  it('does not show the invitation once a platform is connected', async () => {
    mockDashboard({ platforms: [connection] });
    renderDashboard();
    await value('stat-pending');
    expect(screen.queryByRole('heading', { name: 'Connect Google to get started' })).not.toBeInTheDocument();
  });

  it('redirects to /login when the current user cannot be loaded', async () => {
    mockApi({ 'GET /api/auth/me': { status: 401, body: { message: 'Not signed in' } } });
    renderDashboard();
    expect(await findLocation()).toBe('/login');
  });
});
