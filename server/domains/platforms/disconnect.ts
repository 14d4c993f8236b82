import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '@server/app-context';
import { platformConnections } from '@server/db/schema';
import type { ConnectionRow } from './connections.repo';
import { disableGooglePush } from './push/google-notifications';

/** The grant behind a connection: the refresh token where there is one, else the access token. */
const grantOf = (ctx: AppContext, row: Pick<ConnectionRow, 'refreshTokenSealed' | 'accessTokenSealed'>) =>
  ctx.cipher.decrypt(row.refreshTokenSealed ?? row.accessTokenSealed);

/** Whether another of the user's connections works with the same grant (locations chosen from one login). */
async function grantStillUsed(ctx: AppContext, connection: ConnectionRow) {
  const others = await ctx.database.db
    .select({ refreshTokenSealed: platformConnections.refreshTokenSealed, accessTokenSealed: platformConnections.accessTokenSealed })
    .from(platformConnections)
    .where(and(eq(platformConnections.userId, connection.userId), eq(platformConnections.platform, connection.platform), ne(platformConnections.id, connection.id)));
  const mine = grantOf(ctx, connection);
  return others.some((other) => grantOf(ctx, other) === mine);
}

/**
 * Forgets a connection: stops the platform's pushes while the token still works (if no other connection
 * of the account needs them), revokes the grant unless another location still uses it, and deletes the
 * row. Its reviews and replies stay, as the Disconnect dialog says.
 */
export async function disconnect(ctx: AppContext, connection: ConnectionRow, log: FastifyBaseLogger) {
  await disableGooglePush(ctx, connection);
  // Revoking the grant is a courtesy to the user; a platform that is down must not block disconnecting.
  if (!(await grantStillUsed(ctx, connection))) {
    await ctx.platforms
      .require(connection.platform)
      .revoke(grantOf(ctx, connection))
      .catch((error: Error) => log.warn({ err: error.message }, 'revoke failed'));
  }
  await ctx.database.db.delete(platformConnections).where(eq(platformConnections.id, connection.id));
}
