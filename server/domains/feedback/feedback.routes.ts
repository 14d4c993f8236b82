import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZFeedbackRequestSchema } from '@common/schemas/feedback';
import type { AppContext } from '@server/app-context';
import { feedback } from '@server/db/schema';
import { requireUser } from '@server/domains/auth/require-user';
import { feedbackEmail } from '@server/mail/templates/feedback';

export function feedbackRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/feedback', { schema: { body: ZFeedbackRequestSchema } }, async (request, reply) => {
    const user = requireUser(request);
    const { kind, description, email } = request.body;
    await ctx.database.db.insert(feedback).values({ userId: user.id, kind, description, email: email ?? null });
    if (ctx.config.supportEmail) {
      const message = feedbackEmail({ kind, description, email: email ?? user.email, account: user.id });
      await ctx.mailer.send({ to: ctx.config.supportEmail, replyTo: email ?? user.email, ...message });
    }
    return reply.status(201).send({ ok: true });
  });
}
