import { z } from 'zod';
import { OperationError } from '../shared/control';
import { applyFailuresPatch } from '../shared/failure-switches';
import { PUBSUB_TOPIC_NAME } from './api/notifications';
import { presentReview } from './api/present-review';
import type { EmulatorContext } from './context';
import { failuresPatchSchema, type Failures } from './failures';
import type { PubsubPusher } from './pubsub-push';
import { buildWorld, seedSignature, type SeedOptions } from './seed/build-world';
import { reviewParent, type SeedLocation } from './seed/businesses';
import { generateLiveReview } from './seed/generate-reviews';
import { LANGUAGES, STAR_RATINGS, starOf, starValue, type PushSubscription, type Review, type StarRating, type StoredReview } from './types';

/**
 * What tests and demos can do to the emulated Google besides calling its API: look inside, add or edit
 * reviews as a reviewer would, flip failure switches, and reset. The HTTP control routes and the
 * in-process `state` handle both call these.
 */

const starInput = z.union([z.enum(STAR_RATINGS), z.int().min(1).max(5).transform((n) => starOf(n) as StarRating)]);

export const addReviewSchema = z
  .object({
    /** `accounts/{a}/locations/{l}` or `locations/{l}`; default: the first location. */
    location: z.string().optional(),
    starRating: starInput.optional(),
    /** Text of the review; null for a rating-only review; absent to take one from the text bank. */
    comment: z.string().nullable().optional(),
    language: z.enum(LANGUAGES).optional(),
    reviewer: z.object({ displayName: z.string().min(1).optional(), isAnonymous: z.boolean().optional() }).optional(),
    reviewId: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/).optional(),
    createTime: z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be an RFC 3339 timestamp').optional(),
  })
  .strict();
export type AddReviewInput = z.input<typeof addReviewSchema>;

export const updateReviewSchema = z
  .object({
    /** An edited review: new text and/or rating, with a fresh updateTime. */
    comment: z.string().nullable().optional(),
    starRating: starInput.optional(),
    /** A reply the owner wrote directly on Google (not an API call, so not in replyCalls); null removes it. */
    reviewReply: z.object({ comment: z.string().min(1) }).nullable().optional(),
  })
  .strict();
export type UpdateReviewInput = z.input<typeof updateReviewSchema>;

/** A push subscription on a topic; its name defaults to `projects/{p}/subscriptions/{topic id}-push`. */
export const pushSubscriptionSchema = z
  .object({
    topic: z.string().regex(PUBSUB_TOPIC_NAME, 'must be projects/{project}/topics/{topic}'),
    pushEndpoint: z.url({ protocol: /^https?$/ }),
    name: z.string().regex(/^projects\/[^/]+\/subscriptions\/[^/]+$/, 'must be projects/{project}/subscriptions/{subscription}').optional(),
  })
  .strict();
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

export function toPushSubscription(input: unknown): PushSubscription {
  const parsed = pushSubscriptionSchema.parse(input);
  const [, project, topicId] = /^projects\/([^/]+)\/topics\/(.+)$/.exec(parsed.topic)!;
  return { name: parsed.name ?? `projects/${project}/subscriptions/${topicId}-push`, topic: parsed.topic, pushEndpoint: parsed.pushEndpoint };
}

export interface SnapshotOptions {
  /** Only this location's reviews (`accounts/{a}/locations/{l}`). */
  location?: string;
  /** false leaves the reviews out (useful with --reviews 10000). */
  includeReviews?: boolean;
}

