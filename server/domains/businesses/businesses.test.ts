import { describe, expect, it } from 'vitest';
import { useTestApp } from '@server/test/test-app';

describe('businesses API', () => {
  const t = useTestApp();

  const list = (cookie?: string) => t.request({ method: 'GET', url: '/api/businesses', cookie });
  const create = (cookie: string | undefined, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/businesses', cookie, payload });

  it('answers 401 without a session', async () => {
    const get = await list();
    expect(get.statusCode).toBe(401);
    expect(get.json()).toEqual({ message: expect.any(String) });
    expect((await create(undefined, { name: 'Cafe Luna', industry: 'cafe' })).statusCode).toBe(401);
    const rows = await t.ctx.database.query(`SELECT id FROM businesses`);
    expect(rows).toHaveLength(0);
  });

  it('starts with an empty list', async () => {
    const { cookie } = await t.signUp();
    const response = await list(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('creates a business: 201 with id, name and industry, stored for the owner', async () => {
    const { cookie, userId } = await t.signUp();
    const response = await create(cookie, { name: '  Cafe Luna ', industry: 'cafe' });
    expect(response.statusCode).toBe(201);
    const business = response.json();
    expect(business).toEqual({ id: expect.any(String), name: 'Cafe Luna', industry: 'cafe', contactName: null, replyLanguage: null, createdAt: expect.any(String) });
    expect(Number.isNaN(Date.parse(business.createdAt))).toBe(false);

    const rows = await t.ctx.database.query<{ id: string; user_id: string; name: string }>(`SELECT id, user_id, name FROM businesses`);
    expect(rows).toEqual([{ id: business.id, user_id: userId, name: 'Cafe Luna' }]);
    expect((await list(cookie)).json()).toEqual([business]);
  });

  it("uses industry 'other' when none is given", async () => {
    const { cookie } = await t.signUp();
    const response = await create(cookie, { name: 'My Business' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'My Business', industry: 'other' });
  });

  it('lists businesses in creation order', async () => {
    const { cookie } = await t.signUp();
    for (const name of ['First', 'Second', 'Third']) expect((await create(cookie, { name })).statusCode).toBe(201);
    expect((await list(cookie)).json().map((b: { name: string }) => b.name)).toEqual(['First', 'Second', 'Third']);
  });

  it('refuses a missing or blank name with 400 naming name', async () => {
    const { cookie } = await t.signUp();
    for (const payload of [{ industry: 'cafe' }, { name: '', industry: 'cafe' }, { name: '   ' }, { name: 42 }]) {
      const response = await create(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields).toHaveProperty('name');
      expect(response.json().message).toContain('name');
    }
    expect((await list(cookie)).json()).toEqual([]);
  });

  it('refuses an unknown industry with 400 naming industry', async () => {
    const { cookie } = await t.signUp();
    const response = await create(cookie, { name: 'Cafe Luna', industry: 'spaceport' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('industry');
  });

  it('lists only the own businesses', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    expect((await create(a.cookie, { name: "A's Cafe", industry: 'cafe' })).statusCode).toBe(201);
    expect((await list(b.cookie)).json()).toEqual([]);
    expect((await create(b.cookie, { name: "B's Hotel", industry: 'hotel' })).statusCode).toBe(201);
    expect((await list(a.cookie)).json().map((x: { name: string }) => x.name)).toEqual(["A's Cafe"]);
    expect((await list(b.cookie)).json().map((x: { name: string }) => x.name)).toEqual(["B's Hotel"]);
  });

  describe("a location's own identity (PATCH /api/businesses/{id})", () => {
    const patch = (cookie: string | undefined, id: string, payload: Record<string, unknown>) =>
      t.request({ method: 'PATCH', url: `/api/businesses/${id}`, cookie, payload });

    it('renames it and sets who signs its replies in which language; an empty field falls back to the account', async () => {
      const { cookie } = await t.signUp();
      const { id } = (await create(cookie, { name: 'Hotel Havblik', industry: 'hotel' })).json();
      const changed = await patch(cookie, id, { name: ' Havblik Badehotel ', contactName: 'Jonas', replyLanguage: 'da' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ id, name: 'Havblik Badehotel', contactName: 'Jonas', replyLanguage: 'da', industry: 'hotel' });
      expect((await patch(cookie, id, { contactName: '' })).json()).toMatchObject({ name: 'Havblik Badehotel', contactName: null, replyLanguage: 'da' });
      expect((await patch(cookie, id, {})).json()).toMatchObject({ name: 'Havblik Badehotel', replyLanguage: 'da' });
      expect((await list(cookie)).json()[0]).toMatchObject({ name: 'Havblik Badehotel', contactName: null, replyLanguage: 'da' });
    });

    it("answers 400 for an empty name or an unknown language and 404 for another account's business, changing nothing", async () => {
      const { cookie } = await t.signUp();
      const { id } = (await create(cookie, { name: 'Hotel Havblik', industry: 'hotel' })).json();
      expect((await patch(cookie, id, { name: '  ' })).statusCode).toBe(400);
      const language = await patch(cookie, id, { replyLanguage: 'xx' });
      expect(language.statusCode).toBe(400);
      expect(language.json().message).toMatch(/replyLanguage/);
      const stranger = await t.signUp();
      expect((await patch(stranger.cookie, id, { name: 'Mine now' })).statusCode).toBe(404);
      expect((await patch(undefined, id, { name: 'Mine now' })).statusCode).toBe(401);
      expect((await list(cookie)).json()[0]).toMatchObject({ name: 'Hotel Havblik', contactName: null, replyLanguage: null });
    });
  });
});
