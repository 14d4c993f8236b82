import { countWords } from '@common/drafting/word-count';
import type { Language } from '@common/languages';
import { DEFAULT_BUSINESS } from '@common/schemas/businesses';
import { TONES } from '@common/schemas/settings';
import type { TopicId } from '@common/topics';
import { draftWithGuardrails, type GuardedDraft } from '@server/domains/assistant/draft-with-guardrails';
import { guardrailContextFor } from '@server/domains/assistant/guardrail-context';
import type { GuardrailFinding } from '@server/domains/assistant/guardrails/context';
import { ownNames } from '@server/domains/assistant/guardrails/context';
import { replyBody } from '@server/domains/assistant/guardrails/reply-body';
import { checkLanguage } from '@server/domains/assistant/guardrails/rules/language';
import { checkSelfRepetition } from '@server/domains/assistant/guardrails/rules/self-repetition';
import { countCourtesy } from '@server/domains/assistant/guardrails/sentence-traits';
import { draftReply } from '@server/domains/assistant/offline/draft-reply';
import { firstSentenceOf } from '@server/domains/assistant/offline/layout';
import { BANKS_OF } from '@server/domains/assistant/offline/phrases';
import { poolFor } from '@server/domains/assistant/offline/phrases/types';
import { INVITE } from '@server/domains/assistant/test-support';
import { analyseReview } from '@server/domains/assistant/topics/analyse-review';
import { related } from '@server/domains/assistant/topics/topic-ids';
import type { DraftInput, DraftSettings, Tone } from '@server/domains/assistant/types';
import { escapeRegExp } from '@server/lib/escape-reg-exp';
import type { Corpus, CorpusReview } from './corpus';

/** The business's last replies a draft keeps away from, as in the product (design §5 rule 1). */
const RECENT = 50;
const MIN_WORDS = 10;
const MAX_WORDS = 100;
const PAGE = 25;
/** The small lower-case words between the parts of a name: 'SA de CV', 'van der Berg', 'dos Santos'. */
const PARTICLE = /^\p{Ll}{2,3}$/u;

const CONTACT_NAMES: Record<Language, string> = { en: 'Sarah', da: 'Mette', sv: 'Karin', no: 'Ingrid', fi: 'Aino', de: 'Julia', fr: 'Camille', es: 'Lucía', pt: 'Inês' };

const slug = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/gu, '-').replace(/^-|-$/gu, '') || 'business';

/**
 * The settings a review is drafted with: the defaults of a new account (10-100 words), with the tone,
 * the contact person and the contact email varied over the corpus so every way of signing and every
 * tone is read.
 */
export function settingsFor(index: number, language: Language, businessName: string): DraftSettings {
  return {
    defaultTone: TONES[index % TONES.length]!,
    responseMinWords: MIN_WORDS,
    responseMaxWords: MAX_WORDS,
    includeContactEmail: index % 2 === 0 ? 'negative_only' : 'never',
    contactEmail: `hello@${slug(businessName)}.example`,
    contactName: index % 3 === 2 ? null : CONTACT_NAMES[language],
    forceLanguage: null,
    customInstructions: null,
  };
}

export interface Drafted {
  review: CorpusReview;
  language: Language;
  input: DraftInput;
  result: GuardedDraft;
}

/**
 * Drafts every review of a corpus the way the inbox does after an import: one after another, each kept
 * apart from the business's replies drafted before it.
 */
export async function draftCorpus(corpus: Corpus): Promise<Drafted[]> {
  const recentByBusiness = new Map<string, string[]>();
  const drafted: Drafted[] = [];
  for (const [index, review] of corpus.reviews.entries()) {
    const businessName = corpus.businesses[review.industry]!;
    const recent = recentByBusiness.get(businessName) ?? [];
    const input: DraftInput = {
      review: { reviewerName: review.reviewer, text: review.text, rating: review.rating },
      settings: settingsFor(index, corpus.language, businessName),
      businessName,
      industry: review.industry,
      defaultLanguage: corpus.language,
      seed: 1000 + index,
      avoid: recent,
    };
    const result = await draftWithGuardrails(draftReply, input, [businessName]);
    recentByBusiness.set(businessName, [result.draft.text, ...recent].slice(0, RECENT));
    drafted.push({ review, language: corpus.language, input, result });
  }
  return drafted;
}

