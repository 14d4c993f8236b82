import type { Language } from '@common/languages';
import { tokenise, WordMatcher } from '../topics/word-matcher';
import { APOLOGY, IMPROVEMENT, THANKS } from './lexicon/courtesy';

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** The words of a sentence, lower case, apostrophes unified. */
export const wordsOf = (sentence: string): string[] => sentence.toLowerCase().replace(/’/gu, "'").match(WORD) ?? [];

/** FNV-1a of a word: phrases compared as numbers. */
export function hashWord(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) {
    h ^= word.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const OPENING_WORD = new RegExp(WORD.source, 'gu');

/** The first two words of a sentence, lower case ('we are'), or null when it has fewer. */
export function openingOf(sentence: string): string | null {
  const text = sentence.slice(0, 80).toLowerCase().replace(/’/gu, "'");
  // Only two words are wanted: read them one by one rather than every word of the sentence.
  OPENING_WORD.lastIndex = 0;
  const first = OPENING_WORD.exec(text);
  const second = first && OPENING_WORD.exec(text);
  return second ? `${first[0]} ${second[0]}` : null;
}

/** What a reply says at most once each: thank you, sorry, and that it will improve. */
export type Courtesy = { thanks: number; apology: number; improvement: number };

const matchers = new Map<Language, WordMatcher<keyof Courtesy>>();

/** How many times a text thanks, apologises and says it will improve. */
export function countCourtesy(text: string, language: Language): Courtesy {
  let matcher = matchers.get(language);
  if (!matcher) {
    matcher = new WordMatcher([
      ...THANKS[language].map((p) => [p, 'thanks'] as const),
      ...APOLOGY[language].map((p) => [p, 'apology'] as const),
      ...IMPROVEMENT[language].map((p) => [p, 'improvement'] as const),
    ]);
    matchers.set(language, matcher);
  }
  // Two patterns may match one word ('thanks' is 'thank*' and 'thanks'): each word counts once.
  const said = new Map(matcher.matches(tokenise(text)).map((m) => [m.token, m.value]));
  const counts: Courtesy = { thanks: 0, apology: 0, improvement: 0 };
  for (const value of said.values()) counts[value]++;
  return counts;
}

/** By language, then by sentence: the sentences are the banks' own strings, looked up without building a key. */
const counted = new Map<Language, Map<string, Courtesy>>();
const CACHE_LIMIT = 20_000;

/** countCourtesy for the sentences of the phrase banks, which recur in every draft. */
export function courtesyOf(sentence: string, language: Language): Courtesy {
  let ofLanguage = counted.get(language);
  if (!ofLanguage) {
    ofLanguage = new Map();
    counted.set(language, ofLanguage);
  }
  let found = ofLanguage.get(sentence);
  if (!found) {
    found = countCourtesy(sentence, language);
    if (ofLanguage.size >= CACHE_LIMIT) ofLanguage.clear();
    ofLanguage.set(sentence, found);
  }
  return found;
}
