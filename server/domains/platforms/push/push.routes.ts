import type { FastifyInstance } from 'fastify';
import type { AppContext } from '@server/app-context';
import { facebookWebhook } from './facebook-webhook';
import { googlePubsubWebhook } from './google-pubsub.route';
import { trustpilotWebhook } from './trustpilot-webhook';

export { FACEBOOK_WEBHOOK_PATH } from './facebook-webhook';
export { GOOGLE_PUBSUB_PATH } from './google-pubsub.route';
export { TRUSTPILOT_WEBHOOK_PATH } from './trustpilot-webhook';

/**
 * Pushes from the platforms: each is authenticated, names reviews of connections we hold, and queues
 * their fetch, so a new review is in the inbox within a minute; the 3-hourly sync stays the safety net.
 * Refusals are logged, so a misconfigured webhook shows. Needs no session and no Origin (servers send it).
 */
export async function pushRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (webhooks) => {
    // A signature covers the body byte for byte: keep it as sent; each route parses it after checking.
    webhooks.removeContentTypeParser('application/json');
    webhooks.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    trustpilotWebhook(webhooks, ctx);
    googlePubsubWebhook(webhooks, ctx);
    facebookWebhook(webhooks, ctx);
  });
}
