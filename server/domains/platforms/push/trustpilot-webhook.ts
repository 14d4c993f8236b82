import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '@server/app-context';
import { HttpError } from '@server/http/errors';
import { queuePushedReviews } from './push-jobs';
import { connectionsHolding, pushedReviewsAt } from './pushed-locations';
import { parseJson, signedBody } from './verify-push';

export const TRUSTPILOT_WEBHOOK_PATH = '/api/webhooks/trustpilot';
export const TRUSTPILOT_SIGNATURE_HEADER = 'x-trustpilot-signature';

/** Trustpilot's service-review events: only what names the review is read, the rest is fetched from Trustpilot. */
const trustpilotEvents = z.object({
  events: z
    .array(
      z
        .object({
          eventName: z.string(),
          eventData: z.object({ id: z.string().min(1), businessUnitId: z.string().min(1) }).passthrough(),
        })
        .passthrough(),
    )
    .min(1),
});
const REVIEW_EVENTS = new Set(['service-review-created', 'service-review-updated']);

/**
 * Trustpilot's webhook for new and edited service reviews, signed with our shared secret. Each review
 * is fetched for every active connection holding its business unit. Events for a unit nobody here
 * holds are logged and acknowledged (202): a refusal would only make Trustpilot send them again.
 */
export function trustpilotWebhook(webhooks: FastifyInstance, ctx: AppContext) {
  webhooks.post(TRUSTPILOT_WEBHOOK_PATH, async (request, reply) => {
    const raw = signedBody(request, { platform: 'trustpilot', header: TRUSTPILOT_SIGNATURE_HEADER, secret: ctx.config.push.trustpilotWebhookSecret });
    const parsed = trustpilotEvents.safeParse(parseJson(raw));
    if (!parsed.success) {
      request.log.warn({ push: 'trustpilot' }, 'push refused: not a list of review events');
      throw new HttpError(400, 'The webhook body is not a list of Trustpilot review events.');
    }
    const events = parsed.data.events.filter((event) => REVIEW_EVENTS.has(event.eventName));
    const named = events.map((event) => ({ locationId: event.eventData.businessUnitId, platformReviewId: event.eventData.id }));
    const connections = await connectionsHolding(ctx, request, 'trustpilot', named.map((review) => review.locationId));
    const reviews = pushedReviewsAt(connections, named);
    await queuePushedReviews(ctx, reviews);
    return reply.code(202).send({ queued: reviews.length });
  });
}
