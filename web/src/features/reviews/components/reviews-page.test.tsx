import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TReview } from '@common/schemas/reviews';
import { renderWithProviders } from '@web/test/render';
import { fakeReviewsApi, makeResponse, makeReview } from '../test/fake-reviews-api';
import { ReviewsPage } from './reviews-page';

const many = (count: number, overrides: (n: number) => Partial<TReview> & { withResponse?: boolean } = () => ({})) =>
  Array.from({ length: count }, (_, i) => makeReview(i + 1, overrides(i + 1)));

function renderPage() {
  return renderWithProviders(<ReviewsPage />, { path: '/reviews', routePath: '/reviews' });
}

const cards = () => screen.getAllByTestId('review-card');
const cardOf = (name: string) => screen.getByRole('heading', { name }).closest<HTMLElement>('[data-testid="review-card"]')!;

beforeEach(() => localStorage.clear());

describe('ReviewsPage', () => {
  it('redirects to /login without a session', async () => {
    const api = fakeReviewsApi({ reviews: [], handlers: { 'GET /api/auth/me': { status: 401, body: { message: 'Not signed in' } } } });
    renderPage();
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(api.calls('GET /api/reviews/pending')).toHaveLength(0);
  });

  it('shows the first page of 25 with the header counts, without reading the whole list', async () => {
    const reviews = many(60, (n) => ({ withResponse: n % 4 !== 0 }));
    const api = fakeReviewsApi({ reviews });
    renderPage();
    expect(await screen.findByText('Showing 1-25 of 60 reviews')).toBeInTheDocument();
    expect(cards()).toHaveLength(25);
    expect(screen.getByTestId('reviews-summary')).toHaveTextContent('60 pending reviews');
    expect(screen.getByTestId('reviews-summary')).toHaveTextContent('75% have a suggested reply');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const params = api.listCalls();
    expect(params).toHaveLength(1);
    expect(params[0]!.get('page')).toBe('1');
    expect(params[0]!.get('pageSize')).toBe('25');
    // Stats are only read when the stat cards are shown.
    expect(api.calls('GET /api/reviews/stats')).toHaveLength(0);
  });

  it('shows a card with its stars, platform, Danish date, sentiment, clamped text and reply badge', async () => {
    fakeReviewsApi({ reviews: [makeReview(1, { rating: 2, reviewedAt: '2025-03-04T10:00:00.000Z', platform: 'trustpilot' })] });
    renderPage();
    const card = await screen.findByTestId('review-card');
    expect(within(card).getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('Trustpilot')).toBeInTheDocument();
    expect(within(card).getByText('04.03.2025')).toBeInTheDocument();
    expect(within(card).getByText('Negative')).toBeInTheDocument();
    expect(within(card).getByText(/Review text number 1/)).toHaveClass('line-clamp-3');
    expect(within(card).getByText('Suggested Reply')).toBeInTheDocument();
    // 31 words for a 2-star review: High Quality.
    expect(within(card).getByTestId('quality-badge')).toHaveTextContent('High Quality');
    expect(within(card).getByText('Tone: Friendly')).toBeInTheDocument();
  });

  it("shows a Trustpilot review's headline above its text, and none for Google", async () => {
    fakeReviewsApi({ reviews: [makeReview(1, { platform: 'trustpilot', title: 'Lang ventetid' }), makeReview(2)] });
    renderPage();
    const [trustpilot, google] = await screen.findAllByTestId('review-card');
    const headline = within(trustpilot!).getByText('Lang ventetid');
    expect(headline).toHaveClass('font-semibold');
    expect(headline.compareDocumentPosition(within(trustpilot!).getByText(/Review text number 1/)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(google!).queryByText('Lang ventetid')).not.toBeInTheDocument();
    expect(google!.querySelectorAll('p.font-semibold')).toHaveLength(0);
  });

  it("shows Facebook's recommendation where the stars go, with its sentiment, in every view", async () => {
    fakeReviewsApi({
      reviews: [
        makeReview(1, { platform: 'facebook', rating: null, recommendation: 'positive' }),
        makeReview(2, { platform: 'facebook', rating: null, recommendation: 'negative' }),
      ],
    });
    renderPage();
    const [liked, disliked] = await screen.findAllByTestId('review-card');
    expect(within(liked!).getByTestId('recommendation')).toHaveTextContent('Recommends');
    expect(within(liked!).getByText('Positive')).toBeInTheDocument();
    expect(within(liked!).queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    expect(within(disliked!).getByTestId('recommendation')).toHaveTextContent("Doesn't recommend");
    expect(within(disliked!).getByText('Negative')).toBeInTheDocument();
    const user = userEvent.setup();
    for (const view of ['List', 'Stream', 'Batch Edit']) {
      await user.click(screen.getByRole('button', { name: view }));
      await waitFor(() => expect(screen.getAllByTestId('recommendation')[0]).toHaveTextContent('Recommends'));
    }
  });

  it('says a Facebook rating without a story takes no reply, and offers no Regenerate', async () => {
    const api = fakeReviewsApi({ reviews: [makeReview(1, { platform: 'facebook', rating: null, recommendation: 'positive', canReply: false, withResponse: false })] });
    renderPage();
    const card = await screen.findByTestId('review-card');
    expect(within(card).getByText('Facebook takes no reply to this rating: it was written before Pages could answer ratings.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'View details' }));
    expect(within(card).getByRole('button', { name: 'Regenerate' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Approve & Post' })).toBeDisabled();
    expect(api.calls('POST /api/reviews/00000000-0000-4000-8000-000000000001/generate-response')).toHaveLength(0);
  });

  it('shows the stat cards on Show Stats and remembers the choice', async () => {
    const api = fakeReviewsApi({ reviews: many(4, (n) => ({ withResponse: n !== 4 })) });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show Stats' }));
    const stats = document.getElementById('review-stats')!;
    expect(await within(stats).findByText('4.4')).toBeInTheDocument();
    expect(within(stats).getByText('Pending')).toBeInTheDocument();
    expect(within(stats).getByText('Average Rating')).toBeInTheDocument();
    expect(within(stats).getByText('AI Generated')).toBeInTheDocument();
    expect(within(stats).getByText('3')).toBeInTheDocument();
    expect(within(stats).getByText('Response Rate')).toBeInTheDocument();
    expect(within(stats).getByText('75%')).toBeInTheDocument();
    expect(localStorage.getItem('reviews_showStats')).toBe('true');
    expect(api.calls('GET /api/reviews/stats')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Hide Stats' }));
    expect(document.getElementById('review-stats')).toBeNull();
    expect(localStorage.getItem('reviews_showStats')).toBe('false');
  });

  describe('filters, search and paging', () => {
    it('resets the page to 1 when a filter changes, and stores the filters', async () => {
      const api = fakeReviewsApi({ reviews: many(60, (n) => ({ rating: n % 2 ? 5 : 4, platform: n % 3 ? 'google' : 'facebook' })) });
      renderPage();
      const user = userEvent.setup();
      await screen.findByText('Showing 1-25 of 60 reviews');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Showing 26-50 of 60 reviews')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Filters' }));
      expect(localStorage.getItem('reviews_showFilters')).toBe('true');
      await user.click(screen.getByRole('button', { name: '5 stars (30)' }));
      expect(await screen.findByText('Showing 1-25 of 30 reviews')).toBeInTheDocument();
      const last = api.listCalls().at(-1)!;
      expect(last.get('page')).toBe('1');
      expect(last.get('stars')).toBe('5');
      expect(localStorage.getItem('reviews_starFilter')).toBe('5');
      expect(screen.getByRole('button', { name: '5 stars (30)' })).toHaveAttribute('aria-pressed', 'true');

      await user.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByText('Showing 26-30 of 30 reviews');
      await user.click(screen.getByRole('button', { name: 'Facebook (10)' }));
      await waitFor(() => expect(api.listCalls().at(-1)!.get('platform')).toBe('facebook'));
      expect(api.listCalls().at(-1)!.get('page')).toBe('1');
      expect(localStorage.getItem('reviews_platformFilter')).toBe('facebook');
    });

    it('reads the stored preferences on load', async () => {
      localStorage.setItem('reviews_sortBy', 'lowest');
      localStorage.setItem('reviews_starFilter', '4');
      localStorage.setItem('reviews_platformFilter', 'trustpilot');
      localStorage.setItem('reviews_viewMode', 'list');
      localStorage.setItem('reviews_showFilters', 'true');
      const api = fakeReviewsApi({ reviews: [makeReview(1, { rating: 4, platform: 'trustpilot' })] });
      renderPage();
      expect(await screen.findByRole('table')).toBeInTheDocument();
      const params = api.listCalls()[0]!;
      expect([params.get('sort'), params.get('stars'), params.get('platform')]).toEqual(['lowest', '4', 'trustpilot']);
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Lowest rating');
    });

    it('ignores stored values that are not allowed', async () => {
      localStorage.setItem('reviews_starFilter', '9');
      localStorage.setItem('reviews_viewMode', 'grid');
      const api = fakeReviewsApi({ reviews: [makeReview(1)] });
      renderPage();
      await screen.findByTestId('review-card');
      expect(api.listCalls()[0]!.get('stars')).toBeNull();
    });

    it('searches on the server after a pause in typing, from page 1', async () => {
      const api = fakeReviewsApi({ reviews: [...many(30), makeReview(31, { reviewerName: 'Anna Holm' })] });
      renderPage();
      const user = userEvent.setup();
      await screen.findByText('Showing 1-25 of 31 reviews');
      await user.click(screen.getByRole('button', { name: 'Page 2' }));
      await screen.findByText('Showing 26-31 of 31 reviews');
      const before = api.listCalls().length;
      await user.type(screen.getByRole('searchbox', { name: 'Search reviews' }), 'anna');
      // One call for the whole word, not one per key.
      expect(await screen.findByText('Showing 1-1 of 1 reviews')).toBeInTheDocument();
      const after = api.listCalls().slice(before);
      expect(after.map((params) => params.get('q'))).toEqual(['anna']);
      expect(after[0]!.get('page')).toBe('1');
      expect(screen.getByRole('heading', { name: 'Anna Holm' })).toBeInTheDocument();
    });

    it('clamps the page to the last page when the list shrinks', async () => {
      const api = fakeReviewsApi({ reviews: many(60) });
      renderPage();
      const user = userEvent.setup();
      await screen.findByText('Showing 1-25 of 60 reviews');
      // Meanwhile 30 reviews were answered elsewhere: page 3 is now beyond the end.
      api.state.reviews = api.state.reviews.slice(0, 30);
      await user.click(screen.getByRole('button', { name: 'Page 3' }));
      expect(await screen.findByText('Showing 26-30 of 30 reviews')).toBeInTheDocument();
      expect(api.listCalls().map((params) => params.get('page'))).toEqual(['1', '3', '2']);
      expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    });

    it('shows first and last pages with ellipses around the current neighbours', async () => {
      fakeReviewsApi({ reviews: many(250) });
      renderPage();
      const user = userEvent.setup();
      await screen.findByText('Page 1 of 10');
      await user.click(screen.getByRole('button', { name: 'Page 2' }));
      await user.click(await screen.findByRole('button', { name: 'Page 3' }));
      await user.click(await screen.findByRole('button', { name: 'Page 4' }));
      await user.click(await screen.findByRole('button', { name: 'Page 5' }));
      await screen.findByText('Page 5 of 10');
      const nav = screen.getByRole('navigation', { name: 'Pages' });
      const numbers = within(nav)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((button) => button.textContent);
      expect(numbers).toEqual(['1', '4', '5', '6', '10']);
      expect(within(nav).getAllByTestId('pagination-ellipsis')).toHaveLength(2);
      expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    });
  });

  describe('empty states', () => {
    it("says 'No pending reviews' and links to onboarding", async () => {
      fakeReviewsApi({ reviews: [] });
      renderPage();
      expect(await screen.findByRole('heading', { name: 'No pending reviews' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Connect Platforms' })).toHaveAttribute('href', '/onboarding');
    });

    it("says 'No reviews match your filters' when the filters leave nothing", async () => {
      localStorage.setItem('reviews_starFilter', '1');
      fakeReviewsApi({ reviews: many(3) });
      renderPage();
      expect(await screen.findByRole('heading', { name: 'No reviews match your filters' })).toBeInTheDocument();
      await userEvent.setup().click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
      expect(await screen.findAllByTestId('review-card')).toHaveLength(3);
      expect(localStorage.getItem('reviews_starFilter')).toBe('all');
    });
  });

  describe('approving', () => {
    it("marks the card 'Posted!' at once, then refreshes the list", async () => {
      const reviews = many(2);
      const api = fakeReviewsApi({
        reviews,
        handlers: {
          [`POST /api/ai-responses/${reviews[0]!.aiResponse!.id}/approve`]: () => {
            api.state.reviews = api.state.reviews.slice(1);
            return { body: { ...reviews[0]!.aiResponse, status: 'posted' }, delayMs: 400 };
          },
        },
      });
      renderPage();
      const user = userEvent.setup();
      await screen.findAllByTestId('review-card');
      await user.click(within(cardOf('Reviewer 1')).getByRole('button', { name: 'Approve & Post' }));
      expect(within(cardOf('Reviewer 1')).getByText('Posted!')).toBeInTheDocument();
      expect(cardOf('Reviewer 1')).toHaveAttribute('data-posted', 'true');
      expect(await screen.findByText('Response posted!')).toBeInTheDocument();
      expect(screen.getByText('Your response has been published.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Reviewer 1' })).not.toBeInTheDocument(), { timeout: 3000 });
      expect(cards()).toHaveLength(1);
    });

    it('reverts the mark and shows the error when approval fails', async () => {
      const reviews = many(2);
      fakeReviewsApi({
        reviews,
        handlers: {
          [`POST /api/ai-responses/${reviews[0]!.aiResponse!.id}/approve`]: {
            status: 502,
            body: { message: 'Google refused the reply: the review was deleted.' },
            delayMs: 400,
          },
        },
      });
      renderPage();
      const user = userEvent.setup();
      await screen.findAllByTestId('review-card');
      await user.click(within(cardOf('Reviewer 1')).getByRole('button', { name: 'Approve & Post' }));
      expect(within(cardOf('Reviewer 1')).getByText('Posted!')).toBeInTheDocument();
      expect(await screen.findByText('Google refused the reply: the review was deleted.')).toBeInTheDocument();
      expect(screen.getByText('Error')).toBeInTheDocument();
      expect(within(cardOf('Reviewer 1')).queryByText('Posted!')).not.toBeInTheDocument();
      expect(cardOf('Reviewer 1')).not.toHaveAttribute('data-posted');
    });

    it("falls back to 'Failed to approve response' without a server message", async () => {
      const reviews = many(1);
      fakeReviewsApi({ reviews, handlers: { [`POST /api/ai-responses/${reviews[0]!.aiResponse!.id}/approve`]: { status: 500 } } });
      renderPage();
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Approve & Post' }));
      expect(await screen.findByText('Failed to approve response')).toBeInTheDocument();
    });

    it('shows why a reply was held or refused', async () => {
      fakeReviewsApi({
        reviews: [makeReview(1, { aiResponse: makeResponse({ status: 'failed', statusReason: 'Google answered 403: the location is suspended.' }) })],
      });
      renderPage();
      expect(await screen.findByText('Google answered 403: the location is suspended.')).toBeInTheDocument();
      expect(screen.getByText('Not posted:')).toBeInTheDocument();
    });

    it("approves the first review with a reply when 'a' is pressed, but not while typing", async () => {
      const reviews = [makeReview(1, { withResponse: false }), makeReview(2), makeReview(3)];
      const api = fakeReviewsApi({ reviews });
      renderPage();
      const user = userEvent.setup();
      await screen.findAllByTestId('review-card');
      await user.type(screen.getByRole('searchbox', { name: 'Search reviews' }), 'a');
      expect(api.calls().filter((call) => call.method === 'POST')).toHaveLength(0);
      await user.clear(screen.getByRole('searchbox', { name: 'Search reviews' }));
      screen.getByRole('searchbox').blur();
      await user.keyboard('a');
      await waitFor(() => expect(api.calls(`POST /api/ai-responses/${reviews[1]!.aiResponse!.id}/approve`)).toHaveLength(1));
      expect(within(cardOf('Reviewer 2')).getByText('Posted!')).toBeInTheDocument();
      // The next 'a' takes the next one, not the one already posted.
      await user.keyboard('a');
      await waitFor(() => expect(api.calls(`POST /api/ai-responses/${reviews[2]!.aiResponse!.id}/approve`)).toHaveLength(1));
      expect(api.calls(`POST /api/ai-responses/${reviews[1]!.aiResponse!.id}/approve`)).toHaveLength(1);
    });
  });

  describe('bulk actions', () => {
    it('approves every five-star reply after confirmation, reading them 100 at a time', async () => {
      const reviews = [
        ...many(120, () => ({ rating: 5 })),
        makeReview(121, { rating: 5, withResponse: false }),
        makeReview(122, { rating: 4 }),
      ];
      const api = fakeReviewsApi({ reviews });
      renderPage();
      const user = userEvent.setup();
      await screen.findAllByTestId('review-card');
      await user.click(screen.getByRole('button', { name: 'Bulk Actions' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Approve All 5★ Reviews (120)' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Bulk Approval' });
      expect(dialog).toHaveTextContent('cannot be undone');
      await user.click(within(dialog).getByRole('button', { name: 'Approve & Post All' }));
      expect(await screen.findByText('Bulk approval successful!')).toBeInTheDocument();
      expect(screen.getByText('120 response(s) have been approved and posted.')).toBeInTheDocument();
      const reads = api.listCalls().filter((params) => params.get('stars') === '5');
      expect(reads.map((params) => [params.get('page'), params.get('pageSize')])).toEqual([
        ['1', '100'],
        ['2', '100'],
      ]);
      const sent = api.calls('POST /api/ai-responses/bulk-approve')[0]!.body as { responseIds: string[] };
      expect(sent.responseIds).toHaveLength(120);
      expect(new Set(sent.responseIds)).toEqual(new Set(reviews.slice(0, 120).map((review) => review.aiResponse!.id)));
    });

    it("says 'No 5-star reviews to approve' when none is pending", async () => {
      const api = fakeReviewsApi({ reviews: [makeReview(1, { rating: 4 })] });
      renderPage();
      const user = userEvent.setup();
      await screen.findAllByTestId('review-card');
      await user.click(screen.getByRole('button', { name: 'Bulk Actions' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Approve All 5★ Reviews (0)' }));
      expect(await screen.findByText('No 5-star reviews to approve')).toBeInTheDocument();
      expect(screen.getByText('All your 5-star reviews are already approved or posted.')).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(api.calls('POST /api/ai-responses/bulk-approve')).toHaveLength(0);
    });

    it('approves the pending replies of the page, and Cancel does nothing', async () => {
      const reviews = [...many(3), makeReview(4, { withResponse: false })];
      const api = fakeReviewsApi({ reviews });
      renderPage();
      const user = userEvent.setup();
      await screen.findAllByTestId('review-card');
      await user.click(screen.getByRole('button', { name: 'Bulk Actions' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Approve All on Page (3)' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(api.calls('POST /api/ai-responses/bulk-approve')).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Bulk Actions' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Approve All on Page (3)' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve & Post All' }));
      expect(await screen.findByText('3 response(s) have been approved and posted.')).toBeInTheDocument();
      expect(api.calls('POST /api/ai-responses/bulk-approve')[0]!.body).toEqual({ responseIds: reviews.slice(0, 3).map((review) => review.aiResponse!.id) });
      expect(within(cardOf('Reviewer 1')).getByText('Posted!')).toBeInTheDocument();
    });

    it("says 'No pending reviews on this page' when the page has no reply to approve", async () => {
      fakeReviewsApi({ reviews: [makeReview(1, { withResponse: false })] });
      renderPage();
      const user = userEvent.setup();
      await screen.findAllByTestId('review-card');
      await user.click(screen.getByRole('button', { name: 'Bulk Actions' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Approve All on Page (0)' }));
      expect(await screen.findByText('No pending reviews on this page')).toBeInTheDocument();
    });

    it('says so when the platform refused every reply of a bulk approval', async () => {
      fakeReviewsApi({ reviews: many(2), handlers: { 'POST /api/ai-responses/bulk-approve': { body: { approved: 0, failed: 2 } } } });
      renderPage();
      const user = userEvent.setup();
      await screen.findAllByTestId('review-card');
      await user.click(screen.getByRole('button', { name: 'Bulk Actions' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Approve All 5★ Reviews (2)' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve & Post All' }));
      expect(await screen.findByText('2 could not be approved and are still pending.')).toBeInTheDocument();
      expect(screen.getByText('Error')).toBeInTheDocument();
      expect(screen.queryByText('No 5-star reviews to approve')).not.toBeInTheDocument();
    });

    it("toasts 'Failed to approve responses' when the bulk call fails", async () => {
      fakeReviewsApi({ reviews: many(2), handlers: { 'POST /api/ai-responses/bulk-approve': { status: 500 } } });
      renderPage();
      const user = userEvent.setup();
      await screen.findAllByTestId('review-card');
      await user.click(screen.getByRole('button', { name: 'Bulk Actions' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Approve All on Page (2)' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve & Post All' }));
      expect(await screen.findByText('Failed to approve responses')).toBeInTheDocument();
      expect(screen.queryByText('Posted!')).not.toBeInTheDocument();
    });
  });

  describe('selection', () => {
    it("refuses to approve selected reviews that have no reply: 'No responses to approve'", async () => {
      const api = fakeReviewsApi({ reviews: [makeReview(1, { withResponse: false }), makeReview(2, { withResponse: false }), makeReview(3)] });
      renderPage();
      const user = userEvent.setup();
      await screen.findAllByTestId('review-card');
      await user.click(screen.getByRole('checkbox', { name: 'Select the review by Reviewer 1' }));
      await user.click(screen.getByRole('checkbox', { name: 'Select the review by Reviewer 2' }));
      const bar = screen.getByRole('region', { name: 'Selected reviews' });
      expect(bar).toHaveTextContent('2 reviews selected');
      expect(within(bar).getByRole('button', { name: 'Regenerate 2 Responses' })).toBeInTheDocument();
      await user.click(within(bar).getByRole('button', { name: 'Approve 2 Responses' }));
      expect(await screen.findByText('No responses to approve')).toBeInTheDocument();
      expect(screen.getByText("Selected reviews don't have AI responses yet.")).toBeInTheDocument();
      expect(api.calls('POST /api/ai-responses/bulk-approve')).toHaveLength(0);
      await user.click(within(bar).getByRole('button', { name: 'Clear Selection' }));
      expect(screen.queryByRole('region', { name: 'Selected reviews' })).not.toBeInTheDocument();
    });

    it('approves the selected replies in one call', async () => {
      const reviews = many(3);
      const api = fakeReviewsApi({ reviews });
      renderPage();
      const user = userEvent.setup();
      await screen.findAllByTestId('review-card');
      await user.click(screen.getByRole('checkbox', { name: 'Select the review by Reviewer 1' }));
      await user.click(screen.getByRole('checkbox', { name: 'Select the review by Reviewer 3' }));
      await user.click(screen.getByRole('button', { name: 'Approve 2 Responses' }));
      expect(await screen.findByText('2 responses approved!')).toBeInTheDocument();
      expect(api.calls('POST /api/ai-responses/bulk-approve')[0]!.body).toEqual({ responseIds: [reviews[0]!.aiResponse!.id, reviews[2]!.aiResponse!.id] });
    });

    it('regenerates the selected replies', async () => {
      const reviews = many(2);
      const api = fakeReviewsApi({ reviews });
      renderPage();
      const user = userEvent.setup();
      await screen.findAllByTestId('review-card');
      await user.click(screen.getByRole('checkbox', { name: 'Select the review by Reviewer 1' }));
      await user.click(screen.getByRole('checkbox', { name: 'Select the review by Reviewer 2' }));
      await user.click(screen.getByRole('button', { name: 'Regenerate 2 Responses' }));
      expect(await screen.findByText('2 responses regenerated')).toBeInTheDocument();
      expect(api.calls(`POST /api/reviews/${reviews[0]!.id}/generate-response`)).toHaveLength(1);
      expect(api.calls(`POST /api/reviews/${reviews[1]!.id}/generate-response`)).toHaveLength(1);
      expect(screen.getByText('A brand new reply for Reviewer 1.')).toBeInTheDocument();
    });
  });

  describe('expanded card', () => {
    it('shows the AI Insight, stores resolvedOffline, and regenerates after storing the flag', async () => {
      const review = makeReview(1);
      const api = fakeReviewsApi({ reviews: [review] });
      renderPage();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'View details' }));
      expect(screen.getByText('AI Insight')).toBeInTheDocument();
      expect(screen.getByText('Insight for review 1')).toBeInTheDocument();
      expect(screen.getByText("Mark if you've already contacted this customer")).toBeInTheDocument();

      await user.click(screen.getByRole('checkbox', { name: /Issue resolved offline/ }));
      await waitFor(() => expect(api.calls(`PATCH /api/reviews/${review.id}`)).toHaveLength(1));
      expect(api.calls(`PATCH /api/reviews/${review.id}`)[0]!.body).toEqual({ resolvedOffline: true });
      expect(screen.getByRole('checkbox', { name: /Issue resolved offline/ })).toBeChecked();

      await user.click(screen.getByRole('button', { name: 'Regenerate' }));
      expect(await screen.findByText('Response regenerated')).toBeInTheDocument();
      expect(screen.getByText('AI response has been updated based on your selection.')).toBeInTheDocument();
      const calls = api.calls().filter((call) => call.method !== 'GET');
      expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
        `PATCH /api/reviews/${review.id}`,
        `PATCH /api/reviews/${review.id}`,
        `POST /api/reviews/${review.id}/generate-response`,
      ]);
      expect(calls[1]!.body).toEqual({ resolvedOffline: true });
      expect(screen.getByText('A brand new reply for Reviewer 1.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Show less' }));
      expect(screen.queryByText('AI Insight')).not.toBeInTheDocument();
    });

    it("toasts 'Failed to regenerate response' when regeneration fails", async () => {
      const review = makeReview(1);
      fakeReviewsApi({ reviews: [review], handlers: { [`POST /api/reviews/${review.id}/generate-response`]: { status: 500 } } });
      renderPage();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'View details' }));
      await user.click(screen.getByRole('button', { name: 'Regenerate' }));
      expect(await screen.findByText('Failed to regenerate response')).toBeInTheDocument();
    });
  });

  describe('Edit Response dialog', () => {
    it("saves the edited reply: 'Saving...', then 'Response updated'", async () => {
      const review = makeReview(1);
      const api = fakeReviewsApi({
        reviews: [review],
        handlers: {
          [`PATCH /api/ai-responses/${review.aiResponse!.id}`]: ({ body }) => ({
            body: { ...review.aiResponse, responseText: (body as { responseText: string }).responseText },
            delayMs: 400,
          }),
        },
      });
      renderPage();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Edit Response' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Response' });
      const field = within(dialog).getByPlaceholderText('Enter your response...');
      expect(field).toHaveValue(review.aiResponse!.responseText);
      await user.clear(field);
      await user.type(field, 'Thank you, we hope to see you again soon!');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
      expect(await screen.findByText('Response updated')).toBeInTheDocument();
      expect(api.calls(`PATCH /api/ai-responses/${review.aiResponse!.id}`)[0]!.body).toEqual({
        responseText: 'Thank you, we hope to see you again soon!',
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(within(cardOf('Reviewer 1')).getByText('Thank you, we hope to see you again soon!')).toBeInTheDocument();
    });

    it('keeps the dialog open and shows the refusal', async () => {
      const review = makeReview(1);
      fakeReviewsApi({
        reviews: [review],
        handlers: { [`PATCH /api/ai-responses/${review.aiResponse!.id}`]: { status: 400, body: { message: 'The reply must not contain a phone number.' } } },
      });
      renderPage();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Edit Response' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Response' });
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('The reply must not contain a phone number.')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Edit Response' })).toBeInTheDocument();
    });
  });

  describe('warnings on the owner\'s own words', () => {
    const promise = { rule: 'commitments' as const, kind: 'date', detail: 'tomorrow' };

    it('saves an edit the guardrails warn about, and shows the warning in the owner\'s language on the card', async () => {
      const review = makeReview(1);
      const text = 'Hi Sarah, thanks a lot, we will call you about this tomorrow morning. Best, Mette';
      fakeReviewsApi({
        reviews: [review],
        handlers: {
          [`PATCH /api/ai-responses/${review.aiResponse!.id}`]: { body: { ...review.aiResponse, responseText: text, warnings: [promise], editedByOwner: true } },
        },
      });
      renderPage();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Edit Response' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Response' });
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Your reply is saved. The card shows one thing to look at before you post.')).toBeInTheDocument();
      const card = cardOf('Reviewer 1');
      expect(within(card).getByTestId('reply-warnings')).toHaveTextContent('Before you post, note:');
      expect(within(card).getByTestId('reply-warnings')).toHaveTextContent(
        'The reply promises a date or a time (“tomorrow”), which your custom instructions do not allow.',
      );
      expect(within(card).getByTestId('edited-by-owner')).toHaveTextContent('Edited by you');
    });

    it('asks once before Approve & Post, and posts only when the owner confirms', async () => {
      const review = makeReview(1, { aiResponse: makeResponse({ warnings: [promise], editedByOwner: true }) });
      const api = fakeReviewsApi({ reviews: [review] });
      renderPage();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Approve & Post' }));
      let dialog = await screen.findByRole('alertdialog', { name: 'Post this reply anyway?' });
      expect(dialog).toHaveTextContent('(“tomorrow”)');
      await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(api.calls(`POST /api/ai-responses/${review.aiResponse!.id}/approve`)).toHaveLength(0);
      expect(cardOf('Reviewer 1')).not.toHaveAttribute('data-posted');

      await user.click(screen.getByRole('button', { name: 'Approve & Post' }));
      dialog = await screen.findByRole('alertdialog', { name: 'Post this reply anyway?' });
      await user.click(within(dialog).getByRole('button', { name: 'Post anyway' }));
      await waitFor(() => expect(api.calls(`POST /api/ai-responses/${review.aiResponse!.id}/approve`)).toHaveLength(1));
    });

    it('posts a reply without warnings at once, with no question', async () => {
      const review = makeReview(1);
      const api = fakeReviewsApi({ reviews: [review] });
      renderPage();
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Approve & Post' }));
      await waitFor(() => expect(api.calls(`POST /api/ai-responses/${review.aiResponse!.id}/approve`)).toHaveLength(1));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it('leaves replies with warnings out of Approve Page, and says how many', async () => {
      const reviews = [makeReview(1), makeReview(2, { aiResponse: makeResponse({ warnings: [promise], editedByOwner: true }) }), makeReview(3)];
      const api = fakeReviewsApi({ reviews });
      renderPage();
      const user = userEvent.setup();
      await screen.findAllByTestId('review-card');
      await user.click(screen.getByRole('button', { name: 'Bulk Actions' }));
      await user.click(await screen.findByRole('menuitem', { name: /Approve All on Page/ }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Bulk Approval' });
      expect(dialog).toHaveTextContent('1 reply with a warning is left out: approve it on its own after a look.');
      await user.click(within(dialog).getByRole('button', { name: 'Approve & Post All' }));
      await waitFor(() => expect(api.calls('POST /api/ai-responses/bulk-approve')).toHaveLength(1));
      expect(api.calls('POST /api/ai-responses/bulk-approve')[0]!.body).toEqual({
        responseIds: [reviews[0]!.aiResponse!.id, reviews[2]!.aiResponse!.id],
      });
    });

    it('shows a held draft with what held it', async () => {
      const finding = { rule: 'self_repetition' as const, kind: 'apology', params: { count: 2 } };
      fakeReviewsApi({ reviews: [makeReview(1, { aiResponse: makeResponse({ warnings: [finding] }) })] });
      renderPage();
      const warning = await screen.findByTestId('reply-warnings');
      expect(warning).toHaveTextContent('Held for you to check, not posted automatically:');
      expect(warning).toHaveTextContent('The reply apologises 2 times; once reads better.');
      expect(screen.queryByTestId('edited-by-owner')).not.toBeInTheDocument();
    });

    it('marks the AI Insight\'s topics with what the reviewer felt', async () => {
      const aiSummary = JSON.stringify({
        summary: 'Liked the hairdresser, not the cut.',
        sentiment: 'neutral',
        topics: [
          { topic: 'staff', label: 'Staff', feeling: 'praised' },
          { topic: 'haircut', label: 'Haircut', feeling: 'criticised' },
        ],
      });
      fakeReviewsApi({ reviews: [makeReview(1, { aiSummary })] });
      renderPage();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'View details' }));
      const topics = await screen.findByRole('list', { name: 'Topics' });
      expect(within(topics).getByText('Staff').closest('li')).toHaveTextContent('(praised)');
      expect(within(topics).getByText('Haircut').closest('li')).toHaveTextContent('(criticised)');
    });
  });

  describe('list view', () => {
    it('shows the table with its columns, expands a row and edits inline', async () => {
      localStorage.setItem('reviews_viewMode', 'list');
      const reviews = [makeReview(1, { rating: 3 }), makeReview(2, { withResponse: false })];
      const api = fakeReviewsApi({ reviews });
      renderPage();
      const user = userEvent.setup();
      const table = await screen.findByRole('table');
      const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
      expect(headers.slice(2)).toEqual(['Date', 'Platform', 'Rating', 'Reviewer', 'Review', 'AI Response', 'Sentiment', 'Actions']);
      expect(within(table).getByText('No response')).toBeInTheDocument();
      expect(within(table).getByText('Neutral')).toBeInTheDocument();

      await user.click(within(table).getByRole('checkbox', { name: 'Select all reviews on this page' }));
      expect(screen.getByRole('region', { name: 'Selected reviews' })).toHaveTextContent('2 reviews selected');

      await user.click(within(table).getByRole('button', { name: 'Show details of the review by Reviewer 1' }));
      const details = screen.getByTestId('review-row-details');
      expect(within(details).getByText('Language: English')).toBeInTheDocument();
      expect(within(details).getByText('Tone: Friendly')).toBeInTheDocument();
      const field = within(details).getByRole('textbox', { name: 'AI Response' });
      await user.type(field, ' Welcome back!');
      await user.click(within(details).getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Response updated')).toBeInTheDocument();
      expect((api.calls(`PATCH /api/ai-responses/${reviews[0]!.aiResponse!.id}`)[0]!.body as { responseText: string }).responseText).toMatch(
        / Welcome back!$/,
      );
      expect(within(details).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    });

    it("approves from a row with 'Approve' and marks it 'Posted!'", async () => {
      localStorage.setItem('reviews_viewMode', 'list');
      const reviews = many(2);
      const api = fakeReviewsApi({ reviews });
      renderPage();
      const user = userEvent.setup();
      const rows = await screen.findAllByTestId('review-row');
      await user.click(within(rows[0]!).getByRole('button', { name: 'Approve' }));
      expect(within(rows[0]!).getByText('Posted!')).toBeInTheDocument();
      await waitFor(() => expect(api.calls(`POST /api/ai-responses/${reviews[0]!.aiResponse!.id}/approve`)).toHaveLength(1));
    });
  });

  describe('stream view', () => {
    it('moves with the arrow keys and approves with space', async () => {
      const reviews = many(3);
      const api = fakeReviewsApi({ reviews });
      renderPage();
      const user = userEvent.setup();
      await screen.findAllByTestId('review-card');
      await user.click(screen.getByRole('button', { name: 'Stream' }));
      expect(localStorage.getItem('reviews_viewMode')).toBe('stream');
      const stream = await screen.findByTestId('stream-view');
      expect(within(stream).getByText('Review 1 of 3')).toBeInTheDocument();
      expect(within(stream).getByText('Use ← → arrow keys to navigate, space to approve')).toBeInTheDocument();
      expect(within(stream).getByRole('heading', { name: 'Reviewer 1' })).toBeInTheDocument();

      await user.keyboard('{ArrowRight}');
      expect(within(stream).getByText('Review 2 of 3')).toBeInTheDocument();
      expect(within(stream).getByRole('heading', { name: 'Reviewer 2' })).toBeInTheDocument();
      await user.keyboard('{ArrowLeft}');
      expect(within(stream).getByText('Review 1 of 3')).toBeInTheDocument();
      await user.keyboard('{ArrowLeft}');
      expect(within(stream).getByText('Review 1 of 3')).toBeInTheDocument();

      await user.keyboard(' ');
      expect(within(stream).getByText('Review 2 of 3')).toBeInTheDocument();
      await waitFor(() => expect(api.calls(`POST /api/ai-responses/${reviews[0]!.aiResponse!.id}/approve`)).toHaveLength(1));

      // Going back shows the approved review, still marked, even after the list refreshed.
      await user.keyboard('{ArrowLeft}');
      expect(within(stream).getByRole('heading', { name: 'Reviewer 1' })).toBeInTheDocument();
      expect(within(stream).getByText('Posted!')).toBeInTheDocument();

      // Approve & Next does not move past the last review.
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(within(stream).getByText('Review 3 of 3')).toBeInTheDocument();
      await user.click(within(stream).getByRole('button', { name: 'Approve & Next' }));
      expect(within(stream).getByText('Review 3 of 3')).toBeInTheDocument();
      await waitFor(() => expect(api.calls(`POST /api/ai-responses/${reviews[2]!.aiResponse!.id}/approve`)).toHaveLength(1));
      expect(api.calls(`POST /api/ai-responses/${reviews[1]!.aiResponse!.id}/approve`)).toHaveLength(0);

      await user.click(within(stream).getByRole('button', { name: 'Exit stream view' }));
      expect(screen.queryByTestId('stream-view')).not.toBeInTheDocument();
      expect(localStorage.getItem('reviews_viewMode')).toBe('card');
    });

    it('opens the editor with Edit, and keys do nothing while it is open', async () => {
      localStorage.setItem('reviews_viewMode', 'stream');
      fakeReviewsApi({ reviews: many(2) });
      renderPage();
      const user = userEvent.setup();
      const stream = await screen.findByTestId('stream-view');
      await user.click(within(stream).getByRole('button', { name: 'Edit' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Response' });
      fireEvent.keyDown(dialog, { key: 'ArrowRight' });
      expect(within(stream).getByText('Review 1 of 2')).toBeInTheDocument();
    });
  });

  describe('batch edit', () => {
    it('saves one update per edited reply, then returns to the card view', async () => {
      const reviews = many(3);
      const api = fakeReviewsApi({ reviews });
      renderPage();
      const user = userEvent.setup();
      await screen.findAllByTestId('review-card');
      await user.click(screen.getByRole('button', { name: 'Batch Edit' }));
      const save = await screen.findByRole('button', { name: 'Save All Changes (0)' });
      expect(save).toBeDisabled();
      const rows = screen.getAllByTestId('batch-row');
      expect(within(rows[0]!).getByTestId('quality-badge')).toHaveTextContent('High Quality');

      const first = within(rows[0]!).getByRole('textbox', { name: 'Reply to Reviewer 1' });
      await user.clear(first);
      await user.type(first, 'Too short now.');
      expect(within(rows[0]!).getByTestId('quality-badge')).toHaveTextContent('Too Brief');
      const third = within(rows[2]!).getByRole('textbox', { name: 'Reply to Reviewer 3' });
      await user.type(third, ' See you soon!');
      await user.click(screen.getByRole('button', { name: 'Save All Changes (2)' }));

      expect(await screen.findByText('Response updated')).toBeInTheDocument();
      expect(api.calls(`PATCH /api/ai-responses/${reviews[0]!.aiResponse!.id}`).map((call) => call.body)).toEqual([{ responseText: 'Too short now.' }]);
      expect(api.calls(`PATCH /api/ai-responses/${reviews[2]!.aiResponse!.id}`).map((call) => call.body)).toEqual([
        { responseText: `${reviews[2]!.aiResponse!.responseText} See you soon!` },
      ]);
      expect(api.calls(`PATCH /api/ai-responses/${reviews[1]!.aiResponse!.id}`)).toHaveLength(0);
      expect(await screen.findAllByTestId('review-card')).toHaveLength(3);
      expect(screen.getByRole('button', { name: 'Card' })).toHaveAttribute('aria-pressed', 'true');
      expect(localStorage.getItem('reviews_viewMode')).toBe('card');
      expect(within(cardOf('Reviewer 1')).getByText('Too short now.')).toBeInTheDocument();
    });

    it('asks before Exit throws edits away', async () => {
      localStorage.setItem('reviews_viewMode', 'batch-edit');
      fakeReviewsApi({ reviews: many(1) });
      renderPage();
      const user = userEvent.setup();
      await user.type(await screen.findByRole('textbox', { name: 'Reply to Reviewer 1' }), '!');
      await user.click(screen.getByRole('button', { name: 'Exit' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
      await user.click(within(confirm).getByRole('button', { name: 'Discard changes' }));
      expect(await screen.findByTestId('review-card')).toBeInTheDocument();
    });
  });
});

