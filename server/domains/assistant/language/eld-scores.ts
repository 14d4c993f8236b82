import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGUAGES, type Language } from '@common/languages';
import { rememberRecent } from '@server/lib/remember-recent';

/**
 * eld's n-gram scores for our nine languages. eld itself scores each n-gram for all 60 languages of its
 * 'small' database and drops the other 51 afterwards; that took a sixth of an offline draft. Scoring only
 * ours from the same database gives the same figures (the test holds them to eld.detect's) in a
 * quarter of the time. The database, its byte dictionary and its word separators are eld's own files,
 * loaded beside its 'small' entry because eld exports no other way to reach them.
 */
export type LanguageScores = Partial<Record<Language, number>>;

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
/** Our languages as eld numbers them, and each n-gram's score per language in that order (floor added back). */
const OURS = Object.entries(eld.languages).filter(([, code]) => (LANGUAGES as readonly string[]).includes(code)) as Array<[string, Language]>;
const TABLE = new Map<string, Float64Array>();
for (const [ngram, weights] of Object.entries(eld.ngrams)) {
  let row: Float64Array | null = null;
  OURS.forEach(([number], at) => {
    const weight = weights[number];
    if (weight === undefined) return;
    row ??= new Float64Array(OURS.length);
    row[at] = weight + FLOOR;
  });
  if (row) TABLE.set(ngram, row);
}

/** The text's words as strings of UTF-8 bytes, one character per byte (eld's dictionary), as eld cuts them. */
function byteWords(text: string): string[] {
  const words: string[] = [];
  let word = '';
  let bytes = 0;
  const byte = (value: number) => eld.dictionary[value]!;
  for (let at = 0; at < text.length && bytes <= CUT_AFTER; at++) {
    let code = text.charCodeAt(at);
    if (code < 0x80) {
      bytes++;
      if (code !== 32) word += text[at];
      else if (word !== '') {
        words.push(word);
        word = '';
      }
      if (code === 32 && bytes > CUT_AT_SPACE_AFTER + 1) break;
    } else if (code < 0x800) {
      word += byte(0xc0 | (code >> 6)) + byte(0x80 | (code & 0x3f));
      bytes += 2;
    } else if (code < 0xd800 || code >= 0xe000) {
      word += byte(0xe0 | (code >> 12)) + byte(0x80 | ((code >> 6) & 0x3f)) + byte(0x80 | (code & 0x3f));
      bytes += 3;
    } else {
      code = 0x10000 + (((code & 0x3ff) << 10) | (text.charCodeAt(++at) & 0x3ff));
      word += byte(0xf0 | (code >> 18)) + byte(0x80 | ((code >> 12) & 0x3f)) + byte(0x80 | ((code >> 6) & 0x3f)) + byte(0x80 | (code & 0x3f));
      bytes += 4;
    }
  }
  if (word !== '') words.push(word);
  return words;
}

/** eld's n-grams: four bytes at a stride of three, the first marked by a leading space, the last by a trailing one. */
function ngramsOf(words: readonly string[]): Set<string> {
  const ngrams = new Set<string>();
  for (const word of words) {
    const length = Math.min(word.length, MAX_WORD_BYTES);
    let at = 0;
    for (; at + 4 < length; at += 3) ngrams.add((at === 0 ? ' ' : '') + word.substring(at, at + 4));
    ngrams.add((at === 0 ? ' ' : '') + word.substring(length !== 3 ? length - 4 : 0) + ' ');
  }
  return ngrams;
}

function score(text: string): { scores: LanguageScores } {
  const ngrams = ngramsOf(byteWords(text.substring(0, MAX_CHARS).replace(eld.separators, ' ').trim().toLowerCase()));
  const sums = new Float64Array(OURS.length);
  for (const ngram of ngrams) {
    const row = TABLE.get(ngram);
    if (row) for (let at = 0; at < row.length; at++) sums[at]! += row[at]!;
  }
  const scaled = OURS.flatMap(([, language], at) => {
    const mean = sums[at]! / ngrams.size;
    return sums[at]! > 0 ? [[language, mean / (mean + SCALE)] as const] : [];
  });
  return { scores: Object.fromEntries(scaled.sort((a, b) => b[1] - a[1])) };
}

/**
 * By text alone: a review is detected with the account's language as the fallback when it is drafted and
 * with the owner's interface language when it is summarised, and the n-grams are the same both times.
 */
export const eldScores: (text: string) => { scores: LanguageScores } = rememberRecent((text) => text, score);
