import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { lunaDismissals } from '@server/db/schema';

/** Which of these notification ids the user dismissed. */
export async function dismissedAmong(db: Db, userId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: lunaDismissals.notificationId })
    .from(lunaDismissals)
    .where(and(eq(lunaDismissals.userId, userId), inArray(lunaDismissals.notificationId, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/**
 * Stores the dismissal (again is fine) and forgets the user's dismissals of states that are gone: an id
 * names one state, so once it is gone its row serves nothing, and the table stays as small as the list.
 */
export async function dismiss(db: Db, userId: string, id: string, currentIds: readonly string[]) {
  await db.transaction(async (tx) => {
    await tx.insert(lunaDismissals).values({ userId, notificationId: id }).onConflictDoNothing();
    await tx.delete(lunaDismissals).where(and(eq(lunaDismissals.userId, userId), notInArray(lunaDismissals.notificationId, [...currentIds])));
  });
}
