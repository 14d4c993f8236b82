import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBusinessCreateSchema, ZBusinessUpdateSchema } from '@common/schemas/businesses';
import type { AppContext } from '@server/app-context';
import { platformConnections } from '@server/db/schema';
import { requireUser } from '@server/domains/auth/require-user';
import { disconnect } from '@server/domains/platforms/disconnect';
import { notFound } from '@server/http/errors';
import { createBusiness, deleteBusiness, findOwnedBusiness, listBusinesses, presentBusiness, updateBusiness } from './businesses.repo';

const businessParams = z.object({ id: z.string().uuid('Not a valid business id') });

export function businessesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  r.get('/api/businesses', async (request) => (await listBusinesses(db, requireUser(request).id)).map(presentBusiness));

  r.post('/api/businesses', { schema: { body: ZBusinessCreateSchema } }, async (request, reply) => {
    const user = requireUser(request);
    const business = await createBusiness(db, user.id, request.body);
    return reply.status(201).send(presentBusiness(business));
  });

  r.patch(
    '/api/businesses/:id',
    { schema: { params: businessParams, body: ZBusinessUpdateSchema } },
    async (request) => {
      const business = await updateBusiness(db, requireUser(request).id, request.params.id, request.body);
      if (!business) throw notFound('Business not found');
      return presentBusiness(business);
    },
  );

  // Removing a location deletes its reviews and replies with it (the screen names the count first); its
  // connections are disconnected as Disconnect would, so no grant or push outlives it.
  r.delete('/api/businesses/:id', { schema: { params: businessParams } }, async (request) => {
    const user = requireUser(request);
    const business = await findOwnedBusiness(db, user.id, request.params.id);
    if (!business) throw notFound('Business not found');
    const connections = await db.select().from(platformConnections).where(eq(platformConnections.businessId, business.id));
    for (const connection of connections) await disconnect(ctx, connection, request.log);
    return { ok: true, removedReviews: await deleteBusiness(db, business.id) };
  });
}
