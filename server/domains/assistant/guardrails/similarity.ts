import { hashWord } from './sentence-traits';

/**
 * Word trigrams of a reply (lower-cased, punctuation stripped) for guardrail 1 and for variety, each
 * hashed to a number: the same sets as strings would give, bar 32-bit collisions, at a fraction of the
 * cost. Sorted and without duplicates, so two sets meet in one pass (jaccard).
 */
export function wordTrigrams(text: string): Uint32Array {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}@.\s'-]/gu, ' ')
    .split(/\s+/u)
    .map((word) => word.replace(/^[.'-]+|[.'-]+$/gu, ''))
    .filter(Boolean)
    .map(hashWord);
  const grams: number[] = [];
  for (let i = 0; i + 2 < words.length; i++) {
    grams.push((Math.imul((Math.imul(words[i] ?? 0, 0x9e3779b1) ^ (words[i + 1] ?? 0)) >>> 0, 0x85ebca6b) ^ (words[i + 2] ?? 0)) >>> 0);
  }
  if (words.length > 0 && words.length < 3) grams.push(words.reduce((h, w) => (Math.imul(h, 31) ^ w) >>> 0, 7));
  const sorted = Uint32Array.from(grams).sort();
  let unique = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[unique++] = sorted[i]!;
  return sorted.subarray(0, unique);
}

export function jaccard(a: Uint32Array, b: Uint32Array): number {
  if (a.length === 0 && b.length === 0) return 1;
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      shared++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return shared / (a.length + b.length - shared);
}

/** Trigram sets of recent replies are reused across drafts: a business's last 50 replies repeat a lot. */
const cache = new Map<string, Uint32Array>();
const CACHE_LIMIT = 2000;

export function cachedTrigrams(text: string): Uint32Array {
  let grams = cache.get(text);
  if (!grams) {
    grams = wordTrigrams(text);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(text, grams);
  }
  return grams;
}

/** The highest trigram Jaccard similarity to any of `others` (0 when none); once it reaches `enough`, the rest are not compared. */
export function maxSimilarity(text: string, others: readonly string[], enough = Infinity): number {
  const grams = wordTrigrams(text);
  let max = 0;
  for (const other of others) {
    max = Math.max(max, jaccard(grams, cachedTrigrams(other)));
    if (max >= enough) break;
  }
  return max;
}
