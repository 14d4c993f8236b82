import { z } from 'zod';
import { LANGUAGES } from '../google/types';
import { OperationError } from '../shared/control';
import { applyFailuresPatch } from '../shared/failure-switches';
import type { FacebookContext } from './context';
import { failuresPatchSchema, type Failures } from './failures';
import { buildWorld, seedSignature, type SeedOptions } from './seed/build-world';
import { generateLiveRating } from './seed/generate-ratings';
import { graphTime, RECOMMENDATION_TYPES, type StoredRating, type WebhookTarget } from './types';
import { commentValue, ratingValue, type WebhookSender } from './webhooks';

/**
 * What tests and demos can do to the emulated Facebook besides calling Graph: look inside, add or edit
 * ratings as a visitor would, answer one as the Page would on facebook.com, flip failure switches, set
 * the webhook, reset. The HTTP control routes and the in-process `state` handle both call these.
 */

const text = z.string().min(1);

export const addRatingSchema = z
  .object({
    /** Default: the first Page of the first person. */
    pageId: z.string().optional(),
    recommendationType: z.enum(RECOMMENDATION_TYPES).optional(),
    /** Absent text is taken from the text bank; null gives a rating without text. */
    reviewText: text.nullable().optional(),
    language: z.enum(LANGUAGES).optional(),
    reviewer: z.object({ name: text }).optional(),
    /** false: no open_graph_story, like some old ratings, which cannot be answered. */
    story: z.boolean().optional(),
    /** Legacy stars, as on ratings from before recommendations. */
    rating: z.int().min(1).max(5).optional(),
    /** The reviewer hides it: Graph leaves it out of pages, which come back short. */
    hidden: z.boolean().optional(),
  })
  .strict();
export type AddRatingInput = z.input<typeof addRatingSchema>;

export const updateRatingSchema = z
  .object({
    /** The visitor edits the rating. */
    recommendationType: z.enum(RECOMMENDATION_TYPES).optional(),
    reviewText: text.nullable().optional(),
    /** A comment the Page wrote on facebook.com itself (not an API call, so not in replyCalls); null removes the Page's comments. */
    pageComment: z.object({ message: text }).nullable().optional(),
  })
  .strict();
export type UpdateRatingInput = z.input<typeof updateRatingSchema>;

export const webhookSchema = z.object({ url: z.url({ protocol: /^https?$/ }), appId: z.string().min(1).optional() }).strict();

export interface SnapshotOptions {
  pageId?: string;
  /** false leaves the ratings out (useful with thousands of them). */
  includeRatings?: boolean;
}

/** A rating as the control routes show it: Graph's field names plus the emulator's bookkeeping. */
export function controlView(rating: StoredRating) {
  return {
    key: rating.key,
    pageId: rating.pageId,
    ...(rating.storyId ? { open_graph_story_id: rating.storyId } : {}),
    created_time: graphTime(rating.createdMs),
    ...(rating.recommendationType ? { recommendation_type: rating.recommendationType } : {}),
    ...(rating.rating !== undefined ? { rating: rating.rating } : {}),
    ...(rating.reviewText !== undefined ? { review_text: rating.reviewText } : {}),
    reviewer: rating.reviewer,
    ...(rating.language ? { language: rating.language } : {}),
    ...(rating.hidden ? { hidden: true } : {}),
    comments: rating.comments.map((c) => ({ id: c.id, message: c.message, from: c.from, created_time: graphTime(c.createdMs) })),
  };
}

