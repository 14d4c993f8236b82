import { LANGUAGES, type Language } from '@common/languages';
import type { IntentLexicon } from './intent-lexicon';
import { isHowToIntent, KNOWN_INTENTS, type Intent, type KnownIntent } from './intents';
import { LEXICONS } from './lexicon';

/** Below this score a question is 'unknown': one weak word ('tomorrow', 'google') is not a question we understood. */
const THRESHOLD = 2;
/** What a 'how do I' or a 'how many' adds to an intent of its kind that the question's words already point to. */
const CUE_BONUS = 1.5;
/** The words must point at least this much before a cue adds to them: 'when' alone is no question about posting. */
const CUE_BASE = 1.5;
/** A question asked only as 'how do I' is less likely about the account's state, and one asked only as 'how many' less likely a how-to. */
const OTHER_KIND_FACTOR = 0.7;
/** Another language's words count a little less than those of the language the question was read in. */
const OTHER_LANGUAGE_FACTOR = 0.8;
/** What a word with a typo counts for, against the word itself. */
const TYPO_FACTOR = 0.7;
/** How many words may stand between the words of a phrase ('turn [auto-approval] on'). */
const PHRASE_GAP = 2;

/** Lower case without accents: what owners type without accents matches what they type with them. */
function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ø/gu, 'o')
    .replace(/æ/gu, 'ae')
    .replace(/œ/gu, 'oe')
    .replace(/ß/gu, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    // 'aa' is how Danes and Norwegians type å without the key; folded alike on both sides, Finnish 'saa' keeps its meaning.
    .replace(/aa/gu, 'a');
}

const tokensOf = (text: string) => foldText(text).split(/[^a-z0-9]+/u).filter(Boolean);

/** Optimal string alignment distance (a swap of two letters is one typo), giving up past `max`. */
function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Typos allowed in a word or stem of this length: none below seven letters, where one letter makes
 * another word ('formel' and 'fortel', 'delai' and 'demai').
 */
const typosAllowed = (length: number) => (length >= 10 ? 2 : length >= 7 ? 1 : 0);

type WordPattern = { word: string; stem: boolean };

/**
 * 1 when a token is the word or starts with the stem; TYPO_FACTOR when it is one of them with a typo (never
 * in the first two letters: 'anmeld' is no typo of 'afmeld'); else 0. A typo counts less, so that a near miss in another language's words does
 * not outweigh what the question says outright.
 */
function wordMatch(token: string, pattern: WordPattern): number {
  const { word, stem } = pattern;
  if (stem ? token.startsWith(word) : token === word) return 1;
  const allowed = typosAllowed(word.length);
  if (allowed === 0 || token.slice(0, 2) !== word.slice(0, 2)) return 0;
  if (!stem) return typoDistance(token, word, allowed) <= allowed ? TYPO_FACTOR : 0;
  // A word shorter than the stem is another word ('julkaisua' is not 'julkaisuaik*'), not a typo of it.
  if (token.length < word.length) return 0;
  for (let length = word.length - allowed; length <= word.length + allowed; length++) {
    if (length <= token.length && typoDistance(token.slice(0, length), word, allowed) <= allowed) return TYPO_FACTOR;
  }
  return 0;
}

/** How well a phrase matches (its weakest word), when its words appear in order, each at most `gap` words after the one before. */
function phraseMatch(tokens: readonly string[], phrase: readonly WordPattern[], gap: number): number {
  const from = (start: number, index: number): number => {
    if (index === phrase.length) return 1;
    const last = index === 0 ? tokens.length - 1 : Math.min(tokens.length - 1, start + gap);
    let best = 0;
    for (let at = start; at <= last && best < 1; at++) {
      const here = wordMatch(tokens[at]!, phrase[index]!);
      if (here > best) best = Math.max(best, Math.min(here, from(at + 1, index + 1)));
    }
    return best;
  };
  return from(0, 0);
}

const compileTerm = (term: string): WordPattern[] =>
  foldText(term)
    .split(/[^a-z0-9*]+/u)
    .filter(Boolean)
    .map((part) => (part.endsWith('*') ? { word: part.slice(0, -1), stem: true } : { word: part, stem: false }));

