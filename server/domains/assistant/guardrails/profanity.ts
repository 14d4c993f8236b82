import type { Language } from '@common/languages';
import { compilePatterns } from '../topics/patterns';
import { PROFANITY } from './lexicon/form-words';

const cache = new Map<Language, RegExp>();
const UNIVERSAL = ['fuck*', 'shit*'];

function matcher(language: Language): RegExp {
  let pattern = cache.get(language);
  if (!pattern) {
    pattern = compilePatterns([...PROFANITY[language], ...UNIVERSAL], 'giu');
    cache.set(language, pattern);
  }
  return pattern;
}

/** Masks swear words of the reply's language (and the universal English ones): 'shit' becomes 's***'. */
export function maskProfanity(text: string, language: Language): { text: string; masked: string[] } {
  const masked: string[] = [];
  const result = text.replace(matcher(language), (word) => {
    masked.push(word);
    return word.charAt(0) + '*'.repeat(Math.max(word.length - 1, 1));
  });
  return { text: result, masked };
}
