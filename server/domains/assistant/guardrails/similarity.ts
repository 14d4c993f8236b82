import { rememberRecent } from '@server/lib/remember-recent';
import { hashWord } from './sentence-traits';

/**
 * The words trigrams are made of: runs of letters, digits, '@', '.', "'" and '-', without the dots,
 * apostrophes and dashes at either end ('well...' is 'well', 'hello@cafe.dk' stays whole).
 */
const TRIGRAM_WORD = /[\p{L}\p{N}@](?:[\p{L}\p{N}@.'-]*[\p{L}\p{N}@])?/gu;

/**
 * Word trigrams of a reply (lower-cased, punctuation stripped) for guardrail 1 and for variety, each
 * hashed to a number: the same sets as strings would give, bar 32-bit collisions, at a fraction of the
 * cost. Sorted and without duplicates, so two sets meet in one pass (jaccard).
 */
export function wordTrigrams(text: string): Uint32Array {
  const words = (text.toLowerCase().match(TRIGRAM_WORD) ?? []).map(hashWord);
  const grams = new Uint32Array(words.length < 3 ? Math.min(words.length, 1) : words.length - 2);
  for (let i = 0; i + 2 < words.length; i++) {
    grams[i] = (Math.imul((Math.imul(words[i]!, 0x9e3779b1) ^ words[i + 1]!) >>> 0, 0x85ebca6b) ^ words[i + 2]!) >>> 0;
  }
  if (words.length > 0 && words.length < 3) grams[0] = words.reduce((h, w) => (Math.imul(h, 31) ^ w) >>> 0, 7);
  const sorted = grams.sort();
  let unique = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[unique++] = sorted[i]!;
  return sorted.subarray(0, unique);
}

/**
 * The trigrams of the replies a draft has just weighed: the one it keeps is read again by guardrail 1.
 * More than a draft's candidates, so the kept one is still there.
 */
export const candidateTrigrams = rememberRecent((text: string) => text, wordTrigrams, 32);

export function jaccard(a: Uint32Array, b: Uint32Array): number {
  if (a.length === 0 && b.length === 0) return 1;
  let shared = 0;
  // Without branches: which of two hashes is smaller cannot be foreseen, and a mispredicted branch costs
  // more than the sums (this loop runs 50 times a draft, and again in guardrail 1).
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    const x = a[i]!;
    const y = b[j]!;
    shared += +(x === y);
    i += +(x <= y);
    j += +(y <= x);
  }
  return shared / (a.length + b.length - shared);
}

/**
 * Trigram sets of recent replies are reused across drafts: a business's last 50 replies repeat a lot. The
 * newest of them was the last draft's kept candidate, whose trigrams are still remembered from choosing it.
 */
const cache = new Map<string, Uint32Array>();
const CACHE_LIMIT = 2000;

export function cachedTrigrams(text: string): Uint32Array {
  let grams = cache.get(text);
  if (!grams) {
    grams = candidateTrigrams(text);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(text, grams);
  }
  return grams;
}

/** The highest trigram Jaccard similarity to any of `others` (0 when none); once it reaches `enough`, the rest are not compared. */
export function maxSimilarity(text: string, others: readonly string[], enough = Infinity): number {
  const grams = candidateTrigrams(text);
  let max = 0;
  for (const other of others) {
    max = Math.max(max, jaccard(grams, cachedTrigrams(other)));
    if (max >= enough) break;
  }
  return max;
}
