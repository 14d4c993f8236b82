import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGUAGES, type Language } from '@common/languages';
import { rememberRecent } from '@server/lib/remember-recent';

/**
 * eld's n-gram scores for our nine languages. eld itself scores each n-gram for all 60 languages of its
 * 'small' database and drops the other 51 afterwards; that took a sixth of an offline draft. Scoring only
 * ours from the same database gives the same figures (the test holds them to eld.detect's) in a
 * fifth of the time (9 µs a review rather than 43). The database, its byte dictionary and its word separators are eld's own files,
 * loaded beside its 'small' entry because eld exports no other way to reach them.
 */
export type LanguageScores = Partial<Record<Language, number>>;

export interface EldScores {
  scores: LanguageScores;
  /** The same scores, highest first (eld's order for ties). */
  ranked: ReadonlyArray<readonly [Language, number]>;
}

/** eld takes the first 1,000 characters, cuts at a space after 350 bytes and anywhere after 380. */
const MAX_CHARS = 1000;
const CUT_AT_SPACE_AFTER = 350;
const CUT_AFTER = 380;
/** Per n-gram, eld stores its score minus this floor to keep the database small. */
const FLOOR = 53;
/** eld's scaling of a mean n-gram score to 0-1. */
const SCALE = 25;
const MAX_WORD_BYTES = 70;

interface EldFiles {
  languages: Record<string, string>;
  ngrams: Record<string, Record<string, number>>;
  dictionary: readonly string[];
  separators: RegExp;
}

async function loadEldFiles(): Promise<EldFiles> {
  const entries = path.dirname(fileURLToPath(import.meta.resolve('eld/small')));
  const load = (file: string): Promise<Record<string, unknown>> => import(pathToFileURL(path.join(entries, '..', file)).href);
  const [{ ngramsData }, { dictionary }, { separators }] = await Promise.all([load('ngrams/small.js'), load('dictionary.js'), load('regexPatterns.js')]);
  if (!isDatabase(ngramsData) || !Array.isArray(dictionary) || !(separators instanceof RegExp)) {
    throw new Error("eld's files are not laid out as this version expects: check eld-scores.ts against eld's source");
  }
  return { ...ngramsData, dictionary: dictionary.map(String), separators };
}

function isDatabase(value: unknown): value is Pick<EldFiles, 'languages' | 'ngrams'> {
  const data = value as Partial<EldFiles> | undefined;
  return typeof data?.languages === 'object' && typeof data.ngrams === 'object';
}

const eld = await loadEldFiles();

/**
 * An n-gram as a number: its characters' codes (eld's dictionary keeps each byte's character under 256) in
 * base 256. Six characters, the longest eld stores, fit a double exactly; looking numbers up in a typed
 * table rather than strings in a map is what makes the scoring fast.
 */
const BASE = 256;
const MAX_NGRAM = 6;
const SPACE = 32;
const codeOfByte = Uint8Array.from({ length: BASE }, (_, byte) => (byte < 0x80 ? byte : eld.dictionary[byte]!.charCodeAt(0)));

/** Our languages as eld numbers them. */
const OURS = Object.entries(eld.languages).filter(([, code]) => (LANGUAGES as readonly string[]).includes(code)) as Array<[string, Language]>;

/** Open addressing over numeric keys (0 is empty: no character code is 0); each key's row of scores, floor added back. */
const SLOTS = 1 << 16;
const keys = new Float64Array(SLOTS);
const rowAt = new Int32Array(SLOTS);
const rows: number[] = [];

const slotOf = (key: number) => (Math.imul((key >>> 0) ^ Math.imul(Math.floor(key / 2 ** 32), 0x85ebca6b), 0x9e3779b1) >>> 16) & (SLOTS - 1);
function find(key: number): number {
  let slot = slotOf(key);
  while (keys[slot] !== 0 && keys[slot] !== key) slot = (slot + 1) & (SLOTS - 1);
  return slot;
}

for (const [ngram, weights] of Object.entries(eld.ngrams)) {
  const row = OURS.map(([number]) => (weights[number] === undefined ? 0 : weights[number]! + FLOOR));
  if (row.every((weight) => weight === 0)) continue;
  let key = 0;
  for (let at = 0; at < ngram.length; at++) key = key * BASE + ngram.charCodeAt(at);
  if (ngram.length > MAX_NGRAM || [...ngram].some((char) => char.charCodeAt(0) >= BASE)) throw new Error(`eld's n-gram '${ngram}' is not of the expected form`);
  const slot = find(key);
  keys[slot] = key;
  rowAt[slot] = rows.length / OURS.length;
  rows.push(...row);
}
const ROWS = Float64Array.from(rows);

