import { finding, type GuardrailContext, ownNames, type RuleResult } from '../context';
import { countCourtesy, openingOf, wordsOf } from '../sentence-traits';

/** A repeated phrase counts when one of its three words has at least this many letters ('to hear that'). */
const LONG_WORD = 4;

/** Sentences: split at full stops, exclamation and question marks, and line breaks. */
export const sentencesOf = (text: string) => text.split(/[.!?]+(?=\s|$)|\n+/u).map((s) => s.trim()).filter(Boolean);

/**
 * Rule 9: a reply does not repeat itself. No two sentences open with the same two words, no phrase of
 * three words (one of four letters or more) comes twice, and it thanks and apologises at most once each.
 * The business's, the contact's and the reviewer's names are not phrases of the reply ('The Café Aroma team').
 */
export function checkSelfRepetition(draft: string, ctx: GuardrailContext): RuleResult {
  const openings = new Set<string>();
  for (const sentence of sentencesOf(draft)) {
    const opening = openingOf(sentence);
    if (opening === null) continue;
    if (openings.has(opening)) return finding('self_repetition', 'opening', opening);
    openings.add(opening);
  }

  let unnamed = draft;
  for (const name of ownNames(ctx)) unnamed = unnamed.split(name).join('\n');
  const phrases = new Set<string>();
  for (const sentence of sentencesOf(unnamed)) {
    const words = wordsOf(sentence);
    for (let i = 0; i + 2 < words.length; i++) {
      const three = words.slice(i, i + 3);
      if (!three.some((word) => word.length >= LONG_WORD)) continue;
      const phrase = three.join(' ');
      if (phrases.has(phrase)) return finding('self_repetition', 'phrase', phrase);
      phrases.add(phrase);
    }
  }

  const said = countCourtesy(draft, ctx.targetLanguage);
  if (said.apology > 1) return finding('self_repetition', 'apology', undefined, { count: said.apology });
  if (said.thanks > 1) return finding('self_repetition', 'thanks', undefined, { count: said.thanks });
  return null;
}
