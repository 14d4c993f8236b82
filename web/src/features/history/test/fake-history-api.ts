/**
 * A small in-memory history API for component tests, on top of the shared fetch mock: paging,
 * filters (stars, platform, status), search (reviewer, review and reply text) and sort as the
 * server answers them, with the X-Total-Count header on list calls.
 */
import type { TAiResponse, THistoryItem } from '@common/schemas/reviews';
import { mockApi, testUser, type MockHandler } from '@web/test/render';

const pad = (n: number) => String(n).padStart(12, '0');

/** History item number `n` (1-based); item 1 is the newest. Dates are at noon UTC, so every time zone shows the same day. */
export function makeHistoryItem(
  n: number,
  overrides: Partial<Omit<THistoryItem, 'aiResponse'>> & { aiResponse?: Partial<TAiResponse> } = {},
): THistoryItem {
  const { aiResponse, ...rest } = overrides;
  const reviewedAt = new Date(Date.UTC(2025, 0, 31, 12) - n * 86_400_000).toISOString();
  return {
    id: `00000000-0000-4000-8000-${pad(n)}`,
    platform: 'google',
    reviewerName: `Reviewer ${n}`,
    title: null,
    reviewText: `Review text number ${n}. The food was great and the staff were friendly.`,
    rating: 5,
    recommendation: null,
    canReply: true,
    reviewedAt,
    resolvedOffline: false,
    aiSummary: null,
    aiTone: 'friendly',
    language: 'en',
    aiResponse: {
      id: `00000000-0000-4000-9000-${pad(n)}`,
      responseText: `Thank you, Reviewer ${n}! We are delighted you enjoyed the food and the friendly staff.`,
      status: 'posted',
      tone: 'friendly',
      language: 'en',
      statusReason: null,
      statusReasonCode: null,
      warnings: [],
      editedByOwner: false,
      scheduledFor: null,
      postedAt: new Date(Date.parse(reviewedAt) + 86_400_000).toISOString(),
      ...aiResponse,
    },
    ...rest,
  };
}

export function fakeHistoryApi(items: THistoryItem[], handlers: Record<string, MockHandler> = {}) {

  const list: MockHandler = ({ url }) => {
    const query = new URL(url, 'http://localhost').searchParams;
    const stars = query.get('stars');
    const platform = query.get('platform');
    const status = query.get('status');
    const q = query.get('q')?.toLowerCase();
    const sort = query.get('sort') ?? 'newest';
    const rows = items
      .filter(
        (item) =>
          (!stars || item.rating === Number(stars)) &&
          (!platform || item.platform === platform) &&
          (!status || item.aiResponse.status === status) &&
          (!q ||
            item.reviewerName.toLowerCase().includes(q) ||
            (item.reviewText ?? '').toLowerCase().includes(q) ||
            item.aiResponse.responseText.toLowerCase().includes(q)),
      )
      .sort((a, b) => {
        if (sort === 'oldest') return a.reviewedAt.localeCompare(b.reviewedAt);
        if (sort === 'highest') return (b.rating ?? 0) - (a.rating ?? 0);
        if (sort === 'lowest') return (a.rating ?? 0) - (b.rating ?? 0);
        return b.reviewedAt.localeCompare(a.reviewedAt);
      });
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? 500);
    return { body: rows.slice((page - 1) * pageSize, page * pageSize), headers: { 'x-total-count': String(rows.length) } };
  };

  const api = mockApi({
    'GET /api/auth/me': { body: { user: testUser() } },
    'GET /api/reviews/history': list,
    ...handlers,
  });


  /** The query of every history call made so far, as URLSearchParams. */
  const historyQueries = () =>
    api.calls('GET /api/reviews/history').map((call) => new URL(call.url, 'http://localhost').searchParams);
  return { ...api, historyQueries };
}
