import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { lunaPanelVisits } from '@server/db/schema';

/** Openings of the panel within this time of a visit's first one belong to that visit. */
export const VISIT_MS = 10 * 60_000;
/** Before the first opening, 'new' reaches back this far, and never to before the account existed. */
const FIRST_LOOK_BACK_MS = 7 * 24 * 3_600_000;

export type PanelVisit = { visitStartedAt: Date; previousVisitStartedAt: Date | null };

/**
 * Since when a 1-2 star review counts as new. The panel is opened to read the notification, so the
 * opening cannot end it at once (the card would vanish at the next poll, or before it is seen if the
 * client refetches after reporting the opening): during a visit (VISIT_MS from its first opening) the
 * reviews since the visit before still count; after it, only those that arrived since it began. So a
 * review stays news until the visit after its arrival is over, on every device.
 * Before any opening: since the account was created, at most FIRST_LOOK_BACK_MS ago.
 */
export function negativeReviewsSince(visit: PanelVisit | undefined, userCreatedAt: Date, now: Date): Date {
  const firstLook = new Date(Math.max(userCreatedAt.getTime(), now.getTime() - FIRST_LOOK_BACK_MS));
  if (!visit) return firstLook;
  if (now.getTime() - visit.visitStartedAt.getTime() < VISIT_MS) return visit.previousVisitStartedAt ?? firstLook;
  return visit.visitStartedAt;
}

export async function findPanelVisit(db: Db, userId: string): Promise<PanelVisit | undefined> {
  const [row] = await db
    .select({ visitStartedAt: lunaPanelVisits.visitStartedAt, previousVisitStartedAt: lunaPanelVisits.previousVisitStartedAt })
    .from(lunaPanelVisits)
    .where(eq(lunaPanelVisits.userId, userId));
  return row;
}

/** An opening more than VISIT_MS after the current visit began starts a new visit; one sooner is part of it. */
export async function recordPanelOpened(db: Db, userId: string, now: Date) {
  const newVisit = sql`${lunaPanelVisits.visitStartedAt} <= ${new Date(now.getTime() - VISIT_MS).toISOString()}::timestamptz`;
  await db
    .insert(lunaPanelVisits)
    .values({ userId, visitStartedAt: now })
    .onConflictDoUpdate({
      target: lunaPanelVisits.userId,
      set: {
        previousVisitStartedAt: sql`CASE WHEN ${newVisit} THEN ${lunaPanelVisits.visitStartedAt} ELSE ${lunaPanelVisits.previousVisitStartedAt} END`,
        visitStartedAt: sql`CASE WHEN ${newVisit} THEN ${now.toISOString()}::timestamptz ELSE ${lunaPanelVisits.visitStartedAt} END`,
      },
    });
}
