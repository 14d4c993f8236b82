import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBulkApproveSchema, ZResponseUpdateSchema } from '@common/schemas/reviews';
import type { AppContext } from '@server/app-context';
import { requireUser } from '@server/domains/auth/require-user';
import { presentResponse } from '@server/domains/reviews/reviews.presenter';
import { approveResponse, bulkApprove, rejectResponse } from './approve.service';
import { editResponse } from './drafts.service';

const idParams = z.object({ id: z.string().uuid('Not a valid id') });

export function responsesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.patch('/api/ai-responses/:id', { schema: { params: idParams, body: ZResponseUpdateSchema } }, async (request) =>
    presentResponse(await editResponse(ctx, requireUser(request).id, request.params.id, request.body.responseText)),
  );

  r.post('/api/ai-responses/:id/approve', { schema: { params: idParams } }, async (request) =>
    presentResponse(await approveResponse(ctx, requireUser(request).id, request.params.id)),
  );

  r.post('/api/ai-responses/bulk-approve', { schema: { body: ZBulkApproveSchema } }, async (request) =>
    bulkApprove(ctx, requireUser(request).id, request.body.responseIds),
  );

  r.post('/api/ai-responses/:id/reject', { schema: { params: idParams } }, async (request) =>
    presentResponse(await rejectResponse(ctx, requireUser(request).id, request.params.id)),
  );
}
