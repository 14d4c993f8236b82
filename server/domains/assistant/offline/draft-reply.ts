import { countWords } from '@common/drafting/word-count';
import type { Language } from '@common/languages';
import { detectLanguage } from '../language/detect-language';
import { isBrazilian } from '../language/portuguese-variety';
import { checkSelfRepetition } from '../guardrails/rules/self-repetition';
import { maxSimilarity } from '../guardrails/similarity';
import { analyseReview } from '../topics/analyse-review';
import { topicsAt } from '../topics/industry-topics';
import type { Draft, DraftInput } from '../types';
import { composeParts } from './compose-reply';
import { firstNameOf } from './first-name';
import { fitLength } from './fit-length';
import { layout, openingKeyOf } from './layout';
import { bankFor } from './phrases';
import { hashSeed, mulberry32 } from './prng';
import { replyClassOf, resolveTone } from './resolve';

/** Below this trigram similarity to every recent reply a candidate is taken at once. */
const GOOD_ENOUGH = 0.3;
const ATTEMPTS = 16;
/** A review without text gets a short reply, whatever the maximum allows. */
const RATING_ONLY_MAX_WORDS = 40;
const MAX_TOPICS = 4;

/**
 * The language to reply in: forced, or the review's own, or the default for rating-only reviews; and the variety of it the
 * reviewer writes ('Brazil'), when the reply is in the review's own language and the review shows it.
 */
export function targetLanguageOf(input: Pick<DraftInput, 'review' | 'settings' | 'defaultLanguage'>): { target: Language; review: Language; variety: string | null } {
  const fallback = input.settings.forceLanguage ?? input.defaultLanguage ?? 'en';
  const review = detectLanguage(input.review.text, fallback).language;
  const target = input.settings.forceLanguage ?? review;
  const brazilian = target === 'pt' && review === 'pt' && input.review.text !== null && isBrazilian(input.review.text);
  return { target, review, variety: brazilian ? 'Brazil' : null };
}

/**
 * The offline engine: a reply in the review's language (or the forced one), in the resolved tone, that
 * greets by first name, thanks for what the reviewer praised and owns up to what they criticised (with
 * one apology on 1-3 stars), invites contact on negative reviews, carries the contact email per
 * settings, is signed by the contact and/or the business, fits the word bounds, says each thing once,
 * opens differently from the `avoid` replies and differs from them: several seeded candidates are
 * tried and the least similar one that does not repeat itself is kept.
 */
export function draftReply(input: DraftInput): Draft {
  const { review, settings } = input;
  const avoid = input.avoid ?? [];
  const { target, review: reviewLanguage, variety } = targetLanguageOf(input);
  const text = review.text?.trim() ? review.text : null;
  const analysis = analyseReview(text, reviewLanguage, 'review', review.rating);
  const replyClass = replyClassOf(review.rating, analysis.sentiment);
  const tone = resolveTone(settings.defaultTone, review.rating, analysis.sentiment);
  const includeEmail =
    settings.contactEmail !== null &&
    settings.contactEmail.trim() !== '' &&
    (settings.includeContactEmail === 'all' || (settings.includeContactEmail === 'negative_only' && replyClass === 'negative'));
  const bank = bankFor(target, variety, input.industry ?? null);
  const context = {
    bank,
    tone,
    replyClass,
    rating: review.rating,
    hasText: text !== null,
    topics: topicsAt(analysis.topics, input.industry, text),
    question: analysis.question,
    firstName: firstNameOf(review.reviewerName),
    businessName: input.businessName?.trim() || null,
    contactName: settings.contactName?.trim() || null,
    email: includeEmail ? (settings.contactEmail?.trim() ?? null) : null,
    usedOpenings: new Set(avoid.map(openingKeyOf)),
  };
  const reviewKey = `${review.reviewerName ?? ''}|${review.text ?? ''}|${review.rating ?? ''}`;
  const min = Math.min(settings.responseMinWords, settings.responseMaxWords);
  const max = text === null ? Math.min(settings.responseMaxWords, Math.max(RATING_ONLY_MAX_WORDS, min + 20)) : settings.responseMaxWords;

  const selfCheck = { targetLanguage: target, businessName: context.businessName, contactName: context.contactName, reviewerName: review.reviewerName };
  let best: { text: string; cost: number } | null = null;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const rng = mulberry32(hashSeed(reviewKey, input.seed, attempt));
    let { parts, fillers } = composeParts(context, rng);
    let fitted = fitLength(parts, fillers, min, max);
    // Too long even in its shortest words: name fewer topics per sentence, at the last none.
    for (let topics = MAX_TOPICS - 1; topics >= 0 && countWords(layout(fitted)) > max; topics--) {
      ({ parts, fillers } = composeParts({ ...context, maxTopics: topics }, mulberry32(hashSeed(reviewKey, input.seed, attempt))));
      fitted = fitLength(parts, fillers, min, max);
    }
    const candidate = bank.finish ? bank.finish(layout(fitted)) : layout(fitted);
    // Repeating itself outweighs any similarity to other replies. (The opening sentence already keeps
    // away from recent openings wherever the bank has one left.)
    const repeats = checkSelfRepetition(candidate, selfCheck, { courtesy: false }) ? 2 : 0;
    // Comparing stops as soon as this candidate cannot beat the best one.
    const enough: number = best ? best.cost - repeats : Infinity;
    const cost: number = repeats + (avoid.length === 0 ? 0 : maxSimilarity(candidate, avoid, enough));
    if (!best || cost < best.cost) best = { text: candidate, cost };
    if (cost <= GOOD_ENOUGH) break;
  }
  return { text: best?.text ?? '', language: target, tone };
}
