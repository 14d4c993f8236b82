import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fitLength, type Part } from './fit-length';

const counted = vi.hoisted(() => [] as string[]);
vi.mock('@common/drafting/word-count', async (original) => {
  const actual = await original<typeof import('@common/drafting/word-count')>();
  return { ...actual, countWords: (text: string) => (counted.push(text), actual.countWords(text)) };
});

const part = (slot: string, text: string, priority: number, alternatives: string[] = []): Part => ({ slot, text, alternatives: () => alternatives, priority });

describe('fitLength', () => {
  beforeEach(() => {
    counted.length = 0;
  });

  it('drops the least important sentences and takes the shortest wordings until the reply fits', () => {
    const parts = [
      part('greeting', 'Hi Anna,', 85),
      part('opening', 'Thank you so very much for your kind and thoughtful review.', 100, ['Thanks for your review.']),
      part('extra', 'We love hearing from guests like you.', 10),
      part('closing', 'We hope to see you again very soon.', 50),
      part('signature', 'Best,\nMette', 90),
    ];
    expect(fitLength(parts, [], 5, 12).map((p) => p.text)).toEqual(['Hi Anna,', 'Thanks for your review.', 'Best,\nMette']);
  });

  it('counts each sentence once, however often the reply is weighed', () => {
    const parts = [part('opening', 'Thanks.', 100, ['Thank you so much.']), part('closing', 'See you soon.', 50), part('signature', 'Best,\nMette', 90)];
    const fitted = fitLength(parts, ['We love hearing from you.', 'It means a lot to the team.'], 20, 40);
    expect(fitted.map((p) => p.slot)).toEqual(['opening', 'extra', 'extra', 'closing', 'signature']);
    expect(counted.length).toBe(new Set(counted).size);
  });
});
