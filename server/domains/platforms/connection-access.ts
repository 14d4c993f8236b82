import { eq } from 'drizzle-orm';
import type { AppContext } from '@server/app-context';
import { platformConnections } from '@server/db/schema';
import { PlatformError, type PlatformAdapter } from './platform';
import { findConnection, type ConnectionRow } from './connections.repo';

/** Refresh this long before the access token runs out, so a call never starts with a dying token. */
const REFRESH_MARGIN_MS = 2 * 60 * 1000;

/**
 * Refreshes in flight, one per connection. A platform that rotates refresh tokens (Trustpilot) accepts
 * each one once: a second refresh with the same token would be refused and cost the owner a reconnect.
 */
const refreshing = new Map<string, Promise<string>>();

function refresh(ctx: AppContext, adapter: PlatformAdapter, connection: ConnectionRow): Promise<string> {
  const running = refreshing.get(connection.id);
  if (running) return running;
  const started = refreshOnce(ctx, adapter, connection).finally(() => refreshing.delete(connection.id));
  refreshing.set(connection.id, started);
  return started;
}

async function refreshOnce(ctx: AppContext, adapter: PlatformAdapter, connection: ConnectionRow): Promise<string> {
  const { db } = ctx.database;
  if (!connection.refreshTokenSealed) {
    await markNeedsReconnect(ctx, connection);
    throw new PlatformError('invalid_grant', 'The connection has no refresh token: reconnect it');
  }
  try {
    const tokens = await adapter.refreshTokens(ctx.cipher.decrypt(connection.refreshTokenSealed));
    await db
      .update(platformConnections)
      .set({
        accessTokenSealed: ctx.cipher.encrypt(tokens.accessToken),
        accessTokenExpiresAt: tokens.expiresAt,
        ...(tokens.refreshToken ? { refreshTokenSealed: ctx.cipher.encrypt(tokens.refreshToken) } : {}),
        ...(tokens.refreshExpiresAt ? { tokenExpiry: tokens.refreshExpiresAt } : {}),
      })
      .where(eq(platformConnections.id, connection.id));
    return tokens.accessToken;
  } catch (error) {
    if (!(error instanceof PlatformError) || error.code !== 'invalid_grant') throw error;
    // Another instance may have rotated the refresh token since this row was read: its tokens are good.
    const current = await findConnection(db, connection.id);
    if (current && current.refreshTokenSealed !== connection.refreshTokenSealed && hasLiveToken(current)) return ctx.cipher.decrypt(current.accessTokenSealed);
    await markNeedsReconnect(ctx, connection);
    throw error;
  }
}

// No expiry: a token that lasts (a Facebook Page token) and is never refreshed ahead of time.
const hasLiveToken = (connection: ConnectionRow) => (connection.accessTokenExpiresAt?.getTime() ?? Number.POSITIVE_INFINITY) - REFRESH_MARGIN_MS > Date.now();

/** A revoked or expired grant: the screen shows the reconnect warning and syncing stops. */
async function markNeedsReconnect(ctx: AppContext, connection: ConnectionRow) {
  await ctx.database.db
    .update(platformConnections)
    .set({
      isActive: false,
      tokenExpiry: new Date(),
      lastSyncError: 'Access was revoked or expired: reconnect to continue syncing',
      lastSyncErrorCode: { code: 'accessRevoked', params: { platform: connection.platform } },
    })
    .where(eq(platformConnections.id, connection.id));
}

/**
 * Runs a platform call with a live access token: refreshed ahead of expiry, and once more if the
 * platform still says the token is bad.
 */
export async function withAccessToken<T>(
  ctx: AppContext,
  connectionId: string,
  call: (adapter: PlatformAdapter, accessToken: string, connection: ConnectionRow) => Promise<T>,
): Promise<T> {
  const connection = await findConnection(ctx.database.db, connectionId);
  if (!connection) throw new PlatformError('not_found', 'The connection no longer exists');
  const adapter = ctx.platforms.require(connection.platform);
  let accessToken = hasLiveToken(connection) ? ctx.cipher.decrypt(connection.accessTokenSealed) : await refresh(ctx, adapter, connection);
  try {
    return await call(adapter, accessToken, connection);
  } catch (error) {
    // A token that lasts (a Facebook Page token) dies for good when the app is removed or the password changes.
    if (error instanceof PlatformError && error.code === 'invalid_grant') await markNeedsReconnect(ctx, connection);
    if (!(error instanceof PlatformError) || error.code !== 'unauthenticated') throw error;
    accessToken = await refresh(ctx, adapter, connection);
    return call(adapter, accessToken, connection);
  }
}
