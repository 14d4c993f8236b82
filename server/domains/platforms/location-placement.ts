import { eq } from 'drizzle-orm';
import type { Platform } from '@common/schemas/platforms';
import type { Db } from '@server/db/client';
import { businesses, platformConnections } from '@server/db/schema';
import { conflict, notFound } from '@server/http/errors';

type BusinessRef = { id: string; name: string };
type Held = { businessId: string; platform: Platform; platformLocationId: string };

/** The user's businesses and what each is connected to: enough to decide where a newly chosen place goes. */
export type Holdings = { businesses: BusinessRef[]; connections: Held[] };

export async function loadHoldings(db: Db, userId: string): Promise<Holdings> {
  const [owned, connections] = await Promise.all([
    db.select({ id: businesses.id, name: businesses.name }).from(businesses).where(eq(businesses.userId, userId)).orderBy(businesses.createdAt),
    db
      .select({ businessId: platformConnections.businessId, platform: platformConnections.platform, platformLocationId: platformConnections.platformLocationId })
      .from(platformConnections)
      .where(eq(platformConnections.userId, userId)),
  ]);
  return { businesses: owned, connections };
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

const hasPlatform = (holdings: Holdings, businessId: string, platform: Platform) =>
  holdings.connections.some((held) => held.businessId === businessId && held.platform === platform);

/**
 * What the picker says of a place: the business that already has it (connecting reconnects there), or
 * else a business of the same name that has no connection on this platform yet and could take it.
 */
export function describePlace(holdings: Holdings, platform: Platform, place: { id: string; name: string }) {
  const held = holdings.connections.find((candidate) => candidate.platform === platform && candidate.platformLocationId === place.id);
  const connectedTo = held ? (holdings.businesses.find((business) => business.id === held.businessId) ?? null) : null;
  const sameNameAs = connectedTo
    ? null
    : (holdings.businesses.find((business) => sameName(business.name, place.name) && !hasPlatform(holdings, business.id, platform)) ?? null);
  return { connectedTo, sameNameAs };
}

/** Where a chosen place goes: an existing business, or a new one named after it. */
export type Placement = { businessId: string } | { newBusiness: true };

/**
 * Decides, for each chosen place in order, which business it belongs to: the one that already has it
 * (never a duplicate), the business the owner named, a business of the same name, the empty business the
 * flow started from, or a new business. Each decision counts for the next, so two places never land on
 * one business's single connection to a platform. Throws before anything is written: 404 for a business
 * that is not the user's, 409 for one that already has another place on this platform.
 */
export function placeChosen(
  holdings: Holdings,
  platform: Platform,
  startedFrom: string,
  chosen: Array<{ place: { id: string; name: string }; attachTo?: string | null | undefined }>,
): Placement[] {
  const taken: Held[] = [...holdings.connections];
  const view = (): Holdings => ({ businesses: holdings.businesses, connections: taken });
  return chosen.map(({ place, attachTo }) => {
    const placement = placeOne(view(), platform, startedFrom, place, attachTo);
    taken.push({ businessId: 'businessId' in placement ? placement.businessId : `new:${place.id}`, platform, platformLocationId: place.id });
    return placement;
  });
}

function placeOne(holdings: Holdings, platform: Platform, startedFrom: string, place: { id: string; name: string }, attachTo: string | null | undefined): Placement {
  const { connectedTo, sameNameAs } = describePlace(holdings, platform, place);
  if (connectedTo) return { businessId: connectedTo.id };
  if (attachTo) {
    const business = holdings.businesses.find((candidate) => candidate.id === attachTo);
    if (!business) throw notFound('Business not found');
    if (hasPlatform(holdings, business.id, platform)) throw conflict(`${business.name} is already connected to another place on this platform`);
    return { businessId: business.id };
  }
  if (attachTo === undefined && sameNameAs) return { businessId: sameNameAs.id };
  // The business the connect flow started from, while nothing is connected to it yet (the placeholder).
  if (!holdings.connections.some((held) => held.businessId === startedFrom)) return { businessId: startedFrom };
  return { newBusiness: true };
}
