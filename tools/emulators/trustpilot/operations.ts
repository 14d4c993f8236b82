import { z } from 'zod';
import { OperationError } from '../shared/control';
import { applyFailuresPatch } from '../shared/failure-switches';
import { presentReview } from './api/present-review';
import type { TrustpilotContext } from './context';
import { failuresPatchSchema, type Failures } from './failures';
import { buildWorld, seedSignature, type SeedOptions } from './seed/build-world';
import { generateLiveReview, type ReviewChoice } from './seed/generate-reviews';
import { TRUSTPILOT_LANGUAGES, trustpilotTime, type StoredReview, type WebhookTarget } from './types';
import type { WebhookSender } from './webhooks';

/**
 * What tests and demos can do to the emulated Trustpilot besides calling its API: look inside, add or
 * edit reviews as a consumer would, flip failure switches, set the webhook, reset. The HTTP control
 * routes and the in-process `state` handle both call these.
 */

const text = z.string().min(1);

export const addReviewSchema = z
  .object({
    /** Default: the first unit of the first business user. */
    businessUnitId: z.string().optional(),
    stars: z.int().min(1).max(5).optional(),
    /** Absent title and text are taken from the text bank. */
    title: text.optional(),
    text: text.optional(),
    /** null serves the review without `language`. */
    language: z.enum(TRUSTPILOT_LANGUAGES).nullable().optional(),
    consumer: z.object({ displayName: text }).optional(),
    id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/).optional(),
  })
  .strict();
export type AddReviewInput = z.input<typeof addReviewSchema>;

export const updateReviewSchema = z
  .object({
    /** The consumer edits the review: updatedAt moves to now. */
    stars: z.int().min(1).max(5).optional(),
    title: text.optional(),
    text: text.optional(),
    /** A reply written on Trustpilot itself (not an API call, so not in replyCalls); null removes it. */
    companyReply: z.object({ text }).nullable().optional(),
  })
  .strict();
export type UpdateReviewInput = z.input<typeof updateReviewSchema>;

export const webhookSchema = z.object({ url: z.url({ protocol: /^https?$/ }), secret: z.string().min(8) }).strict();

export interface SnapshotOptions {
  businessUnitId?: string;
  /** false leaves the reviews out (useful with thousands of them). */
  includeReviews?: boolean;
}

