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

  it('keeps exactly the latest answers however many times the oldest has been dropped', () => {
    const calls: number[] = [];
    const double = rememberRecent((n: number) => String(n), (n: number) => (calls.push(n), n * 2), 3);
    for (let n = 0; n < 10; n++) double(n);
    calls.length = 0;
    for (const n of [9, 8, 7, 6, 9]) double(n);
    expect(calls).toEqual([6]);
    double(7); // 7 was pushed out by 6
    expect(calls).toEqual([6, 7]);
  });
});
