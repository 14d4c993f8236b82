import { escapeRegExp } from './escape-reg-exp';

describe('escapeRegExp', () => {
  it('matches text with special characters literally', () => {
    const text = 'Café (1.5€) [a|b] {n}? ^$*+\\';
    expect(new RegExp(`^${escapeRegExp(text)}$`, 'u').test(text)).toBe(true);
    expect(new RegExp(escapeRegExp('a.c'), 'u').test('abc')).toBe(false);
  });
});
