import type { KnownIntent } from './intents';

/**
 * A term and its weight. A term is one word or a phrase, written as owners type it; `*` ends a stem
 * ('approv*'). Terms are folded like questions (lower case, no accents, ø → o, æ → ae, ß → ss), so one
 * spelling covers 'godkänna' and 'godkanna'. The words of a phrase may stand up to two words apart.
 */
export type WeightedTerms = Readonly<Record<string, number>>;

/** One language's words for Luna's intents. */
export interface IntentLexicon {
  /** Phrases that ask how to do something ('how do I', 'hvordan'): they favour the how-to intents. */
  howTo: readonly string[];
  /** Phrases that ask about the account's state ('how many', 'when'): they favour the data intents. */
  data: readonly string[];
  intents: Readonly<Record<KnownIntent, WeightedTerms>>;
}