/** The text's words as character codes, one per UTF-8 byte as eld reads them, cut where eld cuts; and where each word ends. */
const codes = new Uint8Array(CUT_AFTER + 4);
const ends = new Int32Array(CUT_AFTER + 4);
function encode(text: string): number {
  let length = 0;
  let words = 0;
  let bytes = 0;
  const push = (byte: number) => (codes[length++] = codeOfByte[byte]!);
  const close = () => {
    if (length > (words === 0 ? 0 : ends[words - 1]!)) ends[words++] = length;
  };
  for (let at = 0; at < text.length && bytes <= CUT_AFTER; at++) {
    let code = text.charCodeAt(at);
    if (code < 0x80) {
      bytes++;
      if (code !== SPACE) push(code);
      else {
        close();
        if (bytes > CUT_AT_SPACE_AFTER + 1) break;
      }
    } else if (code < 0x800) {
      push(0xc0 | (code >> 6));
      push(0x80 | (code & 0x3f));
      bytes += 2;
    } else if (code < 0xd800 || code >= 0xe000) {
      push(0xe0 | (code >> 12));
      push(0x80 | ((code >> 6) & 0x3f));
      push(0x80 | (code & 0x3f));
      bytes += 3;
    } else {
      code = 0x10000 + (((code & 0x3ff) << 10) | (text.charCodeAt(++at) & 0x3ff));
      push(0xf0 | (code >> 18));
      push(0x80 | ((code >> 12) & 0x3f));
      push(0x80 | ((code >> 6) & 0x3f));
      push(0x80 | (code & 0x3f));
      bytes += 4;
    }
  }
  close();
  return words;
}

/** The key of codes[from, to), led and followed by a space as asked; null when it is longer than any n-gram eld stores. */
function keyOf(from: number, to: number, lead: boolean, trail: boolean): number | null {
  if (to - from + +lead + +trail > MAX_NGRAM) return null;
  let key = lead ? SPACE : 0;
  for (let at = from; at < to; at++) key = key * BASE + codes[at]!;
  return trail ? key * BASE + SPACE : key;
}

/**
 * eld's n-grams, sorted and without repeats: four bytes at a stride of three, the first led by a space, and the word's end
 * followed by one (a short word whole, between spaces). Only the first 70 bytes of a word are strided; its end is read to
 * its last byte. Returns how many there are, and how many of them are longer than any eld stores (no key).
 */
const found = new Float64Array(CUT_AFTER * 2);
function ngramsOf(text: string): { count: number; longer: number } {
  let count = 0;
  let longer: Set<string> | null = null;
  const words = encode(text);
  for (let word = 0, start = 0; word < words; start = ends[word++]!) {
    const end = ends[word]!;
    const length = Math.min(end - start, MAX_WORD_BYTES);
    let at = 0;
    for (; at + 4 < length; at += 3) found[count++] = keyOf(start + at, start + at + 4, at === 0, false)!;
    const from = length !== 3 ? Math.max(0, length - 4) : 0;
    const key = keyOf(start + from, end, at === 0, true);
    if (key !== null) found[count++] = key;
    else (longer ??= new Set()).add(String.fromCharCode(...codes.subarray(start + from, end)));
  }
  const sorted = found.subarray(0, count).sort();
  let unique = 0;
  for (let at = 0; at < count; at++) if (at === 0 || sorted[at] !== sorted[at - 1]) found[unique++] = sorted[at]!;
  return { count: unique, longer: longer?.size ?? 0 };
}

function score(text: string): EldScores {
  const { count, longer } = ngramsOf(text.substring(0, MAX_CHARS).replace(eld.separators, ' ').trim().toLowerCase());
  const sums = new Float64Array(OURS.length);
  for (let n = 0; n < count; n++) {
    const slot = find(found[n]!);
    if (keys[slot] === 0) continue;
    const row = rowAt[slot]! * OURS.length;
    for (let at = 0; at < OURS.length; at++) sums[at]! += ROWS[row + at]!;
  }
  const scaled: Array<[Language, number]> = [];
  OURS.forEach(([, language], at) => {
    const mean = sums[at]! / (count + longer);
    if (sums[at]! > 0) scaled.push([language, mean / (mean + SCALE)]);
  });
  scaled.sort((a, b) => b[1] - a[1]);
  const scores: LanguageScores = {};
  for (const [language, value] of scaled) scores[language] = value;
  return { scores, ranked: scaled };
}

/**
 * By text alone: a review is detected with the account's language as the fallback when it is drafted and
 * with the owner's interface language when it is summarised, and the n-grams are the same both times.
 */
export const eldScores: (text: string) => EldScores = rememberRecent((text) => text, score);
