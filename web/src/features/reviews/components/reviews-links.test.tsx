import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@web/test/render';
import { fakeReviewsApi, makeResponse, makeReview } from '../test/fake-reviews-api';
import { ReviewsPage } from './reviews-page';

const renderAt = (path: string) => renderWithProviders(<ReviewsPage />, { path, routePath: '/reviews' });
const cardNames = () => screen.getAllByTestId('review-card').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

beforeEach(() => localStorage.clear());

describe('ReviewsPage links', () => {
  describe('?stars=', () => {
    const reviews = [1, 2, 3, 4, 5, 6].map((n) => makeReview(n, { rating: n === 6 ? 1 : n, platform: n === 2 ? 'facebook' : 'google' }));

    it('?stars=1,2 shows the 1-2 star reviews over every platform, with the filter shown and remembered', async () => {
      localStorage.setItem('reviews_platformFilter', 'google');
      const api = fakeReviewsApi({ reviews });
      const { router } = renderAt('/reviews?stars=1,2');
      await waitFor(() => expect(cardNames()).toEqual(['Reviewer 1', 'Reviewer 2', 'Reviewer 6']));
      const lastCall = api.listCalls().at(-1)!;
      expect(lastCall.get('sentiment')).toBe('negative');
      expect(lastCall.get('platform')).toBeNull();
      const ratings = screen.getByRole('group', { name: 'Rating' });
      expect(within(ratings).getByRole('button', { name: /^1 star/ })).toHaveAttribute('aria-pressed', 'true');
      expect(within(ratings).getByRole('button', { name: /^2 stars/ })).toHaveAttribute('aria-pressed', 'true');
      expect(within(ratings).getByRole('button', { name: /^3 stars/ })).toHaveAttribute('aria-pressed', 'false');
      expect(localStorage.getItem('reviews_starFilter')).toBe('1,2');
      expect(localStorage.getItem('reviews_platformFilter')).toBe('all');
      // The link's filter is now the screen's own: the URL drops it, so a change of filter is not undone.
      expect(router.state.location.search).toBe('');

      await userEvent.click(within(ratings).getByRole('button', { name: /^All ratings/ }));
      await waitFor(() => expect(cardNames()).toHaveLength(6));
    });

    it('?stars=4 chooses that one star', async () => {
      fakeReviewsApi({ reviews });
      renderAt('/reviews?stars=4');
      await waitFor(() => expect(cardNames()).toEqual(['Reviewer 4']));
    });

    it('an unknown star value leaves the filters as they were', async () => {
      localStorage.setItem('reviews_starFilter', '5');
      fakeReviewsApi({ reviews });
      const { router } = renderAt('/reviews?stars=7');
      await waitFor(() => expect(cardNames()).toEqual(['Reviewer 5']));
      expect(router.state.location.search).toBe('');
    });
  });

  it('?view=card opens the card view over the stored one, and the URL drops it', async () => {
    localStorage.setItem('reviews_viewMode', 'list');
    fakeReviewsApi({ reviews: [makeReview(1)] });
    const { router } = renderAt('/reviews?view=card');
    await waitFor(() => expect(cardNames()).toEqual(['Reviewer 1']));
    expect(localStorage.getItem('reviews_viewMode')).toBe('card');
    expect(router.state.location.search).toBe('');
  });

  describe('?review=', () => {
    // 130 pending reviews: the linked ones are far past the first page of 25 (and past the first 100).
    const reviews = Array.from({ length: 130 }, (_, i) =>
      makeReview(i + 1, i + 1 === 120 ? { aiResponse: makeResponse({ status: 'failed', statusReason: 'Google refused the reply.' }) } : {}),
    );

    it("shows that review alone, even a failed reply's far down the list, and Show all reviews goes back", async () => {
      const api = fakeReviewsApi({ reviews });
      const { router } = renderAt(`/reviews?review=${reviews[119]!.id}`);
      expect(await screen.findByText('Showing the review you opened.')).toBeInTheDocument();
      await waitFor(() => expect(cardNames()).toEqual(['Reviewer 120']));
      expect(screen.getByText('Google refused the reply.')).toBeInTheDocument();
      expect(screen.queryByText('Page 1 of 6')).not.toBeInTheDocument();
      expect(api.listCalls()).toHaveLength(0);

      await userEvent.click(screen.getByRole('button', { name: 'Show all reviews' }));
      await waitFor(() => expect(cardNames()).toHaveLength(25));
      expect(router.state.location.search).toBe('');
      expect(screen.getByText('Page 1 of 6')).toBeInTheDocument();
    });

    it('finds a review however far back it is (the 2,500th), with one request for it and no paging', async () => {
      const inbox = Array.from({ length: 2500 }, (_, i) => makeReview(i + 1, { withResponse: false }));
      const api = fakeReviewsApi({ reviews: inbox });
      renderAt(`/reviews?review=${inbox[2499]!.id}`);
      await waitFor(() => expect(cardNames()).toEqual(['Reviewer 2500']));
      expect(screen.getByText('Showing the review you opened.')).toBeInTheDocument();
      expect(api.calls(`GET /api/reviews/${inbox[2499]!.id}`)).toHaveLength(1);
      expect(api.listCalls()).toHaveLength(0);
    });

    // A reply posted meanwhile, an id of another account or none at all (404), a mangled link (400).
    const posted = makeReview(9001, { aiResponse: makeResponse({ status: 'posted', postedAt: '2025-01-02T10:00:00.000Z' }) });
    it.each([
      ['posted meanwhile', posted.id],
      ['unknown', '00000000-0000-4000-8000-000000009999'],
      ['malformed', 'not-a-review'],
    ])('says so when the review (%s) no longer waits, with the way to History', async (_, id) => {
      const api = fakeReviewsApi({
        reviews: reviews.slice(0, 3),
        answered: [posted],
        handlers: { 'GET /api/reviews/not-a-review': { status: 400, body: { message: 'id: Not a valid id' } } },
      });
      renderAt(`/reviews?review=${id}`);
      expect(await screen.findByText('That review is no longer waiting for you: its reply may already be posted.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See History' })).toHaveAttribute('href', '/reviews/history');
      expect(screen.queryByTestId('review-card')).not.toBeInTheDocument();
      expect(screen.queryByText('No pending reviews')).not.toBeInTheDocument();
      expect(api.calls(`GET /api/reviews/${id}`)).toHaveLength(1);
    });

    it('shows an error with Try again, not the bar\'s message, when the review cannot be loaded', async () => {
      fakeReviewsApi({ reviews: reviews.slice(0, 3), handlers: { [`GET /api/reviews/${reviews[1]!.id}`]: { status: 503, body: { message: 'Database unavailable' } } } });
      renderAt(`/reviews?review=${reviews[1]!.id}`);
      expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(screen.queryByText('That review is no longer waiting for you: its reply may already be posted.')).not.toBeInTheDocument();
    });

    it('says the review no longer waits once its reply is approved', async () => {
      fakeReviewsApi({ reviews: reviews.slice(0, 3) });
      renderAt(`/reviews?review=${reviews[1]!.id}`);
      await waitFor(() => expect(cardNames()).toEqual(['Reviewer 2']));
      await userEvent.click(screen.getByRole('button', { name: 'Approve & Post' }));
      expect(
        await screen.findByText('That review is no longer waiting for you: its reply may already be posted.', {}, { timeout: 3000 }),
      ).toBeInTheDocument();
      expect(screen.queryByTestId('review-card')).not.toBeInTheDocument();
    });

    it('a change of filter leaves the linked review for the filtered list', async () => {
      localStorage.setItem('reviews_showFilters', 'true');
      fakeReviewsApi({ reviews: reviews.slice(0, 6) });
      const { router } = renderAt(`/reviews?review=${reviews[2]!.id}`);
      await waitFor(() => expect(cardNames()).toEqual(['Reviewer 3']));
      await userEvent.click(within(screen.getByRole('group', { name: 'Platform' })).getByRole('button', { name: /^Google/ }));
      await waitFor(() => expect(cardNames()).toHaveLength(6));
      expect(router.state.location.search).toBe('');
    });
  });
});
