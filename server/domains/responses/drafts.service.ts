import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TGenerateResponse } from '@common/schemas/reviews';
import type { AppContext } from '@server/app-context';
import { BULK_WRITE_ROWS, refreshStatistics } from '@server/db/maintenance';
import { aiResponses, reviews } from '@server/db/schema';
import { draftWithGuardrails } from '@server/domains/assistant/draft-with-guardrails';
import { describeFinding } from '@server/domains/assistant/guardrails/describe-finding';
import { checkPlatformLimits } from '@server/domains/assistant/guardrails/rules/length';
import { targetLanguageOf } from '@server/domains/assistant/offline/draft-reply';
import { badRequest, conflict, notFound } from '@server/http/errors';
import { draftContext, RECENT_REPLIES } from './draft-context';
import { ownerReplyWarnings } from './reply-guardrails';
import { statusReasonColumns } from './status-reason';
import { draftedReview } from '@server/domains/reviews/review-words';

type ReviewRow = typeof reviews.$inferSelect;
type Context = Awaited<ReturnType<typeof draftContext>>;

/** Replies in these states belong to the platform or the owner's decision: a new draft must not replace them. */
const SETTLED = ['approved', 'posted'] as const;
const isSettled = (status: string) => (SETTLED as readonly string[]).includes(status);
/** Reviews drafted per round of an import: one context load and two writes per round. */
const IMPORT_BATCH = 100;

/** One review's reply and insight, through the provider and the guardrails (design §5). */
async function compose(ctx: AppContext, review: ReviewRow, context: Context, avoid: readonly string[]) {
  const review_ = draftedReview(review);
  const input = { ...context.input, review: review_, avoid, seed: randomInt(2 ** 31) };
  const guarded = await draftWithGuardrails((request) => ctx.ai.draftReply(request), input, context.businessProfile);
  const insight = await ctx.ai.summarise({ review: review_, language: context.settings.uiLanguage, industry: context.input.industry ?? null });
  return {
    response: {
      reviewId: review.id,
      userId: review.userId,
      responseText: guarded.draft.text,
      tone: guarded.draft.tone,
      language: guarded.draft.language,
      status: 'pending' as const,
      ...statusReasonColumns(null),
      // A draft the guardrails stopped twice waits for the owner with what stopped it; it is never auto-posted.
      warnings: guarded.status === 'held' ? [guarded.finding] : [],
      editedByOwner: false,
      scheduledFor: null,
      updatedAt: new Date(),
    },
    review: { id: review.id, language: targetLanguageOf(input).review, aiSummary: JSON.stringify(insight) },
  };
}

/** Regenerate: a new reply to one review, different from the one on screen. */
export async function generateDraft(ctx: AppContext, reviewId: string, overrides: NonNullable<TGenerateResponse> = {}) {
  const { db } = ctx.database;
  const [review] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
  if (!review) throw notFound('Review not found');
  if (!review.canReply) throw badRequest('The platform takes no reply to this review, so no draft is made for it.');
  const [existing] = await db.select().from(aiResponses).where(eq(aiResponses.reviewId, reviewId));
  if (existing && isSettled(existing.status)) throw conflict('This review already has an approved or posted reply.');
  const context = await draftContext(db, review, overrides);
  const avoid = existing ? [existing.responseText, ...context.recentReplies] : context.recentReplies;
  const made = await compose(ctx, review, context, avoid);
  await db.update(reviews).set({ language: made.review.language, aiSummary: made.review.aiSummary, updatedAt: new Date() }).where(eq(reviews.id, reviewId));
  const [response] = await db
    .insert(aiResponses)
    .values(made.response)
    .onConflictDoUpdate({ target: aiResponses.reviewId, set: made.response })
    .returning();
  return response!;
}

/**
 * Drafts replies for every review of the user that has none (and no reply on the platform, and takes one), newest first, a batch at a time. Safe to
 * run twice at once or again after a crash: a review that got its reply meanwhile is left alone.
 */
export async function draftMissingForUser(ctx: AppContext, userId: string): Promise<string[]> {
  const drafted = await draftMissingBatches(ctx, userId);
  if (drafted.length >= BULK_WRITE_ROWS) await refreshStatistics(ctx.database, ['reviews', 'ai_responses']);
  return drafted;
}

async function draftMissingBatches(ctx: AppContext, userId: string): Promise<string[]> {
  const { db } = ctx.database;
  const drafted: string[] = [];
  for (;;) {
    const batch = await db
      .select({ review: reviews })
      .from(reviews)
      .leftJoin(aiResponses, eq(aiResponses.reviewId, reviews.id))
      .where(and(eq(reviews.userId, userId), eq(reviews.canReply, true), isNull(aiResponses.id), isNull(reviews.platformReplyText)))
      .orderBy(desc(reviews.reviewedAt))
      .limit(IMPORT_BATCH);
    if (batch.length === 0) return drafted;
    const contexts = new Map<string, Context>();
    const made = [];
    for (const { review } of batch) {
      let context = contexts.get(review.businessId);
      if (!context) contexts.set(review.businessId, (context = await draftContext(db, review)));
      const one = await compose(ctx, review, context, context.recentReplies);
      // Later drafts of this batch stay different from the ones just made, as from the stored ones.
      context.recentReplies = [one.response.responseText, ...context.recentReplies].slice(0, RECENT_REPLIES);
      made.push(one);
    }
    const inserted = await db
      .insert(aiResponses)
      .values(made.map((one) => one.response))
      .onConflictDoNothing()
      .returning({ id: aiResponses.id, reviewId: aiResponses.reviewId });
    const values = sql.join(
      made.map((one) => sql`(${one.review.id}::uuid, ${one.review.language}, ${one.review.aiSummary})`),
      sql`, `,
    );
    await db.execute(
      sql`UPDATE reviews SET language = v.language, ai_summary = v.summary, updated_at = now() FROM (VALUES ${values}) AS v(id, language, summary) WHERE reviews.id = v.id`,
    );
    drafted.push(...inserted.map((row) => row.id));
    if (inserted.length === 0) return drafted;
  }
}

/**
 * The owner's edit (design §5): their words are their decision. What the platform refuses (nothing, or
 * more than 4,096 bytes) is a 400 and the stored reply stays as it was; everything else the guardrails
 * notice is saved with the reply as warnings, which the card shows and Approve & Post confirms once.
 */
export async function editResponse(ctx: AppContext, userId: string, responseId: string, text: string) {
  const { db } = ctx.database;
  const [found] = await db
    .select({ response: aiResponses, review: reviews })
    .from(aiResponses)
    .innerJoin(reviews, eq(reviews.id, aiResponses.reviewId))
    .where(and(eq(aiResponses.id, responseId), eq(aiResponses.userId, userId)));
  if (!found) throw notFound('Response not found');
  if (isSettled(found.response.status)) throw conflict('This reply is already approved or posted and can no longer be edited.');
  const refused = checkPlatformLimits(text);
  if (refused) {
    const reason = describeFinding(refused);
    throw badRequest(reason, { responseText: reason });
  }
  if (text === found.response.responseText) return found.response;
  const warnings = await ownerReplyWarnings(db, found.review, { text, language: found.response.language });
  const [updated] = await db
    .update(aiResponses)
    .set({ responseText: text, status: 'pending', ...statusReasonColumns(null), warnings, editedByOwner: true, updatedAt: new Date() })
    .where(eq(aiResponses.id, responseId))
    .returning();
  return updated!;
}
