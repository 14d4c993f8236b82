import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZLunaNotificationParamsSchema, type TLunaNotificationsResponse } from '@common/schemas/luna';
import type { AppContext } from '@server/app-context';
import { requireUser } from '@server/domains/auth/require-user';
import { dismissNotification, listNotifications } from './notifications.service';
import { recordPanelOpened } from './panel-visits';

export function lunaNotificationsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/luna/notifications', async (request): Promise<TLunaNotificationsResponse> => ({
    notifications: await listNotifications(ctx, requireUser(request)),
  }));

  r.post('/api/luna/notifications/:id/dismiss', { schema: { params: ZLunaNotificationParamsSchema } }, async (request, reply) => {
    await dismissNotification(ctx, requireUser(request), request.params.id);
    return reply.status(204).send();
  });

  r.post('/api/luna/opened', async (request, reply) => {
    await recordPanelOpened(ctx.database.db, requireUser(request).id, ctx.clock.now());
    return reply.status(204).send();
  });
}
