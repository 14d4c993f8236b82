import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findLocation, renderWithProviders } from '@web/test/render';
import { fakeHistoryApi, makeHistoryItem } from '../test/fake-history-api';
import { SEARCH_DEBOUNCE_MS } from '@web/components/list/use-debounced-search';
import { HistoryPage } from './history-page';


beforeEach(() => localStorage.clear());

const renderHistory = () => renderWithProviders(<HistoryPage />, { path: '/reviews/history' });

/** The queries of the page's list calls (not the one-item call that reads the overall total). */
const pageQueries = (api: ReturnType<typeof fakeHistoryApi>) => api.historyQueries().filter((query) => query.get('pageSize') === '25');
const lastPageQuery = (api: ReturnType<typeof fakeHistoryApi>) => pageQueries(api).at(-1)!;

/** Opens the filter panel (Filters), unless it is open. */
async function openFilters(user: ReturnType<typeof userEvent.setup>) {
  const toggle = screen.getByRole('button', { name: /^Filters/ });
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
}

/** Presses a filter's chip, found inside the filter's group by the start of its name. */
async function choose(user: ReturnType<typeof userEvent.setup>, filter: string, chip: string) {
  await openFilters(user);
  await user.click(within(screen.getByRole('group', { name: filter })).getByRole('button', { name: new RegExp(`^${chip}`) }));
}

