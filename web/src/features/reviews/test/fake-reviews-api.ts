/**
 * A small in-memory reviews API for component tests, on top of the shared fetch mock: paging,
 * filters, search, sort and counts as the server answers them, with X-Total-Count on list calls,
 * and one review by id.
 */
import type { TAiResponse, TReview } from '@common/schemas/reviews';
import { mockApi, testUser, type MockHandler } from '@web/test/render';

let serial = 0;

export function makeResponse(overrides: Partial<TAiResponse> = {}): TAiResponse {
  serial++;
  return {
    id: `00000000-0000-4000-9000-${String(serial).padStart(12, '0')}`,
    responseText:
      'Dear guest, thank you so much for your kind words about our food and service. We are delighted you enjoyed the evening and hope to welcome you back again very soon.',
    status: 'pending',
    tone: 'friendly',
    language: 'en',
    statusReason: null,
    statusReasonCode: null,
    warnings: [],
    editedByOwner: false,
    scheduledFor: null,
    postedAt: null,
    ...overrides,
  };
}

/** Review number `n` (1-based), newest first by default: review 1 is the most recent. */
export function makeReview(n: number, overrides: Partial<TReview> & { withResponse?: boolean } = {}): TReview {
  const { withResponse = true, ...rest } = overrides;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    platform: 'google',
    reviewerName: `Reviewer ${n}`,
    title: null,
    reviewText: `Review text number ${n}. The food was great and the staff were friendly.`,
    rating: 5,
    recommendation: null,
    canReply: true,
    reviewedAt: new Date(Date.UTC(2025, 0, 31) - n * 86_400_000).toISOString(),
    resolvedOffline: false,
    aiSummary: JSON.stringify({ summary: `Insight for review ${n}`, sentiment: 'positive', topics: ['food'] }),
    aiTone: 'friendly',
    language: 'en',
    ...(withResponse ? { aiResponse: makeResponse() } : {}),
    ...rest,
  };
}

type Options = {
  /** The pending reviews (the inbox). */
  reviews: TReview[];
  /** Reviews of the account that no longer wait (answered, posted): only GET /api/reviews/{id} finds them. */
  answered?: TReview[];
  handlers?: Record<string, MockHandler>;
  /** Delay of every list answer, in ms. */
  delayMs?: number;
};

