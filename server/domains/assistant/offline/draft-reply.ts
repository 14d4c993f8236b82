import type { Language } from '@common/languages';
import { detectLanguage } from '../language/detect-language';
import { maxSimilarity } from '../guardrails/similarity';
import { analyseReview } from '../topics/analyse-review';
import type { Draft, DraftInput } from '../types';
import { composeParts } from './compose-reply';
import { firstNameOf } from './first-name';
import { fitLength, layout } from './fit-length';
import { PHRASE_BANKS } from './phrases';
import { hashSeed, mulberry32 } from './prng';
import { replyClassOf, resolveTone } from './resolve';

/** Below this trigram similarity to every recent reply a candidate is taken at once. */
const GOOD_ENOUGH = 0.3;
const ATTEMPTS = 16;
/** A review without text gets a short reply, whatever the maximum allows. */
const RATING_ONLY_MAX_WORDS = 40;

/** The language to reply in: forced, or the review's own, or the default for rating-only reviews. */
export function targetLanguageOf(input: Pick<DraftInput, 'review' | 'settings' | 'defaultLanguage'>): { target: Language; review: Language } {
  const fallback = input.settings.forceLanguage ?? input.defaultLanguage ?? 'en';
  const review = detectLanguage(input.review.text, fallback).language;
  return { target: input.settings.forceLanguage ?? review, review };
}

/**
 * The offline engine: a reply in the review's language (or the forced one), in the resolved tone, that
 * greets by first name, names up to two topics of the review, apologises and invites contact on negative
 * reviews, carries the contact email per settings, is signed, fits the word bounds, and differs from the
 * `avoid` replies: several seeded candidates are tried and the least similar is kept.
 */
export function draftReply(input: DraftInput): Draft {
  const { review, settings } = input;
  const { target, review: reviewLanguage } = targetLanguageOf(input);
  const text = review.text?.trim() ? review.text : null;
  const analysis = analyseReview(text, reviewLanguage);
  const replyClass = replyClassOf(review.rating, analysis.sentiment);
  const tone = resolveTone(settings.defaultTone, review.rating, analysis.sentiment);
  const includeEmail =
    settings.contactEmail !== null &&
    settings.contactEmail.trim() !== '' &&
    (settings.includeContactEmail === 'all' || (settings.includeContactEmail === 'negative_only' && replyClass === 'negative'));
  const bank = PHRASE_BANKS[target];
  const context = {
    bank,
    tone,
    replyClass,
    rating: review.rating,
    hasText: text !== null,
    topics: analysis.topics,
    firstName: firstNameOf(review.reviewerName),
    businessName: input.businessName?.trim() || null,
    contactName: settings.contactName?.trim() || null,
    email: includeEmail ? (settings.contactEmail?.trim() ?? null) : null,
  };
  const avoid = input.avoid ?? [];
  const reviewKey = `${review.reviewerName ?? ''}|${review.text ?? ''}|${review.rating ?? ''}`;
  const min = Math.min(settings.responseMinWords, settings.responseMaxWords);
  const max = text === null ? Math.min(settings.responseMaxWords, Math.max(RATING_ONLY_MAX_WORDS, min + 20)) : settings.responseMaxWords;

  let best: { text: string; similarity: number } | null = null;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const rng = mulberry32(hashSeed(reviewKey, input.seed, attempt));
    const { parts, fillers } = composeParts(context, rng);
    const fitted = fitLength(parts, fillers, min, max);
    const candidate = bank.finish ? bank.finish(layout(fitted)) : layout(fitted);
    const similarity = avoid.length === 0 ? 0 : maxSimilarity(candidate, avoid);
    if (!best || similarity < best.similarity) best = { text: candidate, similarity };
    if (similarity <= GOOD_ENOUGH) break;
  }
  return { text: best?.text ?? '', language: target, tone };
}
