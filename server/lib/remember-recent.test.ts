import { describe, expect, it } from 'vitest';
import { rememberRecent } from './remember-recent';

describe('rememberRecent', () => {
  it('computes once per key while the key is among the latest, and again once it has been pushed out', () => {
    const calls: string[] = [];
    const upper = rememberRecent(
      (text: string) => text,
      (text: string) => {
        calls.push(text);
        return { text: text.toUpperCase() };
      },
      2,
    );
    expect(upper('a')).toEqual({ text: 'A' });
    expect(upper('a')).toBe(upper('a'));
    upper('b');
    upper('c'); // pushes 'a' out
    upper('a');
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });
});