type CompiledLexicon = {
  howTo: WordPattern[][];
  data: WordPattern[][];
  intents: Array<{ intent: KnownIntent; words: Array<{ pattern: WordPattern; weight: number }>; phrases: Array<{ phrase: WordPattern[]; weight: number }> }>;
};

function compile(lexicon: IntentLexicon): CompiledLexicon {
  return {
    howTo: lexicon.howTo.map(compileTerm),
    data: lexicon.data.map(compileTerm),
    intents: KNOWN_INTENTS.map((intent) => {
      const terms = Object.entries(lexicon.intents[intent]).map(([term, weight]) => ({ phrase: compileTerm(term), weight }));
      return {
        intent,
        words: terms.filter((term) => term.phrase.length === 1).map(({ phrase, weight }) => ({ pattern: phrase[0]!, weight })),
        phrases: terms.filter((term) => term.phrase.length > 1),
      };
    }),
  };
}

const COMPILED = Object.fromEntries(LANGUAGES.map((language) => [language, compile(LEXICONS[language])])) as Record<Language, CompiledLexicon>;

/** Each intent's score for the question in one language's words. */
function scoresIn(tokens: readonly string[], lexicon: CompiledLexicon): Map<KnownIntent, number> {
  // Cue phrases are short words read as written ('missa' is not 'mista'), with at most one word between
  // their words ('how [do] I', 'wie [ändere] ich').
  const asksHow = lexicon.howTo.some((phrase) => phraseMatch(tokens, phrase, 1) === 1);
  const asksData = lexicon.data.some((phrase) => phraseMatch(tokens, phrase, 1) === 1);
  const scores = new Map<KnownIntent, number>();
  for (const { intent, words, phrases } of lexicon.intents) {
    let score = 0;
    // A word counts once for an intent, by the best of its terms ('posted' is not also 'post*'); phrases add to it.
    for (const token of tokens) {
      let best = 0;
      for (const { pattern, weight } of words) best = Math.max(best, weight * wordMatch(token, pattern));
      score += best;
    }
    for (const { phrase, weight } of phrases) score += weight * phraseMatch(tokens, phrase, PHRASE_GAP);
    const howTo = isHowToIntent(intent);
    const ownCue = howTo ? asksHow : asksData;
    const otherCue = howTo ? asksData : asksHow;
    if (ownCue && score >= CUE_BASE) score += CUE_BONUS;
    if (otherCue && !ownCue) score *= OTHER_KIND_FACTOR;
    scores.set(intent, score);
  }
  return scores;
}

/** `language`: the language whose words the question is written in, as far as the words tell; the asked one unless another's words clearly fit better. */
export type IntentMatch = { intent: Intent; score: number; language: Language };

/** Another language's words must fit the winning intent by at least this much more (a whole word) to be the question's language. */
const OTHER_LANGUAGE_MARGIN = 1;

/**
 * The intent a question asks for: each intent's weighted words in the question's language (`language`),
 * and at a little less weight in the other eight (a short question is often read in the interface
 * language while written in another); the best above the threshold, else 'unknown'. When another
 * language's words fit the winner clearly better ('was gefällt den Gästen?' read as Swedish), that
 * language is the one to answer in.
 */
export function matchIntent(question: string, language: Language): IntentMatch {
  const tokens = tokensOf(question);
  const raw = new Map(LANGUAGES.map((other) => [other, scoresIn(tokens, COMPILED[other])] as const));
  let winner: { intent: Intent; score: number } = { intent: 'unknown', score: 0 };
  for (const [other, scores] of raw) {
    const factor = other === language ? 1 : OTHER_LANGUAGE_FACTOR;
    for (const [intent, score] of scores) if (score * factor > winner.score) winner = { intent, score: score * factor };
  }
  if (winner.score < THRESHOLD || winner.intent === 'unknown') return { intent: 'unknown', score: winner.score, language };
  const intent = winner.intent;
  const asked = raw.get(language)?.get(intent) ?? 0;
  let written: Language = language;
  for (const [other, scores] of raw) {
    const score = scores.get(intent) ?? 0;
    if (score >= asked + OTHER_LANGUAGE_MARGIN && score > (raw.get(written)?.get(intent) ?? 0)) written = other;
  }
  return { intent, score: winner.score, language: written };
}
