import { eld } from 'eld/small';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@common/languages';
import { eldScores } from './eld-scores';
import { REVIEW_SAMPLES } from './review-samples';

const reference = eld.newInstance();
reference.setLanguageSubset([...LANGUAGES]);

const LONG = 'Vi kom ind en regnvejrsdag og blev mødt af den søde duft af kanelsnegle. '.repeat(12);
const EDGES = [
  LONG,
  `${'ø'.repeat(200)} slut`,
  'Don’t miss the flat white — it’s the best in town 😍👌🏼 www.example.com 12:30',
  'Ça vaut le détour !!! Très très bon 🥐☕',
  'Grüße aus Köln, straße, STRASSE, Maß',
  'a b c',
  `Supercalifragilistic${'o'.repeat(60)} and ${'x'.repeat(71)} words, ${'é'.repeat(40)} too`,
];

describe('eldScores', () => {
  it("gives eld's own scores for our nine languages, in eld's order", () => {
    for (const text of [...REVIEW_SAMPLES.map((sample) => sample.text), ...EDGES]) {
      const theirs = reference.detect(text).getScores();
      const { scores: ours, ranked } = eldScores(text);
      expect(Object.keys(ours), text).toEqual(Object.keys(theirs));
      expect(ranked.map(([language]) => language), text).toEqual(Object.keys(theirs));
      for (const [language, score] of Object.entries(theirs)) expect(ours[language as keyof typeof ours], text).toBeCloseTo(score, 12);
    }
  });
});
