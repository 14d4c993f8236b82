import { describe, expect, it } from 'vitest';
import { uniqueEmail, useTestApp } from '@server/test/test-app';

/** Spec section 3 (and 9): every setting with its default for a new account. */
const DEFAULTS = {
  uiLanguage: 'en',
  defaultTone: 'friendly',
  autoApprove5Star: false,
  autoApprove4Star: false,
  autoApprove3Star: false,
  autoApprove2Star: false,
  autoApprove1Star: false,
  emailNotifications: false,
  notifyNewReview: false,
  notifyLowRating: false,
  notifyResponseGenerated: false,
  digestFrequency: 'daily',
  digestTime: 9,
  postingHoursStart: 9,
  postingHoursEnd: 17,
  contactName: null,
  contactEmail: null,
  includeContactEmail: 'never',
  responseMinWords: 10,
  responseMaxWords: 100,
  customInstructions: null,
  forceLanguage: null,
  responseDelayMin: 30,
  responseDelayMax: 240,
  keywordAlerts: null,
  historyRetentionDays: 90,
};

describe('settings API', () => {
  const t = useTestApp();

  const getSettings = (cookie?: string) => t.request({ method: 'GET', url: '/api/settings', cookie });
  const patchSettings = (cookie: string | undefined, payload: unknown) =>
    t.request({ method: 'PATCH', url: '/api/settings', cookie, payload: payload as Record<string, unknown> });

  describe('without a session', () => {
    it('answers 401 to GET and PATCH', async () => {
      const get = await getSettings();
      expect(get.statusCode).toBe(401);
      expect(get.json()).toEqual({ message: expect.any(String) });
      expect((await patchSettings(undefined, { defaultTone: 'casual' })).statusCode).toBe(401);
      expect((await patchSettings('sid=garbage', { defaultTone: 'casual' })).statusCode).toBe(401);
    });
  });

  describe('GET /api/settings', () => {
    it('answers every field of the spec with its default for a new account', async () => {
      const { cookie } = await t.signUp();
      const response = await getSettings(cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject(DEFAULTS);
      for (const field of Object.keys(DEFAULTS)) expect(response.json()).toHaveProperty(field);
    });

    it('starts in the interface language given at sign-up', async () => {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: uniqueEmail(), password: 'correct horse battery', uiLanguage: 'sv' },
      });
      expect(response.statusCode).toBe(201);
      const cookie = `sid=${response.cookies.find((c) => c.name === 'sid')!.value}`;
      const settings = (await getSettings(cookie)).json();
      expect(settings).toMatchObject({ ...DEFAULTS, uiLanguage: 'sv' });
    });

    it('refuses an unknown uiLanguage at sign-up', async () => {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: uniqueEmail(), password: 'correct horse battery', uiLanguage: 'xx' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('uiLanguage');
    });

    it('creates the defaults for an account that has no settings row yet', async () => {
      const { cookie, userId } = await t.signUp();
      await t.ctx.database.query(`DELETE FROM settings WHERE user_id = $1`, [userId]);
      const response = await getSettings(cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject(DEFAULTS);
    });
  });

  describe('PATCH /api/settings', () => {
    it('saves a partial update, answers the whole settings and keeps the rest', async () => {
      const { cookie } = await t.signUp();
      const change = {
        defaultTone: 'casual',
        autoApprove5Star: true,
        postingHoursStart: 8,
        postingHoursEnd: 20,
        contactName: 'Karen',
        contactEmail: 'karen@example.com',
        includeContactEmail: 'all',
        customInstructions: 'Always thank the guest by name.',
        forceLanguage: 'da',
        responseMinWords: 5,
        responseMaxWords: 200,
        responseDelayMin: 0,
        responseDelayMax: 1440,
        historyRetentionDays: 30,
        emailNotifications: true,
        notifyLowRating: true,
        digestFrequency: 'weekly',
        digestTime: 23,
        uiLanguage: 'de',
      };
      const response = await patchSettings(cookie, change);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ...DEFAULTS, ...change });
      expect((await getSettings(cookie)).json()).toMatchObject({ ...DEFAULTS, ...change });
    });

    it('saves the six notification fields alone (the notifications screen)', async () => {
      const { cookie } = await t.signUp();
      const change = {
        emailNotifications: true,
        notifyNewReview: true,
        notifyLowRating: true,
        notifyResponseGenerated: true,
        digestFrequency: 'none',
        digestTime: 0,
      };
      expect((await patchSettings(cookie, change)).statusCode).toBe(200);
      expect((await getSettings(cookie)).json()).toMatchObject({ ...DEFAULTS, ...change });
    });

    it('accepts an empty object and changes nothing', async () => {
      const { cookie } = await t.signUp();
      const response = await patchSettings(cookie, {});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject(DEFAULTS);
    });

    const badValues: Array<[field: string, value: unknown]> = [
      ['responseMinWords', 4],
      ['responseMinWords', 51],
      ['responseMinWords', 10.5],
      ['responseMinWords', '10'],
      ['responseMaxWords', 19],
      ['responseMaxWords', 201],
      ['responseDelayMin', -1],
      ['responseDelayMin', 481],
      ['responseDelayMax', -1],
      ['responseDelayMax', 1441],
      ['postingHoursStart', 24],
      ['postingHoursStart', -1],
      ['postingHoursEnd', 24],
      ['digestTime', -1],
      ['digestTime', 24],
      ['historyRetentionDays', 45],
      ['historyRetentionDays', 0],
      ['uiLanguage', 'xx'],
      ['forceLanguage', 'xx'],
      ['defaultTone', 'angry'],
      ['includeContactEmail', 'sometimes'],
      ['digestFrequency', 'hourly'],
      ['autoApprove5Star', 'yes'],
      ['contactEmail', 'not-an-email'],
      ['keywordAlerts', 'rude'],
      ['timeZone', 'Mars/Olympus_Mons'],
      ['foo', 1],
    ];

    it.each(badValues)('refuses %s = %j with 400 naming the field, and saves nothing', async (field, value) => {
      const { cookie } = await t.signUp();
      const before = (await getSettings(cookie)).json();
      // A valid field in the same request must not be saved either.
      const response = await patchSettings(cookie, { contactName: 'Should Not Save', [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(field);
      expect(Object.keys(response.json().fields)).toEqual([field]);
      expect((await getSettings(cookie)).json()).toEqual(before);
    });

    it('accepts the bounds themselves', async () => {
      const { cookie } = await t.signUp();
      for (const change of [
        { responseMinWords: 5, responseMaxWords: 20 },
        { responseMinWords: 50, responseMaxWords: 200 },
        { responseDelayMin: 0, responseDelayMax: 0 },
        { responseDelayMin: 480, responseDelayMax: 1440 },
        { postingHoursStart: 0, postingHoursEnd: 23, digestTime: 23 },
        { historyRetentionDays: 60 },
      ]) {
        const response = await patchSettings(cookie, change);
        expect(response.statusCode, JSON.stringify(change)).toBe(200);
        expect(response.json()).toMatchObject(change);
      }
    });

    it('refuses minimum words above maximum words with 400, in one request or against the saved value', async () => {
      const { cookie } = await t.signUp();
      const together = await patchSettings(cookie, { responseMinWords: 50, responseMaxWords: 20 });
      expect(together.statusCode).toBe(400);
      expect(together.json().fields).toHaveProperty('responseMinWords');
      expect(together.json().message).toContain('responseMinWords');

      expect((await patchSettings(cookie, { responseMaxWords: 30 })).statusCode).toBe(200);
      const later = await patchSettings(cookie, { responseMinWords: 31, defaultTone: 'casual' });
      expect(later.statusCode).toBe(400);
      expect(later.json().fields).toHaveProperty('responseMinWords');
      expect((await getSettings(cookie)).json()).toMatchObject({ responseMinWords: 10, responseMaxWords: 30, defaultTone: 'friendly' });
    });

    it('refuses a minimum delay above the maximum delay with 400', async () => {
      const { cookie } = await t.signUp();
      const response = await patchSettings(cookie, { responseDelayMin: 300, responseDelayMax: 200 });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('responseDelayMin');
      expect((await getSettings(cookie)).json()).toMatchObject({ responseDelayMin: 30, responseDelayMax: 240 });
    });

    it('trims, lowercases and deduplicates keyword alerts', async () => {
      const { cookie } = await t.signUp();
      const response = await patchSettings(cookie, { keywordAlerts: ['  Rude ', 'rude', 'COLD FOOD', 'cold food', 'late'] });
      expect(response.statusCode).toBe(200);
      expect(response.json().keywordAlerts).toEqual(['rude', 'cold food', 'late']);
      expect((await getSettings(cookie)).json().keywordAlerts).toEqual(['rude', 'cold food', 'late']);
    });

    it('stores an empty keyword list as null', async () => {
      const { cookie } = await t.signUp();
      await patchSettings(cookie, { keywordAlerts: ['rude'] });
      const response = await patchSettings(cookie, { keywordAlerts: [] });
      expect(response.statusCode).toBe(200);
      expect(response.json().keywordAlerts).toBeNull();
      expect((await getSettings(cookie)).json().keywordAlerts).toBeNull();
    });

    it('stores empty texts as null', async () => {
      const { cookie } = await t.signUp();
      await patchSettings(cookie, {
        contactName: 'Karen',
        contactEmail: 'karen@example.com',
        customInstructions: 'Be brief.',
        forceLanguage: 'en',
      });
      const response = await patchSettings(cookie, { contactName: '', contactEmail: '', customInstructions: '   ', forceLanguage: '' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ contactName: null, contactEmail: null, customInstructions: null, forceLanguage: null });
      expect((await getSettings(cookie)).json()).toMatchObject({
        contactName: null,
        contactEmail: null,
        customInstructions: null,
        forceLanguage: null,
      });
    });

    it("accepts the translated labels' 'negativeOnly' as negative_only", async () => {
      const { cookie } = await t.signUp();
      const response = await patchSettings(cookie, { includeContactEmail: 'negativeOnly' });
      expect(response.statusCode).toBe(200);
      expect(response.json().includeContactEmail).toBe('negative_only');
      expect((await getSettings(cookie)).json().includeContactEmail).toBe('negative_only');
      expect((await patchSettings(cookie, { includeContactEmail: 'negative_only' })).statusCode).toBe(200);
    });

    it('accepts null retention (forever)', async () => {
      const { cookie } = await t.signUp();
      const response = await patchSettings(cookie, { historyRetentionDays: null });
      expect(response.statusCode).toBe(200);
      expect(response.json().historyRetentionDays).toBeNull();
      expect((await getSettings(cookie)).json().historyRetentionDays).toBeNull();
    });

    it('accepts every interface language and tone of the spec', async () => {
      const { cookie } = await t.signUp();
      for (const uiLanguage of ['en', 'da', 'sv', 'no', 'fi', 'de', 'fr', 'es', 'pt']) {
        expect((await patchSettings(cookie, { uiLanguage })).json().uiLanguage).toBe(uiLanguage);
      }
      for (const defaultTone of ['professional', 'friendly', 'casual', 'auto']) {
        expect((await patchSettings(cookie, { defaultTone })).json().defaultTone).toBe(defaultTone);
      }
    });

    it('refuses a body that is not an object', async () => {
      const { cookie } = await t.signUp();
      const response = await patchSettings(cookie, ['defaultTone']);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    });

    it('keeps settings per account', async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      expect((await patchSettings(a.cookie, { defaultTone: 'professional', keywordAlerts: ['rude'] })).statusCode).toBe(200);
      expect((await getSettings(a.cookie)).json()).toMatchObject({ defaultTone: 'professional', keywordAlerts: ['rude'] });
      expect((await getSettings(b.cookie)).json()).toMatchObject(DEFAULTS);
    });
  });
});
