import type { GuardrailContext } from './guardrails/context';
import { targetLanguageOf } from './offline/draft-reply';
import type { DraftInput } from './types';

/** The guardrail context for a draft request: target language, bounds, the review, the business. */
export function guardrailContextFor(input: DraftInput, businessProfile: readonly string[] = []): GuardrailContext {
  const { settings, review } = input;
  const languages = targetLanguageOf(input);
  return {
    targetLanguage: languages.target,
    reviewLanguage: languages.review,
    minWords: settings.responseMinWords,
    maxWords: settings.responseMaxWords,
    contactEmail: settings.contactEmail,
    contactName: settings.contactName,
    customInstructions: settings.customInstructions,
    reviewerName: review.reviewerName,
    reviewText: review.text,
    reviewRating: review.rating,
    industry: input.industry ?? null,
    businessName: input.businessName ?? null,
    businessProfile,
    recentReplies: input.avoid ?? [],
  };
}
