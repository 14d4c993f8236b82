import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Platform } from '@common/schemas/platforms';
import type { AppContext } from '@server/app-context';
import { platformConnections } from '@server/db/schema';
import type { PushedReview } from './push-jobs';

type Held = { id: string; locationId: string };

/**
 * The active connections holding the pushed places (Trustpilot's business units, Facebook's Pages).
 * Places nobody holds are logged: the caller still acknowledges them, since a refusal would only bring them back.
 */
export async function connectionsHolding(ctx: AppContext, request: FastifyRequest, platform: Platform, locationIds: string[]): Promise<Held[]> {
  const locations = [...new Set(locationIds)];
  if (locations.length === 0) return [];
  const connections = await ctx.database.db
    .select({ id: platformConnections.id, locationId: platformConnections.platformLocationId })
    .from(platformConnections)
    .where(and(eq(platformConnections.platform, platform), eq(platformConnections.isActive, true), inArray(platformConnections.platformLocationId, locations)));
  const unknown = locations.filter((location) => !connections.some((connection) => connection.locationId === location));
  if (unknown.length > 0) request.log.warn({ push: platform, locations: unknown }, 'push ignored: no active connection holds these places');
  return connections;
}

/** Each review a push named, once for every connection holding its place. */
export const pushedReviewsAt = (connections: Held[], named: Array<{ locationId: string; platformReviewId: string }>): PushedReview[] =>
  named.flatMap((review) =>
    connections.filter((connection) => connection.locationId === review.locationId).map((connection) => ({ connectionId: connection.id, platformReviewId: review.platformReviewId })),
  );
