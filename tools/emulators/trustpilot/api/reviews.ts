import type { FastifyInstance } from 'fastify';
import type { TrustpilotContext } from '../context';
import { forbidden, malformed, notFound, sendError } from '../trustpilot-errors';
import type { StoredReview } from '../types';
import { callerOf, type Gate } from './gate';
import { link, presentReview } from './present-review';
import { matches, parseReviewQuery, sortReviews, type ReviewOrder } from './review-query';

/**
 * The private review list and single review (C.2). Paging is by page number: a page past the end is an
 * empty array, and `links` carries next-page and prev-page [the rel names are unverified].
 */
export function reviewRoutes(app: FastifyInstance, ctx: TrustpilotContext, gate: Gate) {
  const sorted = new Map<string, { version: number; reviews: StoredReview[] }>();
  const sortedReviews = (unitId: string, order: ReviewOrder) => {
    const key = `${unitId}|${order}`;
    const hit = sorted.get(key);
    if (hit && hit.version === ctx.state.version) return hit.reviews;
    const reviews = sortReviews(ctx.state.reviewsOf(unitId), order);
    sorted.set(key, { version: ctx.state.version, reviews });
    return reviews;
  };

  app.get('/v1/private/business-units/:businessUnitId/reviews', { preHandler: gate }, async (request, reply) => {
    const { businessUnitId } = request.params as { businessUnitId: string };
    const unit = ctx.state.businessUnit(businessUnitId);
    if (!unit) return sendError(reply, notFound());
    if (!callerOf(request).businessUnitIds.includes(unit.id)) return sendError(reply, forbidden());
    const query = parseReviewQuery(request.query as Record<string, unknown>);
    if (!query) return sendError(reply, malformed());

    const all = sortedReviews(unit.id, query.orderBy);
    const filtered = all.filter((r) => matches(r, query));
    const start = (query.page - 1) * query.perPage;
    const page = filtered.slice(start, start + query.perPage);
    const base = ctx.baseUrl(request);
    const pageUrl = (n: number) => {
      const url = new URL(`${base}${request.url}`);
      url.searchParams.set('page', String(n));
      return url.toString();
    };
    const links = [];
    if (query.page > 1) links.push(link(pageUrl(query.page - 1), 'prev-page'));
    if (start + query.perPage < filtered.length) links.push(link(pageUrl(query.page + 1), 'next-page'));
    return reply.send({ links, reviews: page.map((r) => presentReview(r, unit, base)) });
  });

  app.get('/v1/private/reviews/:reviewId', { preHandler: gate }, async (request, reply) => {
    const review = ctx.state.review((request.params as { reviewId: string }).reviewId);
    if (!review) return sendError(reply, notFound());
    if (!callerOf(request).businessUnitIds.includes(review.businessUnitId)) return sendError(reply, forbidden());
    return reply.send(presentReview(review, ctx.state.businessUnit(review.businessUnitId), ctx.baseUrl(request)));
  });
}
