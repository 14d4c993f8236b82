function wordHash(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) {
    h ^= word.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Word trigrams of a reply (lower-cased, punctuation stripped) for guardrail 1 and for variety, each
 * hashed to a number: the same sets as strings would give, bar 32-bit collisions, at a fraction of the cost.
 */
export function wordTrigrams(text: string): Set<number> {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}@.\s'-]/gu, ' ')
    .split(/\s+/u)
    .map((word) => word.replace(/^[.'-]+|[.'-]+$/gu, ''))
    .filter(Boolean)
    .map(wordHash);
  const grams = new Set<number>();
  for (let i = 0; i + 2 < words.length; i++) {
    grams.add((Math.imul((Math.imul(words[i] ?? 0, 0x9e3779b1) ^ (words[i + 1] ?? 0)) >>> 0, 0x85ebca6b) ^ (words[i + 2] ?? 0)) >>> 0);
  }
  if (words.length > 0 && words.length < 3) grams.add(words.reduce((h, w) => (Math.imul(h, 31) ^ w) >>> 0, 7));
  return grams;
}

export function jaccard(a: ReadonlySet<number>, b: ReadonlySet<number>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const gram of small) if (large.has(gram)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Trigram sets of recent replies are reused across drafts: a business's last 50 replies repeat a lot. */
const cache = new Map<string, Set<number>>();
const CACHE_LIMIT = 2000;

export function cachedTrigrams(text: string): Set<number> {
  let grams = cache.get(text);
  if (!grams) {
    grams = wordTrigrams(text);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(text, grams);
  }
  return grams;
}

/** The highest trigram Jaccard similarity between a text and any of the others (0 when none). */
export function maxSimilarity(text: string, others: readonly string[]): number {
  const grams = wordTrigrams(text);
  let max = 0;
  for (const other of others) max = Math.max(max, jaccard(grams, cachedTrigrams(other)));
  return max;
}
