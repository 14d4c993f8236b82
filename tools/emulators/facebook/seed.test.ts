import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../google/types';
import type { FacebookEmulator, FacebookEmulatorOptions } from './create-emulator';
import { RECOMMENDATIONS_SINCE } from './seed/generate-ratings';
import { BAKERY, CAFE } from './seed/world';
import { connect, graph, testEmulator, VERSION } from './testing';

const emulators: FacebookEmulator[] = [];
afterEach(async () => {
  await Promise.all(emulators.splice(0).map((e) => e.close()));
});

async function make(options: FacebookEmulatorOptions = {}) {
  const { emulator } = await testEmulator(options);
  emulators.push(emulator);
  return emulator;
}

const ratingsOf = (emulator: FacebookEmulator, pageId?: string) => emulator.state.snapshot({ pageId }).ratings!;

describe('seeding', () => {
  it('is deterministic: the same seed and day give the same ratings', async () => {
    const a = await make({ ratings: 30 });
    const b = await make({ ratings: 30 });
    expect(ratingsOf(a)).toEqual(ratingsOf(b));
    const c = await make({ ratings: 30, randomSeed: 7 });
    expect(ratingsOf(c).map((r) => r.key)).not.toEqual(ratingsOf(a).map((r) => r.key));
  });

  it('gives each Page its ratings in all nine languages, mostly positive, with every kind the adapter must handle', async () => {
    const emulator = await make({ ratings: 30 });
    for (const pageId of emulator.state.snapshot({ includeRatings: false }).pages.map((p) => p.id)) {
      const ratings = ratingsOf(emulator, pageId).filter((r) => !r.hidden);
      expect(ratings).toHaveLength(30);
      expect(new Set(ratings.map((r) => r.language))).toEqual(new Set(LANGUAGES));
      const positive = ratings.filter((r) => r.recommendation_type === 'positive').length;
      expect(positive).toBeGreaterThan(15);
      expect(ratings.some((r) => r.recommendation_type === 'negative')).toBe(true);
      expect(ratings.some((r) => r.review_text === undefined)).toBe(true);
      expect(ratings.some((r) => r.rating !== undefined && !r.open_graph_story_id)).toBe(true);
      expect(ratings.some((r) => r.rating !== undefined && r.recommendation_type === undefined)).toBe(true);
      expect(ratings.some((r) => r.comments.some((c) => c.from.id === pageId))).toBe(true);
      expect(ratings.some((r) => r.comments.length > 0 && r.comments.every((c) => c.from.id !== pageId))).toBe(true);
      // Stars only before recommendations replaced them, and every newer rating has a story.
      for (const r of ratings) {
        const before = Date.parse(r.created_time.replace('+0000', 'Z')) < RECOMMENDATIONS_SINCE;
        expect(r.rating !== undefined).toBe(before);
        if (!before) expect(r.open_graph_story_id).toEqual(expect.any(String));
      }
    }
  });

  it('scales to thousands of ratings per Page with unique keys and stories', async () => {
    const emulator = await make({ ratings: 1500 });
    const ratings = ratingsOf(emulator);
    expect(ratings.filter((r) => !r.hidden)).toHaveLength(4500);
    expect(new Set(ratings.map((r) => r.key)).size).toBe(ratings.length);
    const stories = ratings.flatMap((r) => r.open_graph_story_id ?? []);
    expect(new Set(stories).size).toBe(stories.length);
  });

  it('a seed file replaces the ratings with its own, on one Page', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'facebook-seed-')), 'ratings.json');
    writeFileSync(
      file,
      JSON.stringify({
        pageName: 'Min Café',
        ratings: [
          { recommendation_type: 'positive', review_text: 'Rigtig god kaffe', created_time: '2026-10-01T08:00:00+0000', page_comment: { message: 'Tak!' } },
          { rating: 3, story: false, reviewer: { name: 'Old Timer' }, created_time: '2017-05-01T08:00:00+0000' },
        ],
      }),
    );
    const emulator = await make({ seedFile: file });
    const state = emulator.state.snapshot();
    // The first person manages only the file's Page; the other person keeps theirs, without ratings.
    expect(state.pages.map((p) => p.id)).toEqual([CAFE.id, BAKERY.id]);
    expect(state.pages[0]!.name).toBe('Min Café');
    expect(state.ratings).toEqual([
      expect.objectContaining({ recommendation_type: 'positive', review_text: 'Rigtig god kaffe', created_time: '2026-10-01T08:00:00+0000', comments: [expect.objectContaining({ message: 'Tak!' })] }),
      expect.objectContaining({ rating: 3, reviewer: expect.objectContaining({ name: 'Old Timer' }) }),
    ]);
    expect(state.ratings![1]).not.toHaveProperty('open_graph_story_id');
    const { pageTokens } = await connect(emulator);
    expect((await graph(emulator, pageTokens[CAFE.id], `/${VERSION}/${CAFE.id}/ratings`)).json().data).toHaveLength(2);
  });

  it('a broken seed file names the field that is wrong', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'facebook-seed-')), 'ratings.json');
    writeFileSync(file, JSON.stringify([{ review_text: 'No recommendation' }]));
    await expect(make({ seedFile: file })).rejects.toThrow(/seed file .* is not a list of ratings: at 0: needs recommendation_type or rating/);
  });
});
