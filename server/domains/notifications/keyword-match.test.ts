import { describe, expect, it } from 'vitest';
import { matchKeywords } from './keyword-match';

describe('matchKeywords', () => {
  it('finds a keyword as a whole word, whatever its case', () => {
    expect(matchKeywords(['The SERVICE was slow.'], ['service'])).toEqual(['service']);
    expect(matchKeywords(['Service!'], ['service'])).toEqual(['service']);
    expect(matchKeywords(['(service)'], ['service'])).toEqual(['service']);
  });

  it('does not match inside a longer word', () => {
    expect(matchKeywords(['Their services were fine'], ['service'])).toEqual([]);
    expect(matchKeywords(['A disservice to guests'], ['service'])).toEqual([]);
    expect(matchKeywords(['Rudeness everywhere'], ['rude'])).toEqual([]);
    expect(matchKeywords(['room2 was cold'], ['room'])).toEqual([]);
  });

  it('treats letters outside ASCII as letters (Danish, German, Finnish)', () => {
    expect(matchKeywords(['Kaffen var kold'], ['kaffe'])).toEqual([]);
    expect(matchKeywords(['Dårlig kaffe, men søde folk'], ['kaffe'])).toEqual(['kaffe']);
    expect(matchKeywords(['Sehr UNFREUNDLICHES Personal'], ['unfreundliches'])).toEqual(['unfreundliches']);
    expect(matchKeywords(['Über alles zufrieden'], ['über'])).toEqual(['über']);
    expect(matchKeywords(['Ruoka oli kylmää'], ['kylmä'])).toEqual([]);
    expect(matchKeywords(['Ruoka oli kylmää'], ['kylmää'])).toEqual(['kylmää']);
    // "ø" is a letter, so "rød" is not found in "brød".
    expect(matchKeywords(['Godt brød'], ['rød'])).toEqual([]);
    // Upper-case Æ Ø Å fold to lower case.
    expect(matchKeywords(['ØL OG MAD'], ['øl'])).toEqual(['øl']);
  });

  it('matches text in either Unicode normal form', () => {
    const decomposed = 'Cafe\u0301 fantastique'; // e + combining acute
    expect(matchKeywords([decomposed], ['café'])).toEqual(['café']);
    expect(matchKeywords(['Café fantastique'], ['cafe\u0301'])).toEqual(['cafe\u0301']);
    // The accent belongs to the word: "cafe" is not found in "café".
    expect(matchKeywords(['Café fantastique'], ['cafe'])).toEqual([]);
  });

  it('matches a keyword of several words across any white space', () => {
    expect(matchKeywords(['The food was\n  cold   food indeed'], ['cold food'])).toEqual(['cold food']);
    expect(matchKeywords(['The food was cold'], ['cold food'])).toEqual([]);
    expect(matchKeywords(['lang ventetid i dag'], ['lang ventetid'])).toEqual(['lang ventetid']);
  });

  it('treats typographic and straight apostrophes alike', () => {
    expect(matchKeywords(['They didn’t call back'], ["didn't"])).toEqual(["didn't"]);
  });

  it('takes keywords literally, not as patterns', () => {
    expect(matchKeywords(['price was ok'], ['pr.ce'])).toEqual([]);
    expect(matchKeywords(['c++ meetup'], ['c++'])).toEqual(['c++']);
    expect(matchKeywords(['1/5 stars'], ['1/5'])).toEqual(['1/5']);
  });

  it('answers each match once, in the order of the keyword list, and looks in every text given', () => {
    expect(matchKeywords(['Rude staff', 'Dirty tables and rude waiter'], ['dirty', 'rude', 'RUDE', 'slow'])).toEqual(['dirty', 'rude']);
    expect(matchKeywords([null, 'Dirty'], ['dirty'])).toEqual(['dirty']);
  });

  it('answers nothing without keywords or without text', () => {
    expect(matchKeywords(['anything'], null)).toEqual([]);
    expect(matchKeywords(['anything'], [])).toEqual([]);
    expect(matchKeywords(['anything'], ['  '])).toEqual([]);
    expect(matchKeywords([null, undefined, ''], ['anything'])).toEqual([]);
  });
});
