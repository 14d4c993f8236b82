import type { FastifyInstance } from 'fastify';
import { formFields } from '../../shared/http';
import type { FacebookContext } from '../context';
import { errors, GraphFailure } from '../graph-errors';
import type { StoredRating } from '../types';
import { requestedFields, selectFields } from './fields';
import { callerOf, hasPermission, type Caller, type Gate } from './gate';
import { cutWindow, listBody, pageQuery } from './paging';
import { PAGE_NODE, presentPage, presentRating, RECOMMENDATION, STORY_NODE } from './present';
import { assertRecommendationsServed, resolveStory } from './stories';

/** Newest first; the position grows along the list, as the cursors need. */
const ratingPosition = (rating: StoredRating) => `${String(9e15 - rating.createdMs).padStart(16, '0')}|${rating.key}`;

function assertMayReadRatings(caller: Caller): void {
  if (!hasPermission(caller, 'pages_read_user_content')) throw new GraphFailure(errors.missingPermission('pages_read_user_content', 283));
}

/**
 * `/{page-id}/ratings` with cursor paging (B.2), and single nodes: a Page, or a rating's story read by
 * its id (what the adapter's getReview uses). Both need a Page token of the rating's Page.
 */
export function ratingRoutes(app: FastifyInstance, ctx: FacebookContext, gate: Gate) {
  const sorted = new Map<string, { version: number; ratings: StoredRating[] }>();
  const sortedRatings = (pageId: string) => {
    const hit = sorted.get(pageId);
    if (hit && hit.version === ctx.state.version) return hit.ratings;
    const ratings = [...ctx.state.ratingsOf(pageId)].sort((a, b) => (ratingPosition(a) < ratingPosition(b) ? -1 : 1));
    sorted.set(pageId, { version: ctx.state.version, ratings });
    return ratings;
  };

  app.get('/:version/:pageId/ratings', { preHandler: gate }, async (request) => {
    const { pageId } = request.params as { pageId: string };
    const caller = callerOf(request);
    const query = formFields(request.query);
    const page = ctx.state.page(pageId);
    if (!page) throw new GraphFailure(errors.noObject(pageId));
    if (!caller.page) throw new GraphFailure(errors.pageTokenRequired());
    if (caller.page.id !== page.id) throw new GraphFailure(errors.permissionsError());
    assertRecommendationsServed(ctx, caller.version);
    assertMayReadRatings(caller);
    const fields = selectFields(requestedFields(query.fields), RECOMMENDATION);
    const window = cutWindow(sortedRatings(page.id), ratingPosition, pageQuery(query), (rating) => !rating.hidden);
    const how = { baseUrl: ctx.baseUrl(request), version: caller.version };
    return listBody(window, window.items.map((rating) => presentRating(rating, fields, how)), new URL(`${how.baseUrl}${request.url}`));
  });

  app.get('/:version/:id', { preHandler: gate }, async (request) => {
    const { id } = request.params as { id: string };
    const caller = callerOf(request);
    const fields = requestedFields(formFields(request.query).fields);
    const page = ctx.state.page(id);
    if (page) return presentPage(page, selectFields(fields, PAGE_NODE));
    const rating = resolveStory(ctx, caller, id);
    assertRecommendationsServed(ctx, caller.version);
    assertMayReadRatings(caller);
    return presentRating(rating, selectFields(fields, STORY_NODE), { baseUrl: ctx.baseUrl(request), version: caller.version });
  });
}
