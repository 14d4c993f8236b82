import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { crossFieldProblems, ZSettingsSchema, ZSettingsUpdateSchema } from '@common/schemas/settings';
import type { AppContext } from '@server/app-context';
import { requireUser } from '@server/domains/auth/require-user';
import { badRequest, describeFields } from '@server/http/errors';
import { cancelScheduledAutoApprovals, switchedOff } from '@server/domains/responses/auto-approve.service';
import { getSettings, saveSettings } from './settings.repo';

export function settingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  r.get('/api/settings', async (request) => getSettings(db, requireUser(request).id));

  r.patch('/api/settings', { schema: { body: ZSettingsUpdateSchema } }, async (request) => {
    const user = requireUser(request);
    const before = await getSettings(db, user.id);
    const next = ZSettingsSchema.parse({ ...before, ...(request.body ?? {}) });
    const problems = crossFieldProblems(next);
    if (Object.keys(problems).length > 0) throw badRequest(`Invalid settings: ${describeFields(problems)}`, problems);
    const saved = await saveSettings(db, user.id, next);
    await cancelScheduledAutoApprovals(ctx, user.id, switchedOff(before, saved));
    return saved;
  });
}
