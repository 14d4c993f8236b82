import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBusinessCreateSchema, ZBusinessUpdateSchema } from '@common/schemas/businesses';
import type { AppContext } from '@server/app-context';
import { requireUser } from '@server/domains/auth/require-user';
import { notFound } from '@server/http/errors';
import { createBusiness, listBusinesses, presentBusiness, updateBusiness } from './businesses.repo';

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
    { schema: { params: z.object({ id: z.string().uuid('Not a valid business id') }), body: ZBusinessUpdateSchema } },
    async (request) => {
      const business = await updateBusiness(db, requireUser(request).id, request.params.id, request.body);
      if (!business) throw notFound('Business not found');
      return presentBusiness(business);
    },
  );
}
