import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '@server/app-context';
import { platformConnections } from '@server/db/schema';
import { HttpError } from '@server/http/errors';
import { pushedReviewJob } from './push-jobs';
import { hasValidSignature } from './signature';

export const TRUSTPILOT_WEBHOOK_PATH = '/api/webhooks/trustpilot';
const TRUSTPILOT_SIGNATURE_HEADER = 'x-trustpilot-signature';

/** Trustpilot's service-review events: only what names the review is read, the rest is fetched from Trustpilot. */
const trustpilotEvents = z.object({
  events: z
    .array(
      z.object({
        eventName: z.string(),
        eventData: z.object({ id: z.string().min(1), businessUnitId: z.string().min(1) }).passthrough(),
      }).passthrough(),
    )
    .min(1),
});
const REVIEW_EVENTS = new Set(['service-review-created', 'service-review-updated']);

/**
 * Pushes from the platforms: each is verified, names reviews of connections we hold, and queues their
 * fetch; the 3-hourly sync stays the safety net. Refusals are logged, so a misconfigured webhook shows.
 */
export async function pushRoutes(app: FastifyInstance, ctx: AppContext) {
  const pushedReview = pushedReviewJob(ctx);
  await app.register(async (webhooks) => {
    // The signature covers the body byte for byte: keep it as sent, parse it after checking.
    webhooks.removeContentTypeParser('application/json');
    webhooks.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));

    webhooks.post(TRUSTPILOT_WEBHOOK_PATH, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers[TRUSTPILOT_SIGNATURE_HEADER];
      if (!hasValidSignature(raw, typeof signature === 'string' ? signature : undefined, ctx.config.push.trustpilotWebhookSecret)) {
        request.log.warn({ push: 'trustpilot' }, 'push refused: missing or bad signature');
        throw new HttpError(401, 'The webhook signature is missing or does not match.');
      }
      let parsed;
      try {
        parsed = trustpilotEvents.safeParse(JSON.parse(raw));
      } catch {
        parsed = undefined;
      }
      if (!parsed?.success) throw new HttpError(400, 'The webhook body is not a list of Trustpilot review events.');
      const events = parsed.data.events.filter((event) => REVIEW_EVENTS.has(event.eventName));
      const units = [...new Set(events.map((event) => event.eventData.businessUnitId))];
      const connections =
        units.length === 0
          ? []
          : await ctx.database.db
              .select({ id: platformConnections.id, unit: platformConnections.platformLocationId })
              .from(platformConnections)
              .where(and(eq(platformConnections.platform, 'trustpilot'), eq(platformConnections.isActive, true), inArray(platformConnections.platformLocationId, units)));
      const unknown = units.filter((unit) => !connections.some((connection) => connection.unit === unit));
      if (unknown.length > 0) request.log.warn({ push: 'trustpilot', businessUnits: unknown }, 'push for business units no connection holds');
      if (events.length > 0 && connections.length === 0) throw new HttpError(404, 'No connection holds this business unit.');
      for (const event of events) {
        for (const connection of connections.filter((candidate) => candidate.unit === event.eventData.businessUnitId)) {
          await ctx.jobs.send(pushedReview, { connectionId: connection.id, platformReviewId: event.eventData.id }, { singletonKey: `${connection.id}:${event.eventData.id}` });
        }
      }
      return reply.code(202).send({ accepted: events.length });
    });
  });
}
