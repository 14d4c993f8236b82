import { and, desc, eq, isNotNull, ne, type SQL } from 'drizzle-orm';
import { isLanguage } from '@common/languages';
import { isDefaultBusinessName } from '@common/schemas/businesses';
import type { Db } from '@server/db/client';
import { aiResponses, businesses, reviews } from '@server/db/schema';
import type { DraftInput, DraftSettings } from '@server/domains/assistant/types';
import { getSettings } from '@server/domains/settings/settings.repo';
import { draftedReview } from '@server/domains/reviews/review-words';

/** The guardrails compare a draft with this many of the business's latest replies (design §5 rule 1). */
export const RECENT_REPLIES = 50;

type ReviewRow = typeof reviews.$inferSelect;

export type DraftOverrides = { tone?: DraftSettings['defaultTone']; language?: DraftSettings['forceLanguage'] };

/**
 * Everything a draft of this review depends on: the review, the owner's settings, the business and its
 * recent replies. A draft keeps away from every recent reply, drafts included, so a page of them reads
 * varied; `postedOnly` compares with what the public already sees (the check just before posting).
 */
export async function draftContext(db: Db, review: ReviewRow, overrides: DraftOverrides = {}, options: { postedOnly?: boolean } = {}) {
  const settings = await getSettings(db, review.userId);
  const [business] = await db
    .select({ name: businesses.name, industry: businesses.industry, contactName: businesses.contactName, replyLanguage: businesses.replyLanguage })
    .from(businesses)
    .where(eq(businesses.id, review.businessId));
  // The connect flow's placeholder is no name to sign with (a location connected since gives the real one).
  const businessName = business && !isDefaultBusinessName(business.name) ? business.name : null;
  const recent = await db
    .select({ text: aiResponses.responseText })
    .from(aiResponses)
    .innerJoin(reviews, eq(reviews.id, aiResponses.reviewId))
    .where(
      and(
        eq(reviews.businessId, review.businessId),
        ne(aiResponses.reviewId, review.id),
        options.postedOnly ? eq(aiResponses.status, 'posted') : isNotNull(aiResponses.responseText),
      ) as SQL,
    )
    .orderBy(desc(options.postedOnly ? aiResponses.postedAt : aiResponses.updatedAt))
    .limit(RECENT_REPLIES);
  const input: Omit<DraftInput, 'seed' | 'avoid'> = {
    review: draftedReview(review),
    settings: {
      defaultTone: overrides.tone ?? settings.defaultTone,
      responseMinWords: settings.responseMinWords,
      responseMaxWords: settings.responseMaxWords,
      includeContactEmail: settings.includeContactEmail,
      contactEmail: settings.contactEmail,
      // A location's own signature and language come first; the account's stand in where it has none.
      contactName: business?.contactName ?? settings.contactName,
      forceLanguage: overrides.language ?? (isLanguage(settings.forceLanguage) ? settings.forceLanguage : null),
      customInstructions: settings.customInstructions,
    },
    businessName,
    industry: business?.industry ?? null,
    defaultLanguage: isLanguage(business?.replyLanguage) ? business.replyLanguage : settings.uiLanguage,
  };
  return { input, settings, businessProfile: businessName ? [businessName] : [], recentReplies: recent.map((row) => row.text) };
}
