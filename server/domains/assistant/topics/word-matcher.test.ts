import { describe, expect, it } from 'vitest';
import { tokenise, WordMatcher } from './word-matcher';

const PATTERNS: Array<readonly [string, string]> = [
  ['coffee', 'exact'],
  ['cof*', 'stem3'],
  ['co*', 'stem2'],
  ['*fee', 'suffix'],
  ['*ff*', 'anywhere'],
  ['coffee shop', 'phrase'],
  ['coffee sh*', 'phrase-stem'],
  ['petit', 'head'],
  ["don't like", 'apostrophe'],
];

const found = (matcher: WordMatcher<string>, text: string) => matcher.matches(tokenise(text)).map(({ value, token }) => `${token}:${value}`);

describe('WordMatcher', () => {
  const matcher = new WordMatcher(PATTERNS);

  it('reports every pattern at every token, in the order: exact words, stems, suffixes, the rest', () => {
    expect(found(matcher, 'Coffee shop')).toEqual(['0:exact', '0:phrase', '0:phrase-stem', '0:stem3', '0:stem2', '0:suffix', '0:anywhere']);
    expect(found(matcher, 'a cozy toffee')).toEqual(['1:stem2', '2:suffix', '2:anywhere']);
  });

  it('keeps a decimal figure or a time in one token, which ends no sentence', () => {
    expect(tokenise('£4.20 for a latte, 9,80 € and 10.25').map(({ text, sentence }) => `${text}/${sentence}`)).toEqual(['£/0', '4.20/0', 'for/0', 'a/0', 'latte/0', '9,80/0', '€/0', 'and/0', '10.25/0']);
  });

  it('ends a sentence at an abbreviation only when a capital follows it, and never at a title', () => {
    const sentences = (text: string) => tokenise(text).map(({ text: word, sentence }) => `${word}/${sentence}`);
    expect(sentences('1 340 kr. Fantastiskt.')).toEqual(['1/0', '340/0', 'kr/0', 'fantastiskt/1']);
    expect(sentences('145 kr. for en sandwich')).toEqual(['145/0', 'kr/0', 'for/0', 'en/0', 'sandwich/0']);
    expect(sentences('Le Dr. Morel')).toEqual(['le/0', 'dr/0', 'morel/0']);
    // What a lunch includes, what it is for example, and what it costs by the way are one sentence with their abbreviation.
    expect(sentences('Lounas 12,90 € sis. kahvin')).toEqual(['lounas/0', '12,90/0', '€/0', 'sis/0', 'kahvin/0']);
    expect(sentences('Brunch, t.ex. äggen')).toEqual(['brunch/0', 't/0', 'ex/0', 'äggen/0']);
    expect(sentences('dyrt, f.eks. kaffen')).toEqual(['dyrt/0', 'f/0', 'eks/0', 'kaffen/0']);
  });

  it('ends a sentence at an ellipsis written as one character, as at three full stops', () => {
    const sentences = (text: string) => tokenise(text).map(({ text: word, sentence }) => `${word}/${sentence}`);
    expect(sentences('Ailleurs… Dommage')).toEqual(sentences('Ailleurs... Dommage'));
    expect(sentences('Ailleurs… Dommage')).toEqual(['ailleurs/0', 'dommage/1']);
  });

  it("keeps a Nordic whole amount written with ',-' in one token", () => {
    expect(tokenise('Men 345,- for en kylling og 1.400,- for en nat').map((token) => token.text)).toEqual(['men', '345,-', 'for', 'en', 'kylling', 'og', '1.400,-', 'for', 'en', 'nat']);
  });

  it('keeps every word at its place in the text after an abbreviation', () => {
    const text = 'Dr. Patel, ca. 20 min late. The cleaning cost 145 kr. Fine.';
    for (const token of tokenise(text)) expect(text.toLowerCase().slice(token.index, token.index + token.text.length)).toBe(token.text);
  });

  it('splits a unit written onto its figure, but not a word that holds a figure', () => {
    expect(tokenise('85e, 20min, 2h, mp3, 40-årsdag').map(({ text }) => text)).toEqual(['85', 'e', '20', 'min', '2', 'h', 'mp3', '40-årsdag']);
  });

  it('never runs a phrase over punctuation, and matches the first part of a hyphenated word', () => {
    expect(found(matcher, 'The coffee. Shop')).toEqual(['1:exact', '1:stem3', '1:stem2', '1:suffix', '1:anywhere']);
    expect(found(matcher, 'un petit-déjeuner')).toEqual(['1:head']);
    expect(found(matcher, 'I don’t like it')).toEqual(['1:apostrophe']);
    // A phrase's second word may be the first part of a hyphenated word, as its first may.
    expect(found(matcher, 'coffee shop-front')).toContain('0:phrase');
  });

  it('answers the same for a word it has met before, however often and among however many others', () => {
    const first = found(matcher, 'coffee cold coffee shop');
    for (let i = 0; i < 25_000; i++) matcher.matches(tokenise(`word${i} coffee`));
    expect(found(matcher, 'coffee cold coffee shop')).toEqual(first);
    expect(first).toEqual(['0:exact', '0:stem3', '0:stem2', '0:suffix', '0:anywhere', '1:stem2', '2:exact', '2:phrase', '2:phrase-stem', '2:stem3', '2:stem2', '2:suffix', '2:anywhere']);
  });
});
