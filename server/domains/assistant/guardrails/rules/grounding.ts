import type { Language } from '@common/languages';
import { finding, type GuardrailContext, groundedSources, type RuleResult, reviewerSurnames } from '../context';
import { CAPITALISED_COMMON } from '../lexicon/form-words';
import { COMMON_FIRST_NAMES, COMMON_PLACES, PERSON_TITLES } from '../lexicon/names-and-places';
import { firstNameOf } from '../../offline/first-name';

const PRICE = /(?:\d[\d.,\s]*\s?(?:kr\.?|dkk|nok|sek|eur|euro|euros|€|\$|usd|£|gbp|,-))|(?:(?:€|\$|£|kr\.?|dkk|nok|sek)\s?\d[\d.,]*)/giu;
const TIME = /(?<![\p{N}])\d{1,2}[:.]\d{2}(?![\p{N}])|\b(?:kl|klo|klockan|klokka|kello|um|à|a las|às)\.?\s?\d{1,2}\b|\b\d{1,2}\s?(?:am|pm|uhr|h)\b/giu;
const WORD = /\p{Lu}[\p{L}'’-]*/gu;

const digitsOf = (text: string) => text.replace(/\D/gu, '');

/** The words of a text, and the parts of those with an apostrophe ('La Table d'Hugo' gives 'hugo' too). */
function lowerWords(text: string): Set<string> {
  const words = text.toLowerCase().split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean);
  return new Set([...words, ...words.flatMap((word) => (/['’]/u.test(word) ? word.split(/['’]/u).filter(Boolean) : []))]);
}

/** True when the capitalised word at `index` opens a sentence, a line or the text. */
function startsSentence(text: string, index: number): boolean {
  const before = text.slice(0, index).replace(/[\s"'“”«»(¡¿]+$/u, '');
  return before === '' || /[.!?:\n]$/u.test(text.slice(0, index).replace(/[ \t"'“”«»(¡¿]+$/u, '')) || /[.!?:]$/u.test(before);
}

const KNOWN_NAMES: ReadonlySet<string> = new Set([...COMMON_FIRST_NAMES, ...COMMON_PLACES]);

/** The word (a run without whitespace) that ends before `index`, or '' at the start of the text. */
function wordBefore(text: string, index: number): string {
  const before = text.slice(0, index).trimEnd();
  let start = before.length;
  while (start > 0 && !/\s/u.test(before.charAt(start - 1))) start--;
  return before.slice(start);
}

function inventedName(draft: string, ctx: GuardrailContext, allowed: Set<string>): string | null {
  const language: Language = ctx.targetLanguage;
  const common = new Set(CAPITALISED_COMMON[language]);
  for (const match of draft.matchAll(WORD)) {
    const word = match[0].replace(/['’-]+$/u, '');
    const lower = word.toLowerCase();
    if (allowed.has(lower) || common.has(word)) continue;
    const previous = wordBefore(draft, match.index).toLowerCase().replace(/\.$/u, '');
    const afterTitle = PERSON_TITLES.includes(previous);
    if (language === 'de') {
      if (KNOWN_NAMES.has(lower) || afterTitle) return word; // German capitalises every noun: only known names count
      continue;
    }
    if (afterTitle || KNOWN_NAMES.has(lower) || !startsSentence(draft, match.index)) return word;
  }
  return null;
}

/**
 * Rule 6: no names, products, prices, hours or places that are not in the review, the settings or the
 * business profile. In practice: capitalised words mid-sentence (proper nouns), known first names and
 * places, prices with a currency, clock times, and the reviewer's surname.
 */
export function checkGrounding(draft: string, ctx: GuardrailContext): RuleResult {
  const sources = groundedSources(ctx);
  const allowed = lowerWords(sources);
  // The name the reply greets by: the first name, or both first names of a couple.
  const greeted = firstNameOf(ctx.reviewerName) ?? ctx.reviewerName?.trim().split(/\s+/u)[0];
  for (const word of lowerWords(greeted ?? '')) allowed.add(word);
  for (const surname of reviewerSurnames(ctx)) allowed.delete(surname.toLowerCase());
  // The signature may share a surname with the reviewer.
  for (const word of lowerWords(`${ctx.contactName ?? ''} ${ctx.businessName ?? ''}`)) allowed.add(word);
  const sourceDigits: string[] = sources.match(/\d+/gu) ?? [];

  for (const price of draft.matchAll(PRICE)) {
    if (!sourceDigits.includes(digitsOf(price[0]))) return finding('grounding', 'price', price[0].trim());
  }
  for (const time of draft.matchAll(TIME)) {
    const digits = time[0].match(/\d+/gu) ?? [];
    if (!digits.every((d) => sourceDigits.includes(d))) return finding('grounding', 'time', time[0].trim());
  }
  const name = inventedName(draft, ctx, allowed);
  if (name) return finding('grounding', 'name', name);
  return null;
}
