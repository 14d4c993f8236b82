import { and, asc, eq } from 'drizzle-orm';
import type { TPlatformConnection } from '@common/schemas/platforms';
import type { Db } from '@server/db/client';
import { platformConnections } from '@server/db/schema';

export type ConnectionRow = typeof platformConnections.$inferSelect;

/** What leaves the server of a connection: never a token. */
export const presentConnection = (row: ConnectionRow): TPlatformConnection => ({
  id: row.id,
  businessId: row.businessId,
  platform: row.platform,
  isActive: row.isActive,
  platformBusinessName: row.platformBusinessName,
  connectedAt: row.connectedAt.toISOString(),
  lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
  tokenExpiry: row.tokenExpiry?.toISOString() ?? null,
  lastSyncError: row.lastSyncError,
  lastSyncErrorCode: row.lastSyncErrorCode,
});

export const listConnections = (db: Db, userId: string) =>
  db.select().from(platformConnections).where(eq(platformConnections.userId, userId)).orderBy(asc(platformConnections.connectedAt));

export async function findOwnedConnection(db: Db, userId: string, connectionId: string) {
  const [row] = await db
    .select()
    .from(platformConnections)
    .where(and(eq(platformConnections.id, connectionId), eq(platformConnections.userId, userId)));
  return row;
}

export async function findConnection(db: Db, connectionId: string) {
  const [row] = await db.select().from(platformConnections).where(eq(platformConnections.id, connectionId));
  return row;
}

export const listActiveConnections = (db: Db) =>
  db.select({ id: platformConnections.id }).from(platformConnections).where(eq(platformConnections.isActive, true));

type NewConnection = Omit<typeof platformConnections.$inferInsert, 'id' | 'connectedAt'>;

/** Connecting the same location again (Reconnect) refreshes the row instead of adding a second one. */
export async function upsertConnection(db: Db, values: NewConnection) {
  const [row] = await db
    .insert(platformConnections)
    .values(values)
    .onConflictDoUpdate({
      target: [platformConnections.businessId, platformConnections.platform, platformConnections.platformLocationId],
      set: {
        isActive: true,
        platformBusinessName: values.platformBusinessName,
        accessTokenSealed: values.accessTokenSealed,
        // Google sends a refresh token only with a consent screen: keep the old one otherwise.
        ...(values.refreshTokenSealed ? { refreshTokenSealed: values.refreshTokenSealed } : {}),
        accessTokenExpiresAt: values.accessTokenExpiresAt,
        tokenExpiry: values.tokenExpiry ?? null,
        connectedAt: new Date(),
        lastSyncError: null,
        lastSyncErrorCode: null,
      },
    })
    .returning();
  return row!;
}
