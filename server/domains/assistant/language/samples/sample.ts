import type { Language } from '@common/languages';

/** A realistic review written for the tests and the benchmark, in a known language. */
export interface ReviewSample {
  language: Language;
  reviewerName: string;
  rating: number;
  text: string;
}

export const samplesOf = (language: Language, rows: ReadonlyArray<readonly [string, number, string]>): ReviewSample[] =>
  rows.map(([reviewerName, rating, text]) => ({ language, reviewerName, rating, text }));
