import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrustpilotEmulator, TrustpilotEmulatorOptions } from './create-emulator';
import { CAFE, PRIMARY_BUSINESS_USER } from './seed/businesses';
import { api, connect, testEmulator } from './testing';

const emulators: TrustpilotEmulator[] = [];
afterEach(async () => {
  await Promise.all(emulators.splice(0).map((e) => e.close()));
});

async function make(options: TrustpilotEmulatorOptions = {}) {
  const { emulator } = await testEmulator(options);
  emulators.push(emulator);
  return emulator;
}

const reviewsOf = (emulator: TrustpilotEmulator) => emulator.state.snapshot().reviews!;

describe('seeding', () => {
  it('is deterministic: the same seed and day give the same reviews', async () => {
    const a = await make({ reviews: 40 });
    const b = await make({ reviews: 40 });
    expect(reviewsOf(a)).toEqual(reviewsOf(b));
    const c = await make({ reviews: 40, randomSeed: 7 });
    expect(reviewsOf(c).map((r) => r.id)).not.toEqual(reviewsOf(a).map((r) => r.id));
  });

  it('seeds N reviews per unit, mostly Danish and English, every rating, some without language', async () => {
    const emulator = await make({ reviews: 2000 });
    const reviews = reviewsOf(emulator);
    expect(reviews).toHaveLength(6000);
    const share = (language: string) => reviews.filter((r) => r.language === language).length / reviews.length;
    expect(share('da') + share('en')).toBeGreaterThan(0.65);
    expect(share('sv')).toBeGreaterThan(0.04);
    expect(share('de')).toBeGreaterThan(0.04);
    const withoutLanguage = reviews.filter((r) => !r.language).length / reviews.length;
    expect(withoutLanguage).toBeGreaterThan(0.05);
    expect(withoutLanguage).toBeLessThan(0.2);
    expect(new Set(reviews.map((r) => r.stars))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(reviews.map((r) => r.id)).size).toBe(6000);
  });

  it('even the smallest seed has every language, every rating and a review without language', async () => {
    const reviews = (await make({ reviews: 5 })).state.snapshot({ businessUnitId: CAFE.id }).reviews!;
    expect(new Set(reviews.flatMap((r) => r.language ?? []))).toEqual(new Set(['da', 'en', 'sv', 'de']));
    expect(new Set(reviews.map((r) => r.stars))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(reviews.some((r) => !r.language)).toBe(true);
  });

  it('a seed file replaces the reviews with its own, on one business unit', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'trustpilot-seed-')), 'reviews.json');
    writeFileSync(
      file,
      JSON.stringify({
        businessUnitName: 'Min Butik',
        reviews: [
          { stars: 5, title: 'Top', text: 'Rigtig god service', language: 'da', createdAt: '2026-10-01T08:00:00', companyReply: { text: 'Tak!' } },
          { id: 'mine-2', stars: 2, text: 'Slow delivery', consumer: { displayName: 'Ann' }, links: [] },
        ],
      }),
    );
    const emulator = await make({ seedFile: file, autoConsent: true });
    const tokens = await connect(emulator);
    const units = (await api(emulator, tokens.access_token, '/v1/private/business-units')).json().businessUnits;
    expect(units.map((u: { displayName: string }) => u.displayName)).toEqual(['Min Butik']);
    const reviews = (await api(emulator, tokens.access_token, `/v1/private/business-units/${CAFE.id}/reviews`)).json().reviews;
    expect(reviews.map((r: { text: string }) => r.text)).toEqual(['Slow delivery', 'Rigtig god service']);
    expect(reviews[0]).toMatchObject({ id: 'mine-2', consumer: { displayName: 'Ann' } });
    expect(reviews[0]).not.toHaveProperty('language');
    expect(reviews[1]).toMatchObject({ createdAt: '2026-10-01T08:00:00', companyReply: { text: 'Tak!', authorBusinessUserId: PRIMARY_BUSINESS_USER.id } });
  });

  it('a broken seed file names the field that is wrong', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'trustpilot-seed-')), 'reviews.json');
    writeFileSync(file, JSON.stringify([{ stars: 6, text: 'x' }]));
    await expect(make({ seedFile: file })).rejects.toThrow(/at 0\.stars/);
  });
});
