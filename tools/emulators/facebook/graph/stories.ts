import type { FacebookContext } from '../context';
import { errors, GraphFailure } from '../graph-errors';
import { versionNumber, type StoredRating } from '../types';
import type { Caller } from './gate';

/** Meta retired recommendations from v22.0 (B): error 12, unless the switch mimics Meta still serving them. */
export function assertRecommendationsServed(ctx: FacebookContext, version: string): void {
  if (versionNumber(version) >= 22 && !ctx.state.failures.serveRecommendationsAfterV22) throw new GraphFailure(errors.recommendationsDeprecated(version));
}

/**
 * The rating whose story `id` names, as the story id itself or as `{page-id}_{story-id}` (B.3: both
 * forms must work). Only a token of the rating's Page may see it; for any other, Graph's answer is the
 * same as for an id that does not exist.
 */
export function resolveStory(ctx: FacebookContext, caller: Caller, id: string): StoredRating {
  const prefixed = /^(\d+)_(\d+)$/.exec(id);
  if (!prefixed && ctx.state.failures.bareStoryIdsDeprecated) throw new GraphFailure(errors.singularStatusesDeprecated());
  const rating = prefixed ? ctx.state.ratingByStory(prefixed[2]!) : ctx.state.ratingByStory(id);
  if (!rating || rating.hidden || (prefixed && prefixed[1] !== rating.pageId)) throw new GraphFailure(errors.noObject(id));
  if (!caller.page) throw new GraphFailure(errors.pageTokenRequired());
  if (caller.page.id !== rating.pageId) throw new GraphFailure(errors.noObject(id));
  return rating;
}