export interface ReplyMeasure {
  languageRight: boolean;
  withinBounds: boolean;
  greetingRight: boolean;
  praised: number;
  praisedMentioned: number;
  criticised: number;
  criticisedAcknowledged: number;
  /** Criticised topics the reply praises. */
  polarityErrors: TopicId[];
  /** Praised topics the reply apologises for or treats as a complaint. */
  praiseTakenAsComplaint: TopicId[];
  /** Topics the reply names that the review does not raise (nor a close one). */
  invented: TopicId[];
  selfRepetition: GuardrailFinding | null;
  /** On 1-2 stars: one apology, and an e-mail address or an invitation to get in touch; null otherwise. */
  apologyAndContact: boolean | null;
  placeholder: boolean;
  held: GuardrailFinding | null;
  redrafted: boolean;
}

const notePatterns = new Map<Language, RegExp[]>();

/** The sentences a phrase bank takes a complaint to heart with ('We hear you on {n} and will look at how we can do better'), as patterns. */
function notesOf(language: Language): RegExp[] {
  let patterns = notePatterns.get(language);
  if (!patterns) {
    const templates = BANKS_OF[language].flatMap((bank) => TONES.filter((tone): tone is Tone => tone !== 'auto').flatMap((tone) => poolFor(bank.note, tone)));
    patterns = [...new Set(templates)].map((template) => new RegExp(`^${template.split(/\{[^}]+\}/u).map(escapeRegExp).join('.+?')}$`, 'iu'));
    notePatterns.set(language, patterns);
  }
  return patterns;
}

/**
 * The topics a reply takes to heart as a concern in a sentence of the phrase bank's 'note' ('We hear you on the haircut and will
 * look at how we can do better'). Such a sentence has no word of complaint, so it reads as neither praise nor complaint; said of a
 * topic the reviewer praised, it treats the praise as a complaint all the same.
 */
function notedIn(body: string, language: Language): TopicId[] {
  const sentences = body.split(/\n+|(?<=[.!?])\s+/u).map((sentence) => sentence.trim());
  const notes = sentences.filter((sentence) => notesOf(language).some((pattern) => pattern.test(sentence)));
  return notes.flatMap((sentence) => analyseReview(sentence, language, 'reply').topics.map((t) => t.topic));
}