async function chooseSort(user: ReturnType<typeof userEvent.setup>, option: string) {
  await openFilters(user);
  await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const pressedChips = (filter: string) =>
  within(screen.getByRole('group', { name: filter }))
    .getAllByRole('button', { pressed: true })
    .map((chip) => chip.getAttribute('aria-label'));

describe('HistoryPage', () => {
  it('shows the loading text, then the responses as a list with the x of y count', async () => {
    fakeHistoryApi([makeHistoryItem(1), makeHistoryItem(2, { rating: 3 }), makeHistoryItem(3, { platform: 'trustpilot' })]);
    renderHistory();
    expect(screen.getByText('Loading history...')).toBeInTheDocument();
    expect(await screen.findByText('3 of 3 completed responses')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Review History' })).toBeInTheDocument();
    // The list (table) is the default view.
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Details',
      'Date',
      'Reviewer, Rating, Platform',
      'Review',
      'Response',
      'Status',
    ]);
    expect(screen.getAllByTestId('history-item')).toHaveLength(3);
    expect(within(screen.getByRole('group', { name: 'View mode' })).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows a Trustpilot review's headline with its text", async () => {
    fakeHistoryApi([makeHistoryItem(1, { platform: 'trustpilot', title: 'Fantastisk brunch' }), makeHistoryItem(2)]);
    renderHistory();
    const [trustpilot, google] = await screen.findAllByTestId('history-item');
    expect(within(trustpilot!).getByText('Fantastisk brunch')).toHaveClass('font-semibold');
    expect(within(google!).queryByText('Fantastisk brunch')).not.toBeInTheDocument();
  });

  it('shows date, platform, rating, reviewer, review, response with tone and language, status and posted date in Danish format', async () => {
    fakeHistoryApi([
      makeHistoryItem(1, {
        platform: 'facebook',
        rating: 4,
        reviewerName: 'Mette Hansen',
        reviewText: 'Dejlig mad og god betjening.',
        reviewedAt: '2025-03-05T12:00:00.000Z',
        aiResponse: {
          responseText: 'Kære Mette, tusind tak for de søde ord!',
          tone: 'casual',
          language: 'da',
          postedAt: '2025-03-07T12:00:00.000Z',
        },
      }),
    ]);
    renderHistory();
    const row = await screen.findByTestId('history-item');
    expect(within(row).getByText('05.03.2025')).toBeInTheDocument();
    expect(within(row).getByText('Posted 07.03.2025')).toBeInTheDocument();
    expect(within(row).getByText('Facebook')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(row).getByText('Mette Hansen')).toBeInTheDocument();
    expect(within(row).getByText('Dejlig mad og god betjening.')).toBeInTheDocument();
    expect(within(row).getByText('Kære Mette, tusind tak for de søde ord!')).toBeInTheDocument();
    expect(within(row).getByText('Tone: Casual')).toBeInTheDocument();
    expect(within(row).getByText('Language: Dansk')).toBeInTheDocument();
    expect(within(row).getByTestId('status-badge')).toHaveTextContent('Posted');
  });

  it('shows each status: posted, approved with its scheduled time, rejected, and failed with its reason', async () => {
    fakeHistoryApi([
      makeHistoryItem(1, { reviewerName: 'Posted Person' }),
      makeHistoryItem(2, {
        reviewerName: 'Scheduled Person',
        aiResponse: { status: 'approved', postedAt: null, scheduledFor: '2025-02-03T09:30:00.000Z' },
      }),
      makeHistoryItem(3, { reviewerName: 'Rejected Person', aiResponse: { status: 'rejected', postedAt: null } }),
      makeHistoryItem(4, {
        reviewerName: 'Failed Person',
        aiResponse: { status: 'failed', postedAt: null, statusReason: 'Google refused the reply: the review was deleted.' },
      }),
    ]);
    renderHistory();
    const rows = await screen.findAllByTestId('history-item');
    const rowOf = (name: string) => rows.find((row) => within(row).queryByText(name))!;

    expect(within(rowOf('Posted Person')).getByTestId('status-badge')).toHaveTextContent('Posted');
    const scheduled = rowOf('Scheduled Person');
    expect(within(scheduled).getByTestId('status-badge')).toHaveTextContent('Approved');
    expect(within(scheduled).getByText(/^Scheduled for 03\.02\.2025,? (kl\. )?\d\d[.:]30$/)).toBeInTheDocument();
    expect(within(scheduled).queryByText(/^Posted /)).not.toBeInTheDocument();
    expect(within(rowOf('Rejected Person')).getByTestId('status-badge')).toHaveTextContent('Rejected');
    const failed = rowOf('Failed Person');
    expect(within(failed).getByTestId('status-badge')).toHaveTextContent('Failed');
    expect(within(failed).getByText('Google refused the reply: the review was deleted.')).toBeInTheDocument();
  });

  it('switches to the grid and remembers it under history_viewMode', async () => {
    const user = userEvent.setup();
    fakeHistoryApi([makeHistoryItem(1), makeHistoryItem(2)]);
    renderHistory();
    await screen.findByRole('table');
    await user.click(within(screen.getByRole('group', { name: 'View mode' })).getByRole('button', { name: 'Grid' }));
    expect(localStorage.getItem('history_viewMode')).toBe('grid');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(within(screen.getAllByRole('article')[0]!).getByText('Posted 31.01.2025')).toBeInTheDocument();
  });

  it('starts from the stored view and filters', async () => {
    localStorage.setItem('history_viewMode', 'grid');
    localStorage.setItem('history_starFilter', '4');
    localStorage.setItem('history_platformFilter', 'google');
    localStorage.setItem('history_sortBy', 'lowest');
    const api = fakeHistoryApi([makeHistoryItem(1, { rating: 4 }), makeHistoryItem(2, { rating: 5 })]);
    renderHistory();
    expect(await screen.findByText('1 of 2 completed responses')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    const query = lastPageQuery(api);
    expect([query.get('stars'), query.get('platform'), query.get('sort')]).toEqual(['4', 'google', 'lowest']);
    // The panel is closed as the owner left it; the Filters button counts what is set.
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('2 filters active')).toBeInTheDocument();
    await openFilters(userEvent.setup());
    expect(localStorage.getItem('history_showFilters')).toBe('true');
    expect(pressedChips('Rating')).toEqual(['4 stars']);
    expect(pressedChips('Platform')).toEqual(['Google']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Lowest rating');
  });

  it('stores the star, platform and sort filters, asks the server with them and goes back to page 1', async () => {
    const user = userEvent.setup();
    const items = Array.from({ length: 30 }, (_, i) =>
      makeHistoryItem(i + 1, { rating: i % 2 === 0 ? 5 : 2, platform: i < 20 ? 'google' : 'trustpilot' }),
    );
    const api = fakeHistoryApi(items);
    renderHistory();
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(lastPageQuery(api).get('page')).toBe('2');

    await choose(user, 'Rating', '5 stars');
    expect(localStorage.getItem('history_starFilter')).toBe('5');
    expect(await screen.findByText('15 of 30 completed responses')).toBeInTheDocument();
    expect([lastPageQuery(api).get('stars'), lastPageQuery(api).get('page')]).toEqual(['5', '1']);

    await choose(user, 'Platform', 'Trustpilot');
    expect(localStorage.getItem('history_platformFilter')).toBe('trustpilot');
    expect(await screen.findByText('5 of 30 completed responses')).toBeInTheDocument();
    expect(lastPageQuery(api).get('platform')).toBe('trustpilot');

    await chooseSort(user, 'Oldest first');
    expect(localStorage.getItem('history_sortBy')).toBe('oldest');
    await waitFor(() => expect(lastPageQuery(api).get('sort')).toBe('oldest'));
    const names = screen.getAllByTestId('history-item').map((row) => within(row).getAllByText(/^Reviewer \d+$/)[0]!.textContent);
    expect(names).toEqual(['Reviewer 29', 'Reviewer 27', 'Reviewer 25', 'Reviewer 23', 'Reviewer 21']);
  });

  it('filters by status (approved, rejected, posted) without storing it', async () => {
    const user = userEvent.setup();
    const api = fakeHistoryApi([
      makeHistoryItem(1),
      makeHistoryItem(2, { reviewerName: 'Rita Rejected', aiResponse: { status: 'rejected', postedAt: null } }),
    ]);
    renderHistory();
    await screen.findByText('2 of 2 completed responses');
    await openFilters(user);
    expect(within(screen.getByRole('group', { name: 'Status' })).getAllByRole('button').map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'All statuses',
      'Approved',
      'Rejected',
      'Posted',
    ]);
    expect(pressedChips('Status')).toEqual(['All statuses']);
    await choose(user, 'Status', 'Rejected');
    expect(pressedChips('Status')).toEqual(['Rejected']);
    expect(await screen.findByText('1 of 2 completed responses')).toBeInTheDocument();
    expect(lastPageQuery(api).get('status')).toBe('rejected');
    expect(screen.getByText('Rita Rejected')).toBeInTheDocument();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('history_'))).toEqual(['history_showFilters']);
  });

  it('searches reviewer, review and response text on the server after a pause in typing', async () => {
    const user = userEvent.setup();
    const api = fakeHistoryApi([
      makeHistoryItem(1, { reviewerName: 'Anna', aiResponse: { responseText: 'We hope to see you at the terrace again.' } }),
      makeHistoryItem(2, { reviewerName: 'Bo' }),
    ]);
    renderHistory();
    await screen.findByText('2 of 2 completed responses');
    await user.type(screen.getByRole('searchbox', { name: 'Search history' }), 'terrace');
    // Nothing is asked for each key press.
    expect(pageQueries(api).some((query) => query.get('q'))).toBe(false);
    expect(await screen.findByText('1 of 2 completed responses', {}, { timeout: SEARCH_DEBOUNCE_MS + 1000 })).toBeInTheDocument();
    expect(pageQueries(api).filter((query) => query.get('q')).map((query) => query.get('q'))).toEqual(['terrace']);
    expect(screen.getByText('Anna')).toBeInTheDocument();
    expect(screen.queryByText('Bo')).not.toBeInTheDocument();
  });

  it("says 'No completed responses yet' when there is no history", async () => {
    fakeHistoryApi([]);
    renderHistory();
    expect(await screen.findByRole('heading', { name: 'No completed responses yet' })).toBeInTheDocument();
    expect(screen.getByText('0 of 0 completed responses')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Reviews' })).toHaveAttribute('href', '/reviews');
  });

  it("says 'No reviews match your filters' when the filters leave nothing, and Clear filters brings everything back", async () => {
    const user = userEvent.setup();
    localStorage.setItem('history_starFilter', '1');
    fakeHistoryApi([makeHistoryItem(1), makeHistoryItem(2)]);
    renderHistory();
    expect(await screen.findByRole('heading', { name: 'No reviews match your filters' })).toBeInTheDocument();
    expect(screen.getByText('0 of 2 completed responses')).toBeInTheDocument();
    const clearButtons = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clearButtons.at(-1)!);
    expect(await screen.findByText('2 of 2 completed responses')).toBeInTheDocument();
    expect(localStorage.getItem('history_starFilter')).toBe('all');
  });

  it('pages 25 at a time with first, last, neighbours and ellipses', async () => {
    const user = userEvent.setup();
    const api = fakeHistoryApi(Array.from({ length: 130 }, (_, i) => makeHistoryItem(i + 1)));
    renderHistory();
    expect(await screen.findByText('Page 1 of 6')).toBeInTheDocument();
    expect(screen.getAllByTestId('history-item')).toHaveLength(25);
    const pages = () =>
      within(screen.getByRole('navigation', { name: 'Pages' }))
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((button) => button.textContent);
    expect(pages()).toEqual(['1', '2', '6']);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Page 3 of 6')).toBeInTheDocument();
    expect(pages()).toEqual(['1', '2', '3', '4', '6']);
    expect(screen.getAllByTestId('pagination-ellipsis')).toHaveLength(1);
    expect(lastPageQuery(api).get('page')).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 4 of 6')).toBeInTheDocument();
    expect(screen.getAllByTestId('pagination-ellipsis')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  });

  it('expands a row to the full review and response', async () => {
    const user = userEvent.setup();
    fakeHistoryApi([makeHistoryItem(1, { reviewerName: 'Karin' })]);
    renderHistory();
    const expand = await screen.findByRole('button', { name: 'Show the full review and response from Karin' });
    expect(screen.getByText(/^Thank you, Reviewer 1!/)).toHaveClass('line-clamp-3');
    await user.click(expand);
    expect(screen.getByRole('button', { name: 'Hide the full review and response from Karin' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/^Thank you, Reviewer 1!/)).not.toHaveClass('line-clamp-3');
    expect(screen.getByText(/^Review text number 1\./)).not.toHaveClass('line-clamp-3');
  });

  it('goes back to /reviews', async () => {
    const user = userEvent.setup();
    fakeHistoryApi([]);
    renderHistory();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await findLocation()).toBe('/reviews');
  });

  it('says so when the history cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeHistoryApi([], {
      'GET /api/reviews/history': () => (fail ? { status: 500, body: { message: 'Database unavailable' } } : { body: [] }),
    });
    renderHistory();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No completed responses yet' })).toBeInTheDocument();
  });
});