export function createOperations(ctx: TrustpilotContext, seed: SeedOptions, webhooks: WebhookSender) {
  const present = (review: StoredReview) => presentReview(review, ctx.state.businessUnit(review.businessUnitId), ctx.baseUrl());

  function findReview(id: string): StoredReview {
    const found = ctx.state.review(id);
    if (!found) throw new OperationError(404, `no review ${id}`);
    return found;
  }

  return {
    snapshot(options: SnapshotOptions = {}) {
      const { state } = ctx;
      const reviews = options.businessUnitId ? state.reviewsOf(options.businessUnitId) : state.allReviews();
      return {
        businessUsers: state.businessUsers,
        businessUnits: state.businessUnits,
        counts: {
          reviews: reviews.length,
          withReply: reviews.filter((r) => r.companyReply).length,
          withoutLanguage: reviews.filter((r) => !r.language).length,
          replyCalls: state.replyCalls.length,
        },
        ...(options.includeReviews === false ? {} : { reviews: reviews.map(present).sort((a, b) => b.createdAt.localeCompare(a.createdAt)) }),
        replyCalls: options.businessUnitId ? state.replyCalls.filter((c) => state.review(c.reviewId)?.businessUnitId === options.businessUnitId) : state.replyCalls,
        failures: state.failures,
        webhook: state.webhook ? { url: state.webhook.url } : null,
        webhookDeliveries: state.webhookDeliveries,
      };
    },

    addReview(input: AddReviewInput = {}) {
      const parsed = addReviewSchema.parse(input);
      const { state } = ctx;
      const unitId = parsed.businessUnitId ?? state.businessUsers[0]?.businessUnitIds[0];
      const unit = unitId ? state.businessUnit(unitId) : undefined;
      if (!unit) throw new OperationError(404, `no business unit ${parsed.businessUnitId ?? ''}`.trim());
      if (parsed.id && state.review(parsed.id)) throw new OperationError(409, `review ${parsed.id} already exists`);
      const ownerId = state.businessUsers.find((u) => u.businessUnitIds.includes(unit.id))?.id ?? '';
      const overrides: Partial<ReviewChoice> = {};
      if (parsed.stars) overrides.stars = parsed.stars;
      if (parsed.language) Object.assign(overrides, { language: parsed.language, languageKnown: true });
      if (parsed.language === null) overrides.languageKnown = false;
      const review = generateLiveReview(seed.randomSeed, ++state.liveCounter, { unit, ownerId }, ctx.now(), overrides);
      if (parsed.id) review.id = parsed.id;
      if (parsed.title) review.title = parsed.title;
      if (parsed.text) review.text = parsed.text;
      if (parsed.consumer) review.consumer.displayName = parsed.consumer.displayName;
      state.addReview(review);
      webhooks.send('service-review-created', review);
      return present(review);
    },

    updateReview(id: string, input: UpdateReviewInput) {
      const parsed = updateReviewSchema.parse(input);
      const review = findReview(id);
      const now = trustpilotTime(ctx.now());
      if (parsed.stars !== undefined || parsed.title !== undefined || parsed.text !== undefined) {
        if (parsed.stars !== undefined) review.stars = parsed.stars;
        if (parsed.title !== undefined) review.title = parsed.title;
        if (parsed.text !== undefined) review.text = parsed.text;
        review.updatedAt = now;
      }
      if (parsed.companyReply === null) delete review.companyReply;
      else if (parsed.companyReply) {
        const author = ctx.state.businessUsers.find((u) => u.businessUnitIds.includes(review.businessUnitId))?.id ?? '';
        review.companyReply = { text: parsed.companyReply.text, authorBusinessUserId: author, createdAt: now, updatedAt: null };
      }
      ctx.state.changed();
      webhooks.send('service-review-updated', review);
      return present(review);
    },

    getFailures(): Failures {
      return ctx.state.failures;
    },

    setFailures(patch: unknown): Failures {
      const parsed = failuresPatchSchema.parse(patch);
      const { state } = ctx;
      const nowMs = ctx.now();
      if (parsed.expireTokens) for (const token of state.accessTokens.values()) if (token.expiresAt > nowMs) token.expiresAt = nowMs;
      if (parsed.revokeTokens) {
        for (const token of state.accessTokens.values()) token.revokedAt ??= nowMs;
        for (const token of state.refreshTokens.values()) token.revokedAt ??= nowMs;
      }
      if (parsed.expireTokens || parsed.revokeTokens) state.changed();
      state.failures = applyFailuresPatch(state.failures, parsed);
      return state.failures;
    },

    clearFailures(): void {
      ctx.state.failures = {};
    },

    setWebhook(input: unknown): { url: string } {
      const target: WebhookTarget = webhookSchema.parse(input);
      ctx.state.webhook = target;
      ctx.state.changed();
      return { url: target.url };
    },

    clearWebhook(): void {
      ctx.state.webhook = undefined;
      ctx.state.changed();
    },

    /** Resolves when every webhook sent so far has been answered or has failed. */
    webhooksSettled: () => webhooks.settled(),

    /** Back to the freshly seeded world; tokens go too unless keepTokens (a demo keeps its connection). */
    reset(options: { keepTokens?: boolean } = {}): void {
      ctx.state.replaceWorld(buildWorld(seed, ctx.now()), seedSignature(seed), { keepTokens: options.keepTokens === true });
      ctx.state.failures = {};
    },
  };
}

export type TrustpilotOperations = ReturnType<typeof createOperations>;
