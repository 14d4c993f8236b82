import type { Language } from '@common/languages';
import type { TopicId } from '../../topics/topic-ids';
import type { Tone } from '../../types';

/**
 * Wording for one slot of a reply. Variants may be shared by every tone (`all`), by professional and
 * friendly (`formal`, e.g. German Sie), by friendly and casual (`warm`), or belong to one tone.
 * Placeholders: {name} {business} {email} {t} {T} (topic, capitalised), {t.form} (a named form, see
 * `forms`), {p} and {n} (praised and criticised topics in mixed lines), {a/b} (singular/plural agreement
 * with the topic; {n:a/b} with n).
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

export interface PhraseBank {
  language: Language;
  /** Names of the noun forms a topic phrase lists, the first being the plain one ({t}). */
  forms: string[];
  /** Joins two topic phrases ('the food and the service'). */
  join: (a: string, b: string) => string;
  /** Applied to each rendered sentence, before words are counted (German 'zu dem' becomes 'zum'). */
  polish?: (sentence: string) => string;
  /** Typographic clean-up of the whole reply that never changes the word count. */
  finish?: (text: string) => string;
  topics: Record<TopicId, TopicPhrase>;
  greeting: { named: Pool; anonymous: Pool };
  thanks: Record<ReplyClass, Pool>;
  ratingOnly: Record<ReplyClass, Pool>;
  topicPositive: Pool;
  topicNegative: Pool;
  topicMixed: Pool;
  /** A 4-star review's small complaint, acknowledged lightly ({n}). */
  topicNote: Pool;
  /** A 3-star review with nothing specific to name. */
  genericMixed: Pool;
  invite: { withEmail: Pool; withoutEmail: Pool };
  /** The contact email on a positive or mixed reply (includeContactEmail = all). */
  emailLine: Pool;
  closing: Record<ReplyClass, Pool>;
  extra: Record<ReplyClass, Pool>;
  /** The words before the signature ('Kind regards,'); the name follows on the next line. */
  signoff: Pool;
  /** Signature when there is no contact name but a business name ({business}). */
  teamSignature: Pool;
}

const pools = new WeakMap<Pool, Map<Tone, string[]>>();

/** The variants a tone may use (memoised: pools are constant). */
export function poolFor(pool: Pool, tone: Tone): string[] {
  let byTone = pools.get(pool);
  if (!byTone) {
    byTone = new Map();
    pools.set(pool, byTone);
  }
  let variants = byTone.get(tone);
  if (!variants) {
    variants = variantsFor(pool, tone);
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
