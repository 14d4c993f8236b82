import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context';
import { invalidArgument, notFound, sendApiError } from '../google-errors';
import { starValue, type StoredReview } from '../types';
import { apiGate, callerOf } from './gate';
import { decodePageToken, encodePageToken, isApiError, parsePageSize } from './paging';
import { presentReview } from './present-review';
import { resolveLocation } from './resolve';
import { indexAfter, parseReviewOrder, SortCache, sortReviews, type ReviewOrder, type SortKey, type Sorted } from './review-order';

const SERVICE = 'mybusiness.googleapis.com' as const;

/** Google reports the location's average to one decimal (a 0 average is omitted, proto3 style). */
function averageOf(reviews: StoredReview[]): number {
  const rated = reviews.map((r) => starValue(r.review.starRating)).filter((v) => v > 0);
  return rated.length === 0 ? 0 : Math.round((rated.reduce((a, b) => a + b, 0) / rated.length) * 10) / 10;
}

function pageOf(sorted: Sorted, after: SortKey | undefined, pageSize: number) {
  const start = after ? indexAfter(sorted, after) : 0;
  const items = sorted.items.slice(start, start + pageSize);
  const hasMore = start + pageSize < sorted.items.length;
  return { items, last: hasMore ? sorted.keys[start + pageSize - 1] : undefined };
}

/** Reviews, My Business API v4 (host mybusiness.googleapis.com), A.4: list, get and batchGetReviews. */
export function reviewRoutes(app: FastifyInstance, ctx: EmulatorContext) {
  const gate = apiGate(ctx, SERVICE);
  const cache = new SortCache();
  const present = (stored: StoredReview) =>
    presentReview(stored, { nowMs: ctx.now(), translateReplies: ctx.state.failures.replyTranslationEnvelope === true });

  app.get('/v4/accounts/:accountId/locations/:locationId/reviews', { preHandler: gate }, async (request, reply) => {
    const { accountId, locationId } = request.params as { accountId: string; locationId: string };
    const query = request.query as Record<string, string | undefined>;
    const pageSize = parsePageSize(query.pageSize, 50, 50);
    if (isApiError(pageSize)) return sendApiError(reply, pageSize);
    const order = parseReviewOrder(query.orderBy);
    if (!order) return sendApiError(reply, invalidArgument('order_by', `Invalid order_by: ${query.orderBy}`));
    const resolved = resolveLocation(ctx, callerOf(request), accountId, locationId);
    if (isApiError(resolved)) return sendApiError(reply, resolved);

    const token = decodePageToken<{ a: SortKey }>(query.pageToken, 'reviews', `${resolved.parent}|${order}`);
    if (isApiError(token)) return sendApiError(reply, token);
    const all = ctx.state.reviewsAt(resolved.parent);
    const sorted = cache.get(`${resolved.parent}|${order}`, ctx.state.version, () => sortReviews(all, order));
    const { items, last } = pageOf(sorted, token?.a, pageSize);

    const body: Record<string, unknown> = {};
    if (items.length > 0) body.reviews = items.map(present);
    const average = averageOf(all);
    if (average > 0) body.averageRating = average;
    if (all.length > 0) body.totalReviewCount = all.length;
    if (last) body.nextPageToken = encodePageToken({ k: 'reviews', q: `${resolved.parent}|${order}`, a: last });
    return reply.send(body);
  });

  app.get('/v4/accounts/:accountId/locations/:locationId/reviews/:reviewId', { preHandler: gate }, async (request, reply) => {
    const { accountId, locationId, reviewId } = request.params as { accountId: string; locationId: string; reviewId: string };
    const resolved = resolveLocation(ctx, callerOf(request), accountId, locationId);
    if (isApiError(resolved)) return sendApiError(reply, resolved);
    const stored = ctx.state.review(`${resolved.parent}/reviews/${reviewId}`);
    if (!stored) return sendApiError(reply, notFound());
    return reply.send(present(stored));
  });

  // `locations:batchGetReviews` is a custom method: the colon is literal, escaped as "::" for Fastify.
  app.post('/v4/accounts/:accountId/locations::batchGetReviews', { preHandler: gate }, async (request, reply) => {
    const { accountId } = request.params as { accountId: string };
    const body = (request.body ?? {}) as Record<string, unknown>;
    const names = body.locationNames;
    if (!Array.isArray(names) || names.length === 0 || names.some((n) => typeof n !== 'string')) {
      return sendApiError(reply, invalidArgument('location_names', 'location_names is required'));
    }
    if (names.length > 50) return sendApiError(reply, invalidArgument('location_names', 'At most 50 location names are allowed'));
    const pageSize = parsePageSize(body.pageSize, 50, 50);
    if (isApiError(pageSize)) return sendApiError(reply, pageSize);
    const order: ReviewOrder | undefined = parseReviewOrder(body.orderBy);
    if (!order) return sendApiError(reply, invalidArgument('order_by', `Invalid order_by: ${String(body.orderBy)}`));

    const caller = callerOf(request);
    const pool: StoredReview[] = [];
    for (const name of names as string[]) {
      const match = /^accounts\/([^/]+)\/locations\/([^/]+)$/.exec(name);
      if (!match || match[1] !== accountId) return sendApiError(reply, invalidArgument('location_names', `Invalid location name: ${name}`));
      const resolved = resolveLocation(ctx, caller, match[1]!, match[2]!);
      if (isApiError(resolved)) return sendApiError(reply, resolved);
      pool.push(...ctx.state.reviewsAt(resolved.parent));
    }
    const filtered = body.ignoreRatingOnlyReviews === true ? pool.filter((r) => r.review.comment) : pool;
    const queryKey = `${[...(names as string[])].sort().join(',')}|${order}|${body.ignoreRatingOnlyReviews === true}`;
    const token = decodePageToken<{ a: SortKey }>(body.pageToken, 'batch', queryKey);
    if (isApiError(token)) return sendApiError(reply, token);
    const { items, last } = pageOf(sortReviews(filtered, order), token?.a, pageSize);
    const out: Record<string, unknown> = {};
    if (items.length > 0) {
      out.locationReviews = items.map((r) => ({ name: r.review.name.slice(0, r.review.name.indexOf('/reviews/')), review: present(r) }));
    }
    if (last) out.nextPageToken = encodePageToken({ k: 'batch', q: queryKey, a: last });
    return reply.send(out);
  });
}
