import { DEFAULT_BUSINESS } from '@common/schemas/businesses';
import type { TLocationChoice } from '@common/schemas/platforms';
import { businesses, locationChoices, platformConnections } from '@server/db/schema';
import { useTestApp } from '@server/test/test-app';

// The emulator's whole world: Café Solsikke in Mette's own account, three places in Nordlys Hospitality's.
const t = useTestApp({}, { googleEmulator: { autoConsent: true, locations: 4, seed: 3 } });
const db = () => t.ctx.database.db;

async function createBusiness(cookie: string, name: string = DEFAULT_BUSINESS.name) {
  const business = await t.request({ method: 'POST', url: '/api/businesses', cookie, payload: { name, industry: 'other' } });
  expect(business.statusCode).toBe(201);
  return business.json().id as string;
}

/** The browser's part of connecting Google from a business: consent, then our callback; answers the choice offered. */
async function offerChoice(cookie: string, businessId: string) {
  const start = await t.request({ method: 'GET', url: `/api/auth/google/connect/${businessId}`, cookie });
  const back = new URL((await fetch(start.json().authUrl, { redirect: 'manual' })).headers.get('location')!);
  const callback = await t.request({ method: 'GET', url: `${back.pathname}${back.search}`, cookie });
  const choiceId = new URL(callback.headers.location as string, 'http://x').searchParams.get('choose');
  expect(choiceId, `callback went to ${String(callback.headers.location)}`).toBeTruthy();
  const choice = await t.request({ method: 'GET', url: `/api/connections/choices/${choiceId}`, cookie });
  expect(choice.statusCode).toBe(200);
  return choice.json() as TLocationChoice;
}

const idOf = (choice: TLocationChoice, name: string) => choice.locations.find((location) => location.name === name)!.id;

function choose(cookie: string, choice: TLocationChoice, picks: Array<{ name: string; attachTo?: string | null }>) {
  const locations = picks.map(({ name, ...rest }) => ({ id: idOf(choice, name), ...rest }));
  return t.request({ method: 'POST', url: `/api/connections/choices/${choice.id}`, cookie, payload: { locations } });
}

const businessNames = async (cookie: string) => ((await t.request({ method: 'GET', url: '/api/businesses', cookie })).json() as Array<{ name: string }>).map((b) => b.name);

