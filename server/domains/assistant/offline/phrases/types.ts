import type { Language } from '@common/languages';
import type { TopicId } from '../../topics/topic-ids';
import type { Tone } from '../../types';

/**
 * Wording for one slot of a reply. Variants may be shared by every tone (`all`), by professional and
 * friendly (`formal`, e.g. German Sie), by friendly and casual (`warm`), or belong to one tone.
 * Placeholders: {name} {business} {contact} {email} {t} {T} (topic, capitalised), {t.form} (a named form,
 * see `forms`), {n} (the criticised topics), {a/b} (singular/plural agreement with the topic; {n:a/b}
 * with n). `((a|b|c))` offers alternatives: each combination is a variant of its own.
 */
export interface Pool {
  all?: string[];
  formal?: string[];
  warm?: string[];
  professional?: string[];
  friendly?: string[];
  casual?: string[];
}

export type ReplyClass = 'positive' | 'mixed' | 'negative';

/**
 * A topic as a noun phrase: forms separated by '|' in the order of `forms`, '#pl' at the end for plural.
 * `neg` is used when the topic is criticised (e.g. 'the prices' rather than 'the value for money').
 */
export type TopicPhrase = string | { pos: string; neg: string };

/**
 * How a reply is worded in one language. Each sentence has one job, so that a reply says each thing once
 * (guardrail 9): only the opening sentence thanks, only the apology apologises, and no sentence but the
 * topic sentences names a topic (guardrail 10). Tests hold every bank to this.
 */
export interface PhraseBank {
  language: Language;
  /** Where a language has more than one bank, the variety this one is worded in ('Brazil'). */
  variety?: string;
  /** Names of the noun forms a topic phrase lists, the first being the plain one ({t}). */
  forms: string[];
  /** Joins the last two items of a list ('the food and the service'); the others are joined by commas. */
  join: (a: string, b: string) => string;
  /** Applied to each rendered sentence, before words are counted (German 'zu dem' becomes 'zum'). */
  polish?: (sentence: string) => string;
  /** Typographic clean-up of the whole reply that never changes the word count. */
  finish?: (text: string) => string;
  topics: Record<TopicId, TopicPhrase>;
  /** The booking at a salon or a clinic, where the language calls it an appointment ('la prise de rendez-vous', 'la cita'). */
  appointment?: TopicPhrase;
  greeting: { named: Pool; anonymous: Pool };
  /** The opening sentence, and the reply's one thank-you: no apology, no topic. */
  thanks: Record<ReplyClass, Pool>;
  /** An opening that thanks for the praised topics ({t}), on 4-5 stars, instead of thanks and praise. */
  thanksFor: Pool;
  /** The opening sentence for a rating without text; the negative one is the reply's apology. */
  ratingOnly: Record<ReplyClass, Pool>;
  /** Joy about the praised topics ({t}) on 4-5 stars: no thank-you. */
  praise: Pool;
  /** On 1-3 stars, a kind word for what the reviewer did like ({t}): no thank-you, no apology. */
  praiseAside: Pool;
  /** On 4-5 stars, the criticised topics ({n}) taken to heart: no thank-you, no apology. */
  note: Pool;
  /** On 1-3 stars, the reply's one apology, for the criticised topics ({n}). */
  apology: Pool;
  /** The one apology when nothing in particular was criticised (or there is no text). */
  apologyGeneral: { mixed: Pool; negative: Pool };
  /** The reviewer asked something: an invitation to ask us directly ({email} variants when it is given). */
  question: { withEmail: Pool; withoutEmail: Pool };
  invite: { withEmail: Pool; withoutEmail: Pool };
  /** The contact email on a positive or mixed reply (includeContactEmail = all). */
  emailLine: Pool;
  closing: Record<ReplyClass, Pool>;
  /** Sentences that lengthen a reply that is too short: no thanks, no apology, no topic. */
  extra: Record<ReplyClass, Pool>;
  /**
   * The words by which a sentence says that every review is read and taken to heart ('We read every review carefully and take
   * your points on board'): after a note has taken the reviewer's remark to heart, it would say so twice.
   */
  readsReviews: RegExp;
  /** The words before the signature ('Kind regards,'); the name follows on the next line. */
  signoff: Pool;
  /**
   * The words before the signature of a reply to a complaint (1-2 stars), whatever the tone: no 'Ganz liebe Grüße', 'Un abrazo
   * fuerte' or 'Aurinkoisin terveisin' to someone the visit let down.
   */
  signoffAfterComplaint: Pool;
  /** Who signs: the contact person ({contact}), the business ({business}), or both, as the tone suggests. */
  signature: { contact: Pool; business: Pool; both: Pool };
}

const pools = new WeakMap<Pool, Map<Tone, string[]>>();

/** The variants a tone may use, alternatives expanded (memoised: pools are constant). */
export function poolFor(pool: Pool, tone: Tone): string[] {
  let byTone = pools.get(pool);
  if (!byTone) {
    byTone = new Map();
    pools.set(pool, byTone);
  }
  let variants = byTone.get(tone);
  if (!variants) {
    variants = variantsFor(pool, tone).flatMap(expandAlternatives);
    byTone.set(tone, variants);
  }
  return variants;
}

function variantsFor(pool: Pool, tone: Tone): string[] {
  const shared = pool.all ?? [];
  const formal = tone !== 'casual' ? (pool.formal ?? []) : [];
  const warm = tone !== 'professional' ? (pool.warm ?? []) : [];
  return [...(pool[tone] ?? []), ...formal, ...warm, ...shared];
}

const ALTERNATIVES = /\(\(([^()]*)\)\)/u;

/** 'Thanks ((a lot|so much))!' gives 'Thanks a lot!' and 'Thanks so much!'. */
export function expandAlternatives(template: string): string[] {
  const match = ALTERNATIVES.exec(template);
  if (!match) return [template];
  const before = template.slice(0, match.index);
  const after = template.slice(match.index + match[0].length);
  return (match[1] ?? '').split('|').flatMap((choice) => expandAlternatives(`${before}${choice}${after}`));
}
