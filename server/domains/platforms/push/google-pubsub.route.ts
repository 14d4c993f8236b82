import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '@server/app-context';
import { platformConnections } from '@server/db/schema';
import { HttpError } from '@server/http/errors';
import { namedReview, readPubsubPush, type NamedReview } from './google-pubsub-message';
import { queuePushedReviews } from './push-jobs';
import { requirePushToken } from './verify-push';

export const GOOGLE_PUBSUB_PATH = '/api/webhooks/google-pubsub';
const REVIEW_NOTIFICATIONS = new Set(['NEW_REVIEW', 'UPDATED_REVIEW']);

/** The active Google connections at the review's location; by its location id alone when no name carried the account. */
function connectionsAt(ctx: AppContext, review: NamedReview) {
  const location = platformConnections.platformLocationId;
  const atLocation = review.account
    ? eq(location, `${review.account}/${review.location}`)
    : eq(sql`right(${location}, ${review.location.length + 1})`, `/${review.location}`);
  return ctx.database.db
    .select({ id: platformConnections.id, locationId: location })
    .from(platformConnections)
    .where(and(eq(platformConnections.platform, 'google'), eq(platformConnections.isActive, true), atLocation));
}

/**
 * Google Business Profile's notifications through a Pub/Sub push subscription (A.5). Pub/Sub takes any
 * 2xx as done and redelivers anything else until the message expires, so: a bad token is refused
 * (401: the sender is not our subscription); a body that is no notification is refused (400, which
 * Pub/Sub will redeliver until a dead-letter policy takes it away: it says the sender is broken); a
 * notification of another kind, or for a location no active connection holds, is logged and
 * acknowledged (202), since refusing it would only bring it back for days. A review notification
 * queues the review's fetch with reviews.get: the payload names the review, it never supplies its content.
 */
export function googlePubsubWebhook(webhooks: FastifyInstance, ctx: AppContext) {
  webhooks.post(GOOGLE_PUBSUB_PATH, async (request, reply) => {
    requirePushToken(request, { platform: 'google', token: ctx.config.push.googlePushToken });
    const refuse = (problem: string) => {
      request.log.warn({ push: 'google', problem }, 'push refused: not a Business Profile notification');
      return new HttpError(400, problem);
    };
    const read = readPubsubPush(typeof request.body === 'string' ? request.body : '');
    if (!read.ok) throw refuse(read.problem);
    const notification = read.value;
    if (!REVIEW_NOTIFICATIONS.has(notification.notificationType)) {
      request.log.info({ push: 'google', notificationType: notification.notificationType }, 'push ignored: not a review notification');
      return reply.code(202).send({ queued: 0 });
    }
    const named = namedReview(notification);
    if (!named.ok) throw refuse(named.problem);

    const connections = await connectionsAt(ctx, named.value);
    if (connections.length === 0) {
      request.log.warn({ push: 'google', review: notification.reviewName, messageId: notification.messageId }, 'push ignored: no active connection holds this location');
      return reply.code(202).send({ queued: 0 });
    }
    // The v4 name under each connection's own location: a name without the account gets the connection's.
    await queuePushedReviews(ctx, connections.map((connection) => ({ connectionId: connection.id, platformReviewId: `${connection.locationId}/reviews/${named.value.reviewId}` })));
    return reply.code(202).send({ queued: connections.length });
  });
}
