import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPasswordChangeSchema, ZProfileUpdateSchema } from '@common/schemas/profile';
import type { AppContext } from '@server/app-context';
import { oauthAccounts, users } from '@server/db/schema';
import { hashPassword, verifyPassword } from '@server/domains/auth/passwords';
import { requireUser } from '@server/domains/auth/require-user';
import { revokeOtherSessions } from '@server/domains/auth/sessions';
import { presentUser } from '@server/domains/auth/user.presenter';
import { badRequest, conflict, forbidden } from '@server/http/errors';

export function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  r.get('/api/profile', async (request) => ({ user: await presentUser(db, requireUser(request)) }));

  r.patch('/api/profile', { schema: { body: ZProfileUpdateSchema } }, async (request) => {
    const user = requireUser(request);
    const { fullName, email, phone } = request.body;
    if (email && email !== user.email) {
      const [taken] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, user.id)));
      if (taken) throw conflict('Another account already uses this email address.');
    }
    const [updated] = await db
      .update(users)
      .set({
        ...(fullName !== undefined ? { fullName } : {}),
        ...(email !== undefined ? { email } : {}),
        ...(phone !== undefined ? { phone } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
    return { user: await presentUser(db, updated!) };
  });

  r.patch('/api/profile/password', { schema: { body: ZPasswordChangeSchema } }, async (request) => {
    const user = requireUser(request);
    if (!user.passwordHash) throw forbidden('This account has no password yet. Use "Forgot password" to set one.');
    if (!(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
      throw badRequest('Current password is incorrect', { currentPassword: 'Current password is incorrect' });
    }
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(request.body.newPassword), updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await revokeOtherSessions(db, user.id, request.session?.id);
    return { ok: true };
  });

  r.post('/api/profile/unlink-oauth', async (request) => {
    const user = requireUser(request);
    if (!user.passwordHash) throw forbidden('Set a password first before unlinking your OAuth account to prevent being locked out.');
    const removed = await db.delete(oauthAccounts).where(eq(oauthAccounts.userId, user.id)).returning({ id: oauthAccounts.id });
    if (removed.length === 0) throw badRequest('No connected account to unlink.');
    return { user: await presentUser(db, user) };
  });
}
