import { describe, expect, it } from 'vitest';
import { hashWord } from './sentence-traits';
import { candidateTrigrams, jaccard, maxSimilarity, wordTrigrams } from './similarity';

/** The definition the hashed sets stand for: lower case, punctuation out, words trimmed of dots, apostrophes and dashes. */
function trigramStrings(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}@.\s'-]/gu, ' ')
    .split(/\s+/u)
    .map((word) => word.replace(/^[.'-]+|[.'-]+$/gu, ''))
    .filter(Boolean);
  if (words.length > 0 && words.length < 3) return new Set([words.join(' ')]);
  return new Set(words.slice(2).map((word, i) => `${words[i]} ${words[i + 1]} ${word}`));
}

const hashed = (gram: string) => {
  const [a, b, c] = gram.split(' ').map(hashWord);
  if (c === undefined) return gram.split(' ').map(hashWord).reduce((h, w) => (Math.imul(h, 31) ^ w) >>> 0, 7);
  return (Math.imul((Math.imul(a!, 0x9e3779b1) ^ b!) >>> 0, 0x85ebca6b) ^ c) >>> 0;
};

const TEXTS = [
  'Hi Anna,\n\nThank you so much -- for your lovely review!!! We are delighted… see you soon.',
  "Write to hello@café-aroma.dk. It's 'great' — isn't it? ...Well... -yes- 12.5 kr",
  'Mange tak for besøget 😊 Vi ses igen, Søren & Mette!',
  '¡Muchas gracias, Lucía! Nos alegra que disfrutara del café.',
  'Hej!',
  '...',
  '',
  'Danke, danke, danke, danke!',
];

describe('wordTrigrams', () => {
  it('hashes the same trigrams as the string definition, sorted and each once', () => {
    for (const text of TEXTS) {
      const expected = [...new Set([...trigramStrings(text)].map(hashed))].sort((x, y) => x - y);
      expect([...wordTrigrams(text)], text).toEqual(expected);
    }
  });
});

describe('jaccard', () => {
  it('is the share of trigrams two sets have in common', () => {
    const sets = [[], [1], [1, 2, 3], [2, 3, 4, 9], [0, 5, 9, 4294967295], [4294967295]].map((items) => Uint32Array.from(items));
    for (const a of sets) {
      for (const b of sets) {
        const shared = [...a].filter((x) => b.includes(x)).length;
        const union = new Set([...a, ...b]).size;
        expect(jaccard(a, b)).toBe(union === 0 ? 1 : shared / union);
      }
    }
  });
});

describe('candidateTrigrams', () => {
  it('gives the trigrams of a reply just weighed without making them again', () => {
    const reply = 'Thank you for the lovely review, we hope to see you again soon.';
    expect(candidateTrigrams(reply)).toEqual(wordTrigrams(reply));
    expect(candidateTrigrams(reply)).toBe(candidateTrigrams(reply));
    expect(maxSimilarity(reply, ['Something else entirely.', reply])).toBe(1);
  });
});
