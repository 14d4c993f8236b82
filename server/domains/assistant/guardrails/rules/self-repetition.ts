import { rememberRecent } from '@server/lib/remember-recent';
import { finding, type GuardrailContext, type Names, ownNames, type RuleResult } from '../context';
import { countCourtesy, hashWord, openingOf, wordsOf } from '../sentence-traits';

/** A repeated phrase counts when one of its three words has at least this many letters ('to hear that'). */
const LONG_WORD = 4;

/** Sentences: split at full stops, exclamation and question marks, and line breaks. */
export const sentencesOf = (text: string) => text.split(/[.!?]+(?=\s|$)|\n+/u).map((s) => s.trim()).filter(Boolean);

/**
 * Rule 9: a reply does not repeat itself. No two sentences open with the same two words, no phrase of
 * three words (one of four letters or more) comes twice, and it thanks, apologises and says it will
 * improve at most once each.
 * The business's, the contact's and the reviewer's names are not phrases of the reply ('The Café Aroma team').
 */
export function checkSelfRepetition(draft: string, ctx: Names & Pick<GuardrailContext, 'targetLanguage'>, options: { courtesy?: boolean } = {}): RuleResult {
  const repeated = repeatedWording(draft, ownNames(ctx));
  if (repeated) return repeated;
  // The offline engine counts thank-yous and apologies as it composes, and asks only for the rest.
  if (options.courtesy === false) return null;
  const said = countCourtesy(draft, ctx.targetLanguage);
  if (said.apology > 1) return finding('self_repetition', 'apology', undefined, { count: said.apology });
  if (said.thanks > 1) return finding('self_repetition', 'thanks', undefined, { count: said.thanks });
  if (said.improvement > 1) return finding('self_repetition', 'improvement', undefined, { count: said.improvement });
  return null;
}

/** A draft's kept candidate was read for repeats while it was chosen: the guardrails find the answer here. */
const repeatedWording = rememberRecent((draft: string, names: readonly string[]) => `${names.join('\u0000')}\u0001${draft}`, findRepeatedWording, 32);

/** Two sentences that open alike, or a phrase said twice (the names left out). */
function findRepeatedWording(draft: string, names: readonly string[]): RuleResult {
  const openings = new Set<string>();
  for (const sentence of sentencesOf(draft)) {
    const opening = openingOf(sentence);
    if (opening === null) continue;
    if (openings.has(opening)) return finding('self_repetition', 'opening', opening);
    openings.add(opening);
  }

  let unnamed = draft;
  for (const name of names) unnamed = unnamed.split(name).join('\n');
  // Phrases as numbers (FNV hashes of their words, as signed 32-bit numbers, which a set keeps without boxing): a draft is
  // checked many times while it is made.
  const phrases = new Set<number>();
  for (const sentence of sentencesOf(unnamed)) {
    const words = wordsOf(sentence);
    let before = 0;
    let last = 0;
    for (let i = 0; i < words.length; i++) {
      const hash = hashWord(words[i]!);
      if (i >= 2 && (words[i - 2]!.length >= LONG_WORD || words[i - 1]!.length >= LONG_WORD || words[i]!.length >= LONG_WORD)) {
        const phrase = Math.imul((Math.imul(before, 0x9e3779b1) ^ last) >>> 0, 0x85ebca6b) ^ hash;
        if (phrases.has(phrase)) return finding('self_repetition', 'phrase', words.slice(i - 2, i + 1).join(' '));
        phrases.add(phrase);
      }
      before = last;
      last = hash;
    }
  }
  return null;
}