export function createOperations(ctx: EmulatorContext, seed: SeedOptions, pushes: PubsubPusher) {
  const iso = (ms: number) => new Date(ms).toISOString();

  function findLocation(ref: string | undefined): SeedLocation {
    const { locations } = ctx.state;
    if (!ref) {
      const first = locations[0];
      if (!first) throw new OperationError(404, 'the emulator has no locations');
      return first;
    }
    const found = locations.find((l) => reviewParent(l) === ref || l.location.name === ref);
    if (!found) throw new OperationError(404, `no location ${ref}`);
    return found;
  }

  function findReview(reviewId: string): StoredReview {
    const found = ctx.state.allReviews().find((r) => r.review.reviewId === reviewId || r.review.name === reviewId);
    if (!found) throw new OperationError(404, `no review ${reviewId}`);
    return found;
  }

  const present = (r: StoredReview): Review => presentReview(r, { nowMs: ctx.now(), translateReplies: false });

  return {
    snapshot(options: SnapshotOptions = {}) {
      const { state } = ctx;
      const reviews = options.location ? state.reviewsAt(options.location) : state.allReviews();
      return {
        users: state.users.map((u) => ({ sub: u.sub, email: u.email, name: u.name })),
        accounts: state.accounts.map((a) => ({ ...a.account, ownerSub: a.ownerSub })),
        locations: state.locations.map((l) => ({ ...l.location, account: l.accountName, reviewsParent: reviewParent(l), kind: l.kind })),
        counts: {
          reviews: reviews.length,
          withReply: reviews.filter((r) => r.review.reviewReply).length,
          replyCalls: state.replyCalls.length,
        },
        ...(options.includeReviews === false
          ? {}
          : {
              reviews: reviews
                .map((r) => ({ ...present(r), location: r.review.name.slice(0, r.review.name.indexOf('/reviews/')), ...(r.language ? { language: r.language } : {}) }))
                .sort((a, b) => b.updateTime.localeCompare(a.updateTime)),
            }),
        replyCalls: state.replyCalls.filter((c) => !options.location || c.reviewName.startsWith(`${options.location}/`)),
        notificationSettings: state.notificationSettings,
        pushSubscriptions: state.pushSubscriptions,
        pushDeliveries: state.pushDeliveries,
        failures: state.failures,
      };
    },

    addReview(input: AddReviewInput = {}): Review {
      const parsed = addReviewSchema.parse(input);
      const location = findLocation(parsed.location);
      const nowMs = parsed.createTime ? Date.parse(parsed.createTime) : ctx.now();
      const counter = ++ctx.state.liveCounter;
      const stored = generateLiveReview(seed.randomSeed, counter, location, nowMs, {
        language: parsed.language,
        rating: parsed.starRating ? starValue(parsed.starRating) : undefined,
        ratingOnly: parsed.comment === null ? true : undefined,
      });
      const review = stored.review;
      if (parsed.reviewId) {
        review.reviewId = parsed.reviewId;
        review.name = `${reviewParent(location)}/reviews/${parsed.reviewId}`;
        if (ctx.state.review(review.name)) throw new OperationError(409, `review ${parsed.reviewId} already exists`);
      }
      if (parsed.starRating) review.starRating = parsed.starRating;
      if (typeof parsed.comment === 'string') {
        review.comment = parsed.comment;
        stored.language = parsed.language;
      }
      if (parsed.reviewer?.isAnonymous) review.reviewer = { displayName: parsed.reviewer.displayName ?? 'A Google User', isAnonymous: true };
      else if (parsed.reviewer?.displayName) review.reviewer = { ...review.reviewer, displayName: parsed.reviewer.displayName };
      ctx.state.addReview(stored);
      pushes.notify('NEW_REVIEW', review.name);
      return present(stored);
    },

    updateReview(reviewId: string, input: UpdateReviewInput): Review {
      const parsed = updateReviewSchema.parse(input);
      const stored = findReview(reviewId);
      const review = stored.review;
      const nowIso = iso(ctx.now());
      if (parsed.comment !== undefined || parsed.starRating !== undefined) {
        if (parsed.comment === null) delete review.comment;
        else if (parsed.comment !== undefined) review.comment = parsed.comment;
        if (parsed.starRating) review.starRating = parsed.starRating;
        review.updateTime = nowIso;
      }
      if (parsed.reviewReply === null) {
        delete review.reviewReply;
        delete stored.replyOutcome;
      } else if (parsed.reviewReply) {
        review.reviewReply = { comment: parsed.reviewReply.comment, updateTime: nowIso, reviewReplyState: 'APPROVED' };
        delete stored.replyOutcome;
      }
      ctx.state.changed();
      // An edit by the reviewer, or the owner answering in Google's own screens [unverified: which of these Google notifies].
      pushes.notify('UPDATED_REVIEW', review.name);
      return present(stored);
    },

    /** The reviewer deleted their review: it disappears from lists and get answers NOT_FOUND. */
    deleteReview(reviewId: string): void {
      ctx.state.removeReview(findReview(reviewId).review.name);
    },

    getFailures(): Failures {
      return ctx.state.failures;
    },

    setFailures(patch: unknown): Failures {
      const parsed = failuresPatchSchema.parse(patch);
      const { state } = ctx;
      const nowMs = ctx.now();
      if (parsed.expireTokens) {
        for (const token of state.accessTokens.values()) if (token.expiresAt > nowMs) token.expiresAt = nowMs;
        state.changed();
      }
      if (parsed.revokeTokens) {
        for (const c of [...state.consents]) state.revokeGrant(c.clientId, c.sub, nowMs);
        for (const r of state.refreshTokens.values()) r.revokedAt ??= nowMs;
        for (const a of state.accessTokens.values()) a.revokedAt ??= nowMs;
        state.changed();
      }
      state.failures = applyFailuresPatch(state.failures, parsed);
      return state.failures;
    },

    clearFailures(): void {
      ctx.state.failures = {};
    },

    /** Pub/Sub: topic T has a push subscription to URL U (one subscription per name, replaced when set again). */
    setPushSubscription(input: unknown): PushSubscription {
      const subscription = toPushSubscription(input);
      ctx.state.pushSubscriptions = [...ctx.state.pushSubscriptions.filter((s) => s.name !== subscription.name), subscription];
      ctx.state.changed();
      return subscription;
    },

    /** Removes the push subscriptions on `topic`, or all of them. */
    clearPushSubscriptions(topic?: string): void {
      ctx.state.pushSubscriptions = topic ? ctx.state.pushSubscriptions.filter((s) => s.topic !== topic) : [];
      ctx.state.changed();
    },

    /** Resolves when every push sent so far has been answered or has failed. */
    pushesSettled: () => pushes.settled(),

    /** Back to the freshly seeded world; tokens go too unless keepTokens (a demo keeps its connection). */
    reset(options: { keepTokens?: boolean } = {}): void {
      ctx.state.replaceWorld(buildWorld(seed, ctx.now()), seedSignature(seed), { keepTokens: options.keepTokens === true });
      ctx.state.failures = {};
    },
  };
}

export type EmulatorOperations = ReturnType<typeof createOperations>;