export function createOperations(ctx: FacebookContext, seed: SeedOptions, webhooks: WebhookSender) {
  function findRating(id: string): StoredRating {
    const found = ctx.state.rating(id);
    if (!found) throw new OperationError(404, `no rating ${id}`);
    return found;
  }

  return {
    snapshot(options: SnapshotOptions = {}) {
      const { state } = ctx;
      const ratings = options.pageId ? state.ratingsOf(options.pageId) : state.allRatings();
      const visible = ratings.filter((r) => !r.hidden);
      const pageOfCall = (storyId: string | undefined) => (storyId ? state.ratingByStory(storyId)?.pageId : undefined);
      return {
        users: state.users,
        pages: state.pages,
        grants: state.allGrants(),
        counts: {
          ratings: visible.length,
          hidden: ratings.length - visible.length,
          withoutStory: visible.filter((r) => !r.storyId).length,
          withPageComment: visible.filter((r) => r.comments.some((c) => c.from.id === r.pageId)).length,
          replyCalls: state.replyCalls.length,
        },
        ...(options.includeRatings === false ? {} : { ratings: [...ratings].sort((a, b) => b.createdMs - a.createdMs).map(controlView) }),
        replyCalls: options.pageId ? state.replyCalls.filter((c) => pageOfCall(c.storyId) === options.pageId) : state.replyCalls,
        failures: state.failures,
        webhook: state.webhook ?? null,
        webhookDeliveries: state.webhookDeliveries,
      };
    },

    addRating(input: AddRatingInput = {}) {
      const parsed = addRatingSchema.parse(input);
      const { state } = ctx;
      const pageId = parsed.pageId ?? state.users[0]?.pageIds[0];
      const page = pageId ? state.page(pageId) : undefined;
      if (!page) throw new OperationError(404, `no page ${parsed.pageId ?? ''}`.trim());
      const taken = new Set(state.ratingsOf(page.id).map((r) => r.reviewer.id));
      const rating = generateLiveRating(seed.randomSeed, ++state.liveCounter, page, ctx.now(), taken, {
        ...(parsed.recommendationType ? { recommendation: parsed.recommendationType } : {}),
        ...(parsed.language ? { language: parsed.language } : {}),
        ...(parsed.reviewText === null ? { withText: false } : parsed.reviewText ? { withText: true } : {}),
        ...(parsed.story !== undefined ? { withStory: parsed.story } : {}),
        ...(parsed.rating ? { legacyStars: parsed.rating } : {}),
      });
      if (parsed.reviewText) rating.reviewText = parsed.reviewText;
      if (parsed.reviewer) rating.reviewer.name = parsed.reviewer.name;
      if (parsed.hidden) rating.hidden = true;
      state.addRating(rating);
      if (!rating.hidden) webhooks.send(rating, ratingValue(rating, 'add'));
      return controlView(rating);
    },

    /** By the rating's key (`{page-id}:{reviewer-id}`) or its story id. */
    updateRating(id: string, input: UpdateRatingInput) {
      const parsed = updateRatingSchema.parse(input);
      const rating = findRating(id);
      if (parsed.pageComment !== undefined && !rating.storyId) throw new OperationError(409, `rating ${id} has no story to comment on`);
      if (parsed.recommendationType !== undefined || parsed.reviewText !== undefined) {
        if (parsed.recommendationType) rating.recommendationType = parsed.recommendationType;
        if (parsed.reviewText === null) delete rating.reviewText;
        else if (parsed.reviewText) rating.reviewText = parsed.reviewText;
        webhooks.send(rating, ratingValue(rating, 'edit'));
      }
      if (parsed.pageComment === null) {
        const removed = rating.comments.filter((c) => c.from.id === rating.pageId);
        rating.comments = rating.comments.filter((c) => c.from.id !== rating.pageId);
        for (const comment of removed) webhooks.send(rating, commentValue(rating, comment, 'remove'));
      } else if (parsed.pageComment) {
        const comment = ctx.state.addPageComment(rating, parsed.pageComment.message, ctx.now());
        webhooks.send(rating, commentValue(rating, comment, 'add'));
      }
      ctx.state.changed();
      return controlView(rating);
    },

    getFailures(): Failures {
      return ctx.state.failures;
    },

    setFailures(patch: unknown): Failures {
      const parsed = failuresPatchSchema.parse(patch);
      const { state } = ctx;
      const nowMs = ctx.now();
      // Page tokens never expire on their own; the switch ends them too, so 190/463 can be tried with any token.
      if (parsed.expireTokens) for (const token of state.accessTokens.values()) if (token.expiresAt === undefined || token.expiresAt > nowMs) token.expiresAt = nowMs;
      if (parsed.revokeTokens) state.removeAllGrants();
      if (parsed.expireTokens || parsed.revokeTokens) state.changed();
      state.failures = applyFailuresPatch(state.failures, parsed);
      return state.failures;
    },

    clearFailures(): void {
      ctx.state.failures = {};
    },

    setWebhook(input: unknown): WebhookTarget {
      const target: WebhookTarget = webhookSchema.parse(input);
      if (target.appId && !ctx.apps.some((app) => app.appId === target.appId)) throw new OperationError(404, `no app ${target.appId}`);
      ctx.state.webhook = target;
      ctx.state.changed();
      return target;
    },

    clearWebhook(): void {
      ctx.state.webhook = undefined;
      ctx.state.changed();
    },

    /** Resolves when every webhook sent so far has been answered or has failed. */
    webhooksSettled: () => webhooks.settled(),

    /** Back to the freshly seeded world; grants and tokens go too unless keepTokens (a demo keeps its connection). */
    reset(options: { keepTokens?: boolean } = {}): void {
      ctx.state.replaceWorld(buildWorld(seed, ctx.now()), seedSignature(seed), { keepTokens: options.keepTokens === true });
      ctx.state.failures = {};
    },
  };
}

export type FacebookOperations = ReturnType<typeof createOperations>;
