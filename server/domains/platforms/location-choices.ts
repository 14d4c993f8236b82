import { and, eq, gt, lt } from 'drizzle-orm';
import type { TChooseLocations, TLocationChoice } from '@common/schemas/platforms';
import type { AppContext } from '@server/app-context';
import { locationChoices } from '@server/db/schema';
import { notFound } from '@server/http/errors';
import { businessFor, connectLocation, type Grant } from './connect-flow';
import { describePlace, loadHoldings, placeChosen } from './location-placement';
import type { PlatformLocation } from './platform';

/** Long enough to look the list over, short enough that unused tokens do not linger. */
const CHOICE_TTL_MS = 30 * 60 * 1000;

/** Keeps the grant, sealed, until the owner picks one of the places; returns the choice's id. */
export async function offerLocationChoice(ctx: AppContext, grant: Grant, locations: PlatformLocation[]): Promise<string> {
  const { db } = ctx.database;
  await db.delete(locationChoices).where(lt(locationChoices.expiresAt, new Date()));
  const seal = (token: string | undefined) => (token === undefined ? undefined : ctx.cipher.encrypt(token));
  const [row] = await db
    .insert(locationChoices)
    .values({
      userId: grant.userId,
      businessId: grant.businessId,
      platform: grant.platform,
      accessTokenSealed: ctx.cipher.encrypt(grant.tokens.accessToken),
      refreshTokenSealed: seal(grant.tokens.refreshToken) ?? null,
      accessTokenExpiresAt: grant.tokens.expiresAt,
      tokenExpiry: grant.tokens.refreshExpiresAt ?? null,
      locations: locations.map(({ accessToken, ...location }) => ({ ...location, ...(accessToken ? { accessTokenSealed: seal(accessToken) } : {}) })),
      expiresAt: new Date(Date.now() + CHOICE_TTL_MS),
    })
    .returning({ id: locationChoices.id });
  return row!.id;
}

const live = (userId: string, choiceId: string) =>
  and(eq(locationChoices.id, choiceId), eq(locationChoices.userId, userId), gt(locationChoices.expiresAt, new Date()));

const expired = () => notFound('This choice has expired. Please connect again.');

/** What the picker shows; a 404 for a choice that is another user's, used or expired. */
export async function findLocationChoice(ctx: AppContext, userId: string, choiceId: string): Promise<TLocationChoice> {
  const { db } = ctx.database;
  const [row] = await db.select().from(locationChoices).where(live(userId, choiceId));
  if (!row) throw expired();
  const holdings = await loadHoldings(db, userId);
  return {
    id: row.id,
    platform: row.platform,
    locations: row.locations.map(({ id, name, address, group }) => ({
      id,
      name,
      address: address ?? null,
      group: group ?? null,
      ...describePlace(holdings, row.platform, { id, name }),
    })),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Connects every place the owner ticked, each to its business (see placeChosen). Every choice is checked
 * before anything is written; then the choice is used up, so a second click cannot connect twice.
 */
export async function chooseLocations(ctx: AppContext, userId: string, choiceId: string, chosen: TChooseLocations['locations']) {
  const { db } = ctx.database;
  const [row] = await db.select().from(locationChoices).where(live(userId, choiceId));
  if (!row) throw expired();
  const picks = chosen.map(({ id, attachTo }) => {
    const place = row.locations.find((candidate) => candidate.id === id);
    if (!place) throw notFound('That location is not one of the choices.');
    return { place, attachTo };
  });
  const placements = placeChosen(await loadHoldings(db, userId), row.platform, row.businessId, picks);
  const [taken] = await db.delete(locationChoices).where(live(userId, choiceId)).returning({ id: locationChoices.id });
  if (!taken) throw expired();

  const open = (sealed: string | null | undefined) => (sealed ? ctx.cipher.decrypt(sealed) : undefined);
  const refreshToken = open(row.refreshTokenSealed);
  const tokens = {
    accessToken: ctx.cipher.decrypt(row.accessTokenSealed),
    ...(refreshToken ? { refreshToken } : {}),
    expiresAt: row.accessTokenExpiresAt,
    ...(row.tokenExpiry ? { refreshExpiresAt: row.tokenExpiry } : {}),
    scopes: [],
  };
  const connections = [];
  for (const [index, { place }] of picks.entries()) {
    const { accessTokenSealed, ...described } = place;
    const accessToken = open(accessTokenSealed);
    const location = { ...described, ...(accessToken ? { accessToken } : {}) };
    const businessId = await businessFor(ctx, userId, placements[index]!, location);
    connections.push(await connectLocation(ctx, { userId, businessId, platform: row.platform, tokens }, location));
  }
  return connections;
}