/** How one reply reads against its review's annotations. */
export function measureReply({ review, language, input, result }: Drafted): ReplyMeasure {
  const reply = result.draft.text;
  const ctx = guardrailContextFor(input, [input.businessName ?? '']);
  const body = replyBody(reply, ownNames(ctx));
  const named = analyseReview(body, language, 'reply').topics;
  const noted = notedIn(body, language);
  const speaksTo = (topic: TopicId, feeling: (polarity: number) => boolean) => named.some((n) => related(n.topic, topic) && feeling(n.polarity));
  const firstLine = reply.split('\n')[0] ?? '';
  // A name's particles ('de', 'van', 'del') are words of any sentence: a reply that greets nobody may well say them.
  const nameWords = review.reviewer.split(/[\s.]+/u).filter((word) => word.length > 1 && !PARTICLE.test(word));
  const negative = review.rating <= 2;
  const courtesy = countCourtesy(reply, language);
  const contact = (input.settings.contactEmail !== null && reply.includes(input.settings.contactEmail)) || INVITE[language].test(reply);
  return {
    languageRight: checkLanguage(reply, ctx) === null,
    withinBounds: countWords(reply) >= input.settings.responseMinWords && countWords(reply) <= input.settings.responseMaxWords,
    greetingRight: review.firstName ? firstLine.includes(review.firstName) : !nameWords.some((word) => firstLine.includes(word)),
    praised: review.praised.length,
    praisedMentioned: review.praised.filter((topic) => speaksTo(topic, (p) => p >= 0)).length,
    criticised: review.criticised.length,
    criticisedAcknowledged: review.criticised.filter((topic) => speaksTo(topic, (p) => p <= 0)).length,
    polarityErrors: named.filter((n) => n.polarity > 0 && review.criticised.includes(n.topic)).map((n) => n.topic),
    praiseTakenAsComplaint: [...new Set([...named.filter((n) => n.polarity < 0).map((n) => n.topic), ...noted])].filter((topic) => review.praised.includes(topic)),
    invented: named.filter((n) => ![...review.praised, ...review.criticised].some((topic) => related(topic, n.topic))).map((n) => n.topic),
    selfRepetition: checkSelfRepetition(reply, ctx),
    apologyAndContact: negative ? courtesy.apology >= 1 && contact : null,
    placeholder: reply.includes(DEFAULT_BUSINESS.name) || /[{}[\]]|\(\(/u.test(reply),
    held: result.status === 'held' ? result.finding : null,
    redrafted: result.attempts > 1,
  };
}

/**
 * A page of the inbox with 25 five-star reviews: the corpus's five-star reviews with text, then
 * five-star ratings without text by the corpus's reviewers (a small corpus fills fewer than 25),
 * drafted one after another for one business.
 * Answers the replies and how many different first sentences they open with.
 */
export async function fiveStarPage(corpus: Corpus): Promise<{ replies: string[]; distinctOpenings: number }> {
  const withText = corpus.reviews.filter((review) => review.rating === 5 && review.text !== null);
  const reviewers = [...new Set(corpus.reviews.map((review) => review.reviewer))];
  const page = [
    ...withText.map((review) => ({ reviewer: review.reviewer, text: review.text })),
    ...reviewers.map((reviewer) => ({ reviewer, text: null as string | null })),
  ].slice(0, PAGE);
  const businessName = corpus.businesses.cafe ?? Object.values(corpus.businesses)[0]!;
  const replies: string[] = [];
  for (const [index, entry] of page.entries()) {
    const input: DraftInput = {
      review: { reviewerName: entry.reviewer, text: entry.text, rating: 5 },
      settings: { ...settingsFor(0, corpus.language, businessName), defaultTone: 'friendly' },
      businessName,
      defaultLanguage: corpus.language,
      seed: 5000 + index,
      avoid: replies.slice(-RECENT).reverse(),
    };
    replies.push((await draftWithGuardrails(draftReply, input, [businessName])).draft.text);
  }
  return { replies, distinctOpenings: new Set(replies.map(firstSentenceOf)).size };
}

export interface LanguageFigures {
  language: Language;
  set: Corpus['set'];
  replies: number;
  languageRight: number;
  withinBounds: number;
  greetingRight: number;
  praised: number;
  praisedMentioned: number;
  criticised: number;
  criticisedAcknowledged: number;
  polarityErrors: number;
  praiseTakenAsComplaint: number;
  invented: number;
  selfRepetition: number;
  negative: number;
  apologyAndContact: number;
  placeholder: number;
  held: number;
  redrafted: number;
}

export function figuresOf(language: Language, set: Corpus['set'], measures: readonly ReplyMeasure[]): LanguageFigures {
  const count = (test: (m: ReplyMeasure) => boolean) => measures.filter(test).length;
  const sum = (value: (m: ReplyMeasure) => number) => measures.reduce((total, m) => total + value(m), 0);
  return {
    language,
    set,
    replies: measures.length,
    languageRight: count((m) => m.languageRight),
    withinBounds: count((m) => m.withinBounds),
    greetingRight: count((m) => m.greetingRight),
    praised: sum((m) => m.praised),
    praisedMentioned: sum((m) => m.praisedMentioned),
    criticised: sum((m) => m.criticised),
    criticisedAcknowledged: sum((m) => m.criticisedAcknowledged),
    polarityErrors: sum((m) => m.polarityErrors.length),
    praiseTakenAsComplaint: sum((m) => m.praiseTakenAsComplaint.length),
    invented: sum((m) => m.invented.length),
    selfRepetition: count((m) => m.selfRepetition !== null),
    negative: count((m) => m.apologyAndContact !== null),
    apologyAndContact: count((m) => m.apologyAndContact === true),
    placeholder: count((m) => m.placeholder),
    held: count((m) => m.held !== null),
    redrafted: count((m) => m.redrafted),
  };
}
