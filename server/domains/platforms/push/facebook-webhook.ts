import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '@server/app-context';
import { HttpError } from '@server/http/errors';
import { syncConnectionJob } from '../jobs/sync-jobs';
import { queuePushedReviews } from './push-jobs';
import { connectionsHolding, pushedReviewsAt } from './pushed-locations';
import { parseJson, sameSecret, signedBody } from './verify-push';

export const FACEBOOK_WEBHOOK_PATH = '/api/webhooks/facebook';
export const FACEBOOK_SIGNATURE_HEADER = 'x-hub-signature-256';

/** A Page webhook (B.3): only what names the rating is read; its content is fetched from Graph. */
const pageEvents = z.object({
  object: z.literal('page'),
  entry: z
    .array(
      z
        .object({
          id: z.string().min(1),
          changes: z
            .array(z.object({ field: z.string(), value: z.object({ item: z.string().optional(), open_graph_story_id: z.coerce.string().optional() }).passthrough() }).passthrough())
            .default([]),
        })
        .passthrough(),
    )
    .min(1),
});

const handshake = z.object({ 'hub.mode': z.literal('subscribe'), 'hub.verify_token': z.string(), 'hub.challenge': z.string().min(1).max(256) });

/**
 * Meta's Page webhooks for the `ratings` field: a new or edited rating, or a comment under one (the
 * Page's reply written on Facebook). Signed with the app secret in X-Hub-Signature-256. Each event
 * names a story, fetched for every active connection holding the Page; a rating without a story (an
 * old one, which nothing can answer) has no id to fetch by, so its Page is synced instead. Events for a
 * Page nobody holds are logged and acknowledged (202): Meta disables endpoints that keep failing.
 */
export function facebookWebhook(webhooks: FastifyInstance, ctx: AppContext) {
  // Subscribing the app's webhook: Meta checks the endpoint with our verify token and wants its challenge back.
  webhooks.get(FACEBOOK_WEBHOOK_PATH, async (request, reply) => {
    const parsed = handshake.safeParse(request.query);
    if (!parsed.success) throw new HttpError(400, 'Expected hub.mode=subscribe, hub.verify_token and hub.challenge.');
    if (!sameSecret(parsed.data['hub.verify_token'], ctx.config.push.facebookVerifyToken)) {
      request.log.warn({ push: 'facebook' }, 'webhook subscription refused: wrong verify token');
      throw new HttpError(403, 'The verify token does not match FACEBOOK_WEBHOOK_VERIFY_TOKEN.');
    }
    return reply.type('text/plain').send(parsed.data['hub.challenge']);
  });

  webhooks.post(FACEBOOK_WEBHOOK_PATH, async (request, reply) => {
    const facebook = ctx.config.facebook;
    if (facebook.mode === 'off') throw new HttpError(404, 'Facebook is not configured on this server.');
    const raw = signedBody(request, { platform: 'facebook', header: FACEBOOK_SIGNATURE_HEADER, secret: facebook.clientSecret });
    const parsed = pageEvents.safeParse(parseJson(raw));
    if (!parsed.success) {
      request.log.warn({ push: 'facebook' }, 'push refused: not a Page webhook');
      throw new HttpError(400, 'The webhook body is not a Facebook Page event.');
    }
    const changes = parsed.data.entry.flatMap((entry) => entry.changes.filter((change) => change.field === 'ratings').map((change) => ({ pageId: entry.id, storyId: change.value.open_graph_story_id })));
    const named = changes.flatMap(({ pageId, storyId }) => (storyId ? [{ locationId: pageId, platformReviewId: storyId }] : []));
    const storyless = changes.filter((change) => !change.storyId).map((change) => change.pageId);
    const connections = await connectionsHolding(ctx, request, 'facebook', changes.map((change) => change.pageId));
    const reviews = pushedReviewsAt(connections, named);
    await queuePushedReviews(ctx, reviews);
    for (const { id } of connections.filter((connection) => storyless.includes(connection.locationId))) {
      await ctx.jobs.send(syncConnectionJob(ctx), { connectionId: id }, { singletonKey: id });
    }
    return reply.code(202).send({ queued: reviews.length });
  });
}