export function fakeReviewsApi({ reviews: initial, answered = [], handlers = {}, delayMs }: Options) {
  const state = { reviews: [...initial], totalOverride: null as number | null };

  const filtered = (url: URL, omit?: 'stars' | 'platform') => {
    const stars = url.searchParams.get('stars');
    const platform = url.searchParams.get('platform');
    const sentiment = url.searchParams.get('sentiment');
    const q = url.searchParams.get('q')?.toLowerCase();
    const rating = (review: TReview) => review.rating ?? 0;
    return state.reviews.filter(
      (review) =>
        (omit === 'stars' || !stars || review.rating === Number(stars)) &&
        (sentiment !== 'negative' || (rating(review) >= 1 && rating(review) <= 2)) &&
        (omit === 'platform' || !platform || review.platform === platform) &&
        (!q || review.reviewerName.toLowerCase().includes(q) || (review.reviewText ?? '').toLowerCase().includes(q)),
    );
  };

  const list: MockHandler = ({ url }) => {
    const parsed = new URL(url, 'http://localhost');
    const sort = parsed.searchParams.get('sort') ?? 'newest';
    const rows = filtered(parsed).sort((a, b) => {
      if (sort === 'oldest') return a.reviewedAt.localeCompare(b.reviewedAt);
      if (sort === 'highest') return (b.rating ?? 0) - (a.rating ?? 0);
      if (sort === 'lowest') return (a.rating ?? 0) - (b.rating ?? 0);
      return b.reviewedAt.localeCompare(a.reviewedAt);
    });
    const page = Number(parsed.searchParams.get('page') ?? 1);
    const pageSize = Number(parsed.searchParams.get('pageSize') ?? 500);
    return { body: rows.slice((page - 1) * pageSize, page * pageSize), headers: { 'x-total-count': String(state.totalOverride ?? rows.length) }, delayMs };
  };

  const counts: MockHandler = ({ url }) => {
    const parsed = new URL(url, 'http://localhost');
    const byStars = filtered(parsed, 'stars');
    const byPlatform = filtered(parsed, 'platform');
    const stars = { all: byStars.length, '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } as Record<string, number>;
    for (const review of byStars) if (review.rating) stars[String(review.rating)]!++;
    const platforms = { all: byPlatform.length, google: 0, facebook: 0, trustpilot: 0 } as Record<string, number>;
    for (const review of byPlatform) platforms[review.platform]!++;
    return {
      body: {
        total: state.reviews.length,
        stars,
        platforms,
        withResponse: state.reviews.filter((review) => review.aiResponse).length,
        fiveStarReady: state.reviews.filter((review) => review.rating === 5 && review.aiResponse?.status === 'pending').length,
      },
    };
  };

  const perReview: Record<string, MockHandler> = {};
  // One review by id: waiting while the inbox holds it (an approved one has left it). Unknown ids answer 404.
  for (const review of [...initial, ...answered]) {
    perReview[`GET /api/reviews/${review.id}`] = () => {
      const current = state.reviews.find((item) => item.id === review.id);
      return { body: { ...(current ?? review), waiting: current !== undefined } };
    };
  }
  for (const review of initial) {
    if (review.aiResponse) {
      const responseId = review.aiResponse.id;
      perReview[`POST /api/ai-responses/${responseId}/approve`] = () => {
        state.reviews = state.reviews.filter((item) => item.id !== review.id);
        return { body: { ...review.aiResponse, status: 'posted', postedAt: new Date().toISOString() } };
      };
      perReview[`PATCH /api/ai-responses/${responseId}`] = ({ body }) => ({
        body: { ...review.aiResponse, responseText: (body as { responseText: string }).responseText },
      });
    }
    perReview[`PATCH /api/reviews/${review.id}`] = ({ body }) => {
      const current = state.reviews.find((item) => item.id === review.id) ?? review;
      return { body: { ...current, resolvedOffline: (body as { resolvedOffline: boolean }).resolvedOffline } };
    };
    perReview[`POST /api/reviews/${review.id}/generate-response`] = () => {
      const current = state.reviews.find((item) => item.id === review.id) ?? review;
      const fresh = { ...current, aiResponse: makeResponse({ responseText: `A brand new reply for ${review.reviewerName}.` }) };
      state.reviews = state.reviews.map((item) => (item.id === review.id ? fresh : item));
      return { body: fresh };
    };
  }

  const api = mockApi({
    'GET /api/auth/me': { body: { user: testUser() } },
    'GET /api/reviews/pending': list,
    'GET /api/reviews/pending/counts': counts,
    'GET /api/reviews/stats': () => ({
      body: {
        total: state.reviews.length + 10,
        responded: 10,
        pending: state.reviews.length,
        averageRating: state.reviews.length ? 4.36 : null,
      },
    }),
    'POST /api/ai-responses/bulk-approve': ({ body }) => {
      const ids = new Set((body as { responseIds: string[] }).responseIds);
      const approved = state.reviews.filter((review) => review.aiResponse && ids.has(review.aiResponse.id) && review.aiResponse.status === 'pending');
      state.reviews = state.reviews.filter((review) => !approved.includes(review));
      return { body: { approved: approved.length, failed: 0 } };
    },
    ...perReview,
    ...handlers,
  });


  /** Query parameters of the list calls made so far. */
  const listCalls = () => api.calls('GET /api/reviews/pending').map((call) => new URL(call.url, 'http://localhost').searchParams);
  return { ...api, state, listCalls };
}
