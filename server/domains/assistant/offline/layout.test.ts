import { describe, expect, it } from 'vitest';
import { firstSentenceOf } from './layout';

describe('firstSentenceOf', () => {
  it('skips the greeting, short or ending in a comma, and takes the first sentence of the body', () => {
    expect(firstSentenceOf('Hi Anna,\n\nThank you so much! We loved it.\n\nMette')).toBe('Thank you so much!');
    expect(firstSentenceOf('Guten Tag Petra & Klaus,\n\nvielen Dank für Ihre Bewertung. Bis bald!\n\nJulia')).toBe('vielen Dank für Ihre Bewertung.');
  });

  it('takes the body itself when there is no greeting', () => {
    expect(firstSentenceOf('Thank you for rating us so highly, it means a lot. See you soon!\n\nMette')).toBe('Thank you for rating us so highly, it means a lot.');
  });
});