describe('choosing which Google locations to connect', () => {
  it('lists every location of every account the Google user manages, with address and account, and no token', async () => {
    const { cookie } = await t.signUp();
    const choice = await offerChoice(cookie, await createBusiness(cookie));
    expect(choice.platform).toBe('google');
    expect(choice.locations).toEqual([
      { id: expect.stringMatching(/^accounts\/\d+\/locations\/\d+$/), name: 'Café Solsikke', address: 'Jægersborggade 14, 2200 København N', group: 'Mette Sørensen', connectedTo: null, sameNameAs: null },
      { id: expect.any(String), name: 'Hotel Havblik', address: 'Østre Strandvej 31, 9990 Skagen', group: 'Nordlys Hospitality ApS', connectedTo: null, sameNameAs: null },
      { id: expect.any(String), name: 'Salon Nordlys', address: 'Mejlgade 52, 8000 Aarhus C', group: 'Nordlys Hospitality ApS', connectedTo: null, sameNameAs: null },
      { id: expect.any(String), name: 'Bageri Kornblomst', address: 'Vestergade 71, 5000 Odense C', group: 'Nordlys Hospitality ApS', connectedTo: null, sameNameAs: null },
    ]);
    expect(new Set(choice.locations.map((location) => location.id.split('/locations/')[0])).size).toBe(2);
    expect(JSON.stringify(choice)).not.toMatch(/token/i);
    expect(await db().select().from(platformConnections)).toHaveLength(0);
  });

  it('makes each chosen location a business of its own with its connection, the placeholder taking the first', async () => {
    const { cookie } = await t.signUp();
    const placeholder = await createBusiness(cookie);
    const choice = await offerChoice(cookie, placeholder);
    const chosen = await choose(cookie, choice, [{ name: 'Hotel Havblik' }, { name: 'Salon Nordlys' }]);
    expect(chosen.statusCode).toBe(200);
    const connections = chosen.json() as Array<{ businessId: string; platformBusinessName: string; platform: string }>;
    expect(connections.map((c) => [c.platform, c.platformBusinessName])).toEqual([['google', 'Hotel Havblik'], ['google', 'Salon Nordlys']]);
    expect(connections[0]!.businessId).toBe(placeholder);
    expect(connections[1]!.businessId).not.toBe(placeholder);
    expect((await businessNames(cookie)).sort()).toEqual(['Hotel Havblik', 'Salon Nordlys']);
    const rows = await db().select().from(businesses);
    expect(rows.find((b) => b.name === 'Salon Nordlys')!.industry).toBe('salon');
    // The choice is used up: the same click again changes nothing.
    expect((await choose(cookie, choice, [{ name: 'Bageri Kornblomst' }])).statusCode).toBe(404);
    expect(await db().select().from(locationChoices)).toHaveLength(0);
    expect(await db().select().from(platformConnections)).toHaveLength(2);
  });

  it('reconnects a location already connected instead of duplicating it, and says where it is', async () => {
    const { cookie } = await t.signUp();
    const first = await offerChoice(cookie, await createBusiness(cookie));
    const [hotel] = (await choose(cookie, first, [{ name: 'Hotel Havblik' }])).json() as Array<{ id: string; businessId: string }>;

    const again = await offerChoice(cookie, hotel!.businessId);
    expect(again.locations.find((l) => l.name === 'Hotel Havblik')!.connectedTo).toEqual({ id: hotel!.businessId, name: 'Hotel Havblik' });
    const chosen = await choose(cookie, again, [{ name: 'Hotel Havblik' }, { name: 'Café Solsikke' }]);
    expect(chosen.statusCode).toBe(200);
    const [reconnected, cafe] = chosen.json() as Array<{ id: string; businessId: string }>;
    expect(reconnected).toMatchObject({ id: hotel!.id, businessId: hotel!.businessId });
    expect(cafe!.businessId).not.toBe(hotel!.businessId);
    expect(await db().select().from(platformConnections)).toHaveLength(2);
    expect((await businessNames(cookie)).sort()).toEqual(['Café Solsikke', 'Hotel Havblik']);
  });

  it('offers the business of the same name, joins it unless told to keep the place apart', async () => {
    const { cookie } = await t.signUp();
    const havblik = await createBusiness(cookie, 'Hotel Havblik');
    const salon = await createBusiness(cookie, 'salon nordlys');
    // The flow starts from a business already on Google, so nothing lands on it by default.
    const started = await offerChoice(cookie, await createBusiness(cookie));
    await choose(cookie, started, [{ name: 'Bageri Kornblomst' }]);
    const bakery = (await db().select().from(businesses)).find((business) => business.name === 'Bageri Kornblomst');

    const choice = await offerChoice(cookie, bakery!.id);
    expect(choice.locations.find((l) => l.name === 'Hotel Havblik')!.sameNameAs).toEqual({ id: havblik, name: 'Hotel Havblik' });
    expect(choice.locations.find((l) => l.name === 'Salon Nordlys')!.sameNameAs).toEqual({ id: salon, name: 'salon nordlys' });
    const chosen = (await choose(cookie, choice, [{ name: 'Hotel Havblik' }, { name: 'Salon Nordlys', attachTo: null }])).json() as Array<{ businessId: string }>;
    expect(chosen[0]!.businessId).toBe(havblik);
    expect([havblik, salon, bakery!.id]).not.toContain(chosen[1]!.businessId);
  });

  it('adds a place to the business named, and refuses one that is not the user’s or already on Google, writing nothing', async () => {
    const { cookie } = await t.signUp();
    const target = await createBusiness(cookie, 'Kornblomst Bageri ApS');
    const choice = await offerChoice(cookie, await createBusiness(cookie));

    const stranger = await t.signUp();
    const theirs = await createBusiness(stranger.cookie, 'Hotel Havblik');
    expect((await choose(cookie, choice, [{ name: 'Hotel Havblik', attachTo: theirs }])).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/connections/choices/${choice.id}`, cookie: stranger.cookie })).statusCode).toBe(404);
    expect((await choose(stranger.cookie, choice, [{ name: 'Hotel Havblik' }])).statusCode).toBe(404);

    const twice = await choose(cookie, choice, [{ name: 'Bageri Kornblomst', attachTo: target }, { name: 'Hotel Havblik', attachTo: target }]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Kornblomst Bageri ApS is already connected to another place on this platform');
    expect(await db().select().from(platformConnections)).toHaveLength(0);

    const chosen = await choose(cookie, choice, [{ name: 'Bageri Kornblomst', attachTo: target }]);
    expect(chosen.json()).toMatchObject([{ businessId: target, platformBusinessName: 'Bageri Kornblomst' }]);
    // A name the owner typed stays: the drafts are signed with it.
    expect(await businessNames(cookie)).toContain('Kornblomst Bageri ApS');
  });

  it('answers 400 for an empty choice or a place chosen twice', async () => {
    const { cookie } = await t.signUp();
    const choice = await offerChoice(cookie, await createBusiness(cookie));
    const post = (locations: unknown) => t.request({ method: 'POST', url: `/api/connections/choices/${choice.id}`, cookie, payload: { locations } });
    expect((await post([])).json().message).toMatch(/Choose at least one location/);
    const id = idOf(choice, 'Café Solsikke');
    expect((await post([{ id }, { id }])).json().message).toMatch(/A location is chosen twice/);
    expect((await post([{ id, attachTo: 'nope' }])).statusCode).toBe(400);
  });

  describe('taking locations away', () => {
    /** Two locations connected from one Google login, each synced. */
    async function twoSynced() {
      const { cookie } = await t.signUp();
      const choice = await offerChoice(cookie, await createBusiness(cookie));
      const [hotel, salon] = (await choose(cookie, choice, [{ name: 'Hotel Havblik' }, { name: 'Salon Nordlys' }])).json() as Array<{ id: string; businessId: string }>;
      for (const connection of [hotel!, salon!]) expect((await t.request({ method: 'POST', url: `/api/connections/${connection.id}/sync`, cookie })).statusCode).toBe(200);
      return { cookie, hotel: hotel!, salon: salon! };
    }

    it('disconnects one location without revoking the login the other still uses, keeping its reviews', async () => {
      const { cookie, hotel, salon } = await twoSynced();
      const before = (await t.request({ method: 'GET', url: `/api/reviews/stats?location=${hotel.businessId}`, cookie })).json().total;
      expect((await t.request({ method: 'DELETE', url: `/api/connections/${hotel.id}`, cookie })).statusCode).toBe(200);
      expect((await t.request({ method: 'POST', url: `/api/connections/${salon.id}/sync`, cookie })).statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: `/api/reviews/stats?location=${hotel.businessId}`, cookie })).json().total).toBe(before);
      // The last location's disconnect gives the login back to Google.
      expect((await t.request({ method: 'DELETE', url: `/api/connections/${salon.id}`, cookie })).statusCode).toBe(200);
      expect([...t.emulator.state.store.refreshTokens.values()].every((token) => token.revokedAt !== undefined)).toBe(true);
    });

    it('removes a location with its reviews, replies and connection, and answers how many reviews went', async () => {
      const { cookie, hotel, salon } = await twoSynced();
      const hotelReviews = (await t.request({ method: 'GET', url: `/api/reviews/stats?location=${hotel.businessId}`, cookie })).json().total as number;
      const salonReviews = (await t.request({ method: 'GET', url: `/api/reviews/stats?location=${salon.businessId}`, cookie })).json().total as number;
      expect(hotelReviews).toBeGreaterThan(0);

      const stranger = await t.signUp();
      expect((await t.request({ method: 'DELETE', url: `/api/businesses/${hotel.businessId}`, cookie: stranger.cookie })).statusCode).toBe(404);
      expect((await t.request({ method: 'DELETE', url: '/api/businesses/not-an-id', cookie })).statusCode).toBe(400);

      const removed = await t.request({ method: 'DELETE', url: `/api/businesses/${hotel.businessId}`, cookie });
      expect(removed.json()).toEqual({ ok: true, removedReviews: hotelReviews });
      expect(await businessNames(cookie)).toEqual(['Salon Nordlys']);
      expect(((await t.request({ method: 'GET', url: '/api/platforms', cookie })).json() as Array<{ id: string }>).map((c) => c.id)).toEqual([salon.id]);
      const stats = (await t.request({ method: 'GET', url: '/api/reviews/stats', cookie })).json();
      expect(stats.total).toBe(salonReviews);
      expect((await t.request({ method: 'POST', url: `/api/connections/${salon.id}/sync`, cookie })).statusCode).toBe(200);
    });
  });
});
