import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '@server/app-context';
import type { Config } from '@server/config';
import { platformConnections } from '@server/db/schema';
import { withAccessToken } from '../connection-access';
import type { ConnectionRow } from '../connections.repo';
import { googleAccountOf } from '../google/google-adapter';
import { GOOGLE_PUBSUB_PATH } from './google-pubsub.route';

/** The topic the embedded demo's Google emulator pushes through when GOOGLE_PUBSUB_TOPIC is not set. */
export const EMBEDDED_PUBSUB_TOPIC = 'projects/reputation-ai-demo/topics/business-profile-reviews';

/** The Pub/Sub topic Google is asked to notify: the owner's GOOGLE_PUBSUB_TOPIC, the demo's own, or none (push off). */
export function googlePushTopic(config: Pick<Config, 'push' | 'google'>): string | undefined {
  return config.push.googlePubsubTopic ?? (config.google.mode === 'embedded-emulator' ? EMBEDDED_PUBSUB_TOPIC : undefined);
}

/** Where the topic's push subscription must deliver: this app's endpoint with the push token. */
export const googlePushEndpoint = (config: Pick<Config, 'push' | 'publicUrl'>) =>
  `${config.publicUrl}${GOOGLE_PUBSUB_PATH}?token=${encodeURIComponent(config.push.googlePushToken)}`;

const warn = (connection: ConnectionRow, action: string, error: unknown) =>
  console.warn(`Google push not ${action} for connection ${connection.id} (${connection.platformLocationId}): ${(error as Error).message}; the 3-hourly sync goes on`);

/**
 * Asks Google to notify the topic of new and updated reviews on the connection's account (one
 * setting per account). Answers whether push is on; a failure is logged and never fails connecting:
 * the connection works without push, by the 3-hourly sync. Call it after the connection is stored.
 */
export async function enableGooglePush(ctx: AppContext, connection: ConnectionRow): Promise<boolean> {
  const topic = googlePushTopic(ctx.config);
  if (connection.platform !== 'google' || !topic) return false;
  try {
    const { replaced } = await withAccessToken(ctx, connection.id, (adapter, accessToken) => adapter.subscribePush!(accessToken, connection.platformLocationId, topic));
    if (replaced) console.warn(`Google account ${googleAccountOf(connection.platformLocationId)} notified ${replaced}; it now notifies ${topic} (one topic per account)`);
    return true;
  } catch (error) {
    warn(connection, 'enabled', error);
    return false;
  }
}

/**
 * Stops the notifications of the connection's account when no other active connection here is on that
 * account, and only if the setting still names our topic. Call it before the grant is revoked and the
 * row deleted: it needs the connection's token. A failure is logged and never blocks disconnecting;
 * pushes that still come are acknowledged and ignored.
 */
export async function disableGooglePush(ctx: AppContext, connection: ConnectionRow): Promise<boolean> {
  const topic = googlePushTopic(ctx.config);
  if (connection.platform !== 'google' || !topic) return false;
  try {
    const account = `${googleAccountOf(connection.platformLocationId)}/`;
    const others = await ctx.database.db
      .select({ id: platformConnections.id })
      .from(platformConnections)
      .where(
        and(
          eq(platformConnections.platform, 'google'),
          eq(platformConnections.isActive, true),
          ne(platformConnections.id, connection.id),
          eq(sql`left(${platformConnections.platformLocationId}, ${account.length})`, account),
        ),
      )
      .limit(1);
    if (others.length > 0) return false;
    await withAccessToken(ctx, connection.id, (adapter, accessToken) => adapter.unsubscribePush!(accessToken, connection.platformLocationId, topic));
    return true;
  } catch (error) {
    warn(connection, 'disabled', error);
    return false;
  }
}
