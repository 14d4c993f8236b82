import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createGoogleEmulator, TEXT_BANK, type GoogleEmulator } from './create-emulator';
import { GROUP_ACCOUNT, PERSONAL_ACCOUNT, SEED_LOCATIONS } from './seed/businesses';
import { api, connect, testClock, testEmulator } from './testing';
import { LANGUAGES, STAR_RATINGS } from './types';

const emulators: GoogleEmulator[] = [];
afterEach(async () => {
  await Promise.all(emulators.splice(0).map((e) => e.close()));
});

async function make(options: Parameters<typeof createGoogleEmulator>[0] = {}) {
  const { emulator } = await testEmulator(options);
  emulators.push(emulator);
  return emulator;
}

const reviewsOf = (emulator: GoogleEmulator) => emulator.state.snapshot().reviews!;

describe('the text bank', () => {
  it('has at least ten natural texts per language, every rating in each, topics tagged', () => {
    for (const language of LANGUAGES) {
      const bank = TEXT_BANK[language];
      expect(bank.language).toBe(language);
      expect(bank.texts.length).toBeGreaterThanOrEqual(10);
      const generic = bank.texts.filter((t) => t.kind === 'any');
      expect(new Set(generic.map((t) => t.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
      for (const text of bank.texts) expect(text.topics.length).toBeGreaterThan(0);
      expect(bank.names.length).toBeGreaterThanOrEqual(10);
      expect(bank.texts.some((t) => t.translation)).toBe(true);
    }
  });
});

describe('seeding', () => {
  it('is deterministic: the same seed and day give the same reviews', async () => {
    const a = await make({ seed: 40 });
    const b = await make({ seed: 40 });
    expect(reviewsOf(a)).toEqual(reviewsOf(b));
    const c = await make({ seed: 40, randomSeed: 7 });
    expect(reviewsOf(c).map((r) => r.reviewId)).not.toEqual(reviewsOf(a).map((r) => r.reviewId));
  });

  it('seeds N reviews per location (--reviews N)', async () => {
    const emulator = await make({ seed: 250 });
    const snapshot = emulator.state.snapshot({ includeReviews: false });
    expect(snapshot.locations).toHaveLength(4);
    expect(snapshot.counts.reviews).toBe(1000);
    for (const location of snapshot.locations) expect(emulator.state.snapshot({ location: location.reviewsParent }).counts.reviews).toBe(250);
  });

  it('even the default demo seed covers all nine languages on every location, and every rating', async () => {
    const emulator = await createGoogleEmulator({ clock: testClock().now });
    emulators.push(emulator);
    const reviews = reviewsOf(emulator);
    expect(reviews).toHaveLength(120);
    for (const location of SEED_LOCATIONS) {
      const here = reviews.filter((r) => r.location === `${location.accountName}/${location.location.name}`);
      expect(new Set(here.map((r) => r.language).filter(Boolean))).toEqual(new Set(LANGUAGES));
      expect(new Set(here.map((r) => r.starRating))).toEqual(new Set(STAR_RATINGS));
    }
  });

  it('includes rating-only reviews, both translation envelope layouts, anonymous reviewers and existing replies', async () => {
    const reviews = reviewsOf(await make({ seed: 400 }));
    expect(reviews.some((r) => r.comment === undefined)).toBe(true);
    expect(reviews.some((r) => r.comment?.startsWith('(Translated by Google) ') && r.comment.includes('\n\n(Original)\n'))).toBe(true);
    expect(reviews.some((r) => r.comment && !r.comment.startsWith('(Translated') && r.comment.includes('\n\n(Translated by Google)\n'))).toBe(true);
    expect(reviews.some((r) => r.reviewer.isAnonymous === true && r.reviewer.displayName === 'A Google User')).toBe(true);
    expect(reviews.some((r) => r.reviewReply?.reviewReplyState === 'APPROVED')).toBe(true);
    expect(reviews.some((r) => r.reviewMediaItems?.length)).toBe(true);
    expect(reviews.some((r) => r.updateTime !== r.createTime)).toBe(true);
  });

  it('spreads createTime over the last months, all in the past', async () => {
    const clock = testClock();
    const times = reviewsOf(await make({ seed: 200 })).map((r) => Date.parse(r.createTime));
    expect(Math.max(...times)).toBeLessThan(clock.now());
    expect(clock.now() - Math.min(...times)).toBeGreaterThan(120 * 24 * 3600_000);
    expect(clock.now() - Math.min(...times)).toBeLessThan(182 * 24 * 3600_000);
  });

  it('holds as many locations as asked (--locations N): one keeps only its account, more are numbered in the group', async () => {
    const one = (await make({ locations: 1 })).state.snapshot({ includeReviews: false });
    expect(one.locations.map((l) => l.title)).toEqual(['Café Solsikke']);
    const accounts = one.accounts.map((a) => a.name);
    expect(accounts).toContain(PERSONAL_ACCOUNT);
    expect(accounts).not.toContain(GROUP_ACCOUNT);
    const ten = (await make({ locations: 10, seed: 2 })).state.snapshot({ includeReviews: false });
    expect(ten.locations).toHaveLength(10);
    expect(new Set(ten.locations.map((l) => l.title)).size).toBe(10);
    expect(new Set(ten.locations.map((l) => l.reviewsParent)).size).toBe(10);
    expect(ten.locations.slice(4).every((l) => l.account === GROUP_ACCOUNT)).toBe(true);
    expect(ten.counts.reviews).toBe(20);
  });

  it('seeds 10,000 reviews per location quickly enough for the benchmark', async () => {
    const started = Date.now();
    const emulator = await make({ seed: 10_000 });
    expect(emulator.state.snapshot({ includeReviews: false }).counts.reviews).toBe(40_000);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('seed file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'google-emulator-seed-'));
  const file = (name: string, content: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, JSON.stringify(content));
    return path;
  };
  const reviews = [
    { reviewId: 'mine-1', reviewer: { displayName: 'Karen Blixen' }, starRating: 'FIVE', comment: 'Vidunderligt sted!', createTime: '2026-10-01T10:00:00Z' },
    { reviewId: 'mine-2', reviewer: { displayName: 'H. C. Andersen' }, starRating: 'TWO', createTime: '2026-10-02T10:00:00Z' },
    { reviewId: 'mine-3', starRating: 'THREE', comment: 'Okay.', createTime: '2026-10-03T10:00:00Z' },
  ];

  it('replaces the built-in reviews, all on one account and one location', async () => {
    const emulator = await make({ seedFile: file('array.json', reviews), autoConsent: true });
    const tokens = await connect(emulator);
    const accounts = (await api(emulator, tokens.access_token, '/v1/accounts')).json().accounts;
    expect(accounts.map((a: { name: string }) => a.name)).toEqual([PERSONAL_ACCOUNT]);
    const locations = (await api(emulator, tokens.access_token, `/v1/${PERSONAL_ACCOUNT}/locations?readMask=name`)).json().locations;
    expect(locations).toHaveLength(1);
    const listed = (await api(emulator, tokens.access_token, `/v4/${PERSONAL_ACCOUNT}/${locations[0].name}/reviews`)).json();
    expect(listed.totalReviewCount).toBe(3);
    expect(listed.reviews.map((r: { reviewId: string }) => r.reviewId)).toEqual(['mine-3', 'mine-2', 'mine-1']);
    expect(listed.reviews[2]).toMatchObject({ reviewer: { displayName: 'Karen Blixen' }, starRating: 'FIVE', comment: 'Vidunderligt sted!', createTime: '2026-10-01T10:00:00.000Z' });
    expect(listed.reviews[1].comment).toBeUndefined();
  });

  it('puts each entry on the location it names, one location per name, in the order they first appear', async () => {
    const named = [
      { ...reviews[0], location: 'Café Solsikke' },
      { ...reviews[1], location: 'Bistro Havnen' },
      { ...reviews[2], location: 'Café Solsikke' },
    ];
    const snapshot = (await make({ seedFile: file('named.json', named) })).state.snapshot();
    expect(snapshot.locations.map((l) => l.title)).toEqual(['Café Solsikke', 'Bistro Havnen']);
    const on = (title: string) => snapshot.reviews!.filter((r) => r.location === snapshot.locations.find((l) => l.title === title)!.reviewsParent).map((r) => r.reviewId);
    expect(on('Café Solsikke').sort()).toEqual(['mine-1', 'mine-3']);
    expect(on('Bistro Havnen')).toEqual(['mine-2']);
  });

  it('honours EMULATOR_SEED_FILE and the { locationTitle, reviews } form', async () => {
    process.env.EMULATOR_SEED_FILE = file('object.json', { locationTitle: 'Bageriet Ved Åen', reviews });
    try {
      const emulator = await make({});
      const snapshot = emulator.state.snapshot();
      expect(snapshot.locations.map((l) => l.title)).toEqual(['Bageriet Ved Åen']);
      expect(snapshot.reviews).toHaveLength(3);
    } finally {
      delete process.env.EMULATOR_SEED_FILE;
    }
  });

  it('refuses a file that is not a list of v4 reviews, naming the place', async () => {
    await expect(make({ seedFile: file('bad.json', [{ reviewId: 'x', starRating: 'SIX' }]) })).rejects.toThrow(/seed file .* at 0\.starRating/);
    await expect(make({ seedFile: join(dir, 'missing.json') })).rejects.toThrow(/cannot read seed file/);
    await expect(make({ seedFile: file('dupe.json', [reviews[0], reviews[0]]) })).rejects.toThrow(/repeats reviewId mine-1/);
  });
});
