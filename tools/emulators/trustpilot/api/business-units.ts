import type { FastifyInstance } from 'fastify';
import type { TrustpilotContext } from '../context';
import { callerOf, type Gate } from './gate';
import { link } from './present-review';

/**
 * Which business units the token's business user manages. Trustpilot documents business-unit lookups
 * by name and id but no "my units" call for a business user; this endpoint and its shape are the
 * emulator's choice [unverified], so the adapter should keep it behind one function.
 */
export function businessUnitRoutes(app: FastifyInstance, ctx: TrustpilotContext, gate: Gate) {
  app.get('/v1/private/business-units', { preHandler: gate }, async (request, reply) => {
    const user = callerOf(request);
    const base = ctx.baseUrl(request);
    const businessUnits = user.businessUnitIds.flatMap((id) => ctx.state.businessUnit(id) ?? []);
    return reply.send({
      businessUserId: user.id,
      businessUnits: businessUnits.map((unit) => ({
        id: unit.id,
        displayName: unit.displayName,
        identifyingName: unit.identifyingName,
        name: { identifying: unit.identifyingName, referring: [unit.displayName] },
        websiteUrl: unit.websiteUrl,
        country: unit.country,
        links: [link(`${base}/v1/business-units/${unit.id}`, 'business-units')],
      })),
    });
  });
}
