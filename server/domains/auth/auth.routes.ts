import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZForgotPasswordRequestSchema,
  ZLoginRequestSchema,
  ZRegisterRequestSchema,
  ZResetPasswordRequestSchema,
} from '@common/schemas/auth';
import type { AppContext } from '@server/app-context';
import { authenticate, registerUser } from './auth.service';
import { requestPasswordReset, resetPassword } from './password-reset';
import { consumeRateLimits } from './rate-limit';
import { requireUser } from './require-user';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { createSession, revokeSession } from './sessions';
import { presentUser } from './user.presenter';

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const { perIp, perEmail, windowMinutes } = ctx.config.authRateLimit;
  const windowMs = windowMinutes * 60 * 1000;
  const limit = (action: string, request: FastifyRequest, email: string) =>
    consumeRateLimits(ctx.database, [
      { key: `${action}:ip:${request.ip}`, limit: perIp, windowMs },
      { key: `${action}:email:${email}`, limit: perEmail, windowMs },
    ]);

  r.post('/api/auth/register', { schema: { body: ZRegisterRequestSchema } }, async (request, reply) => {
    await limit('register', request, request.body.email);
    const user = await registerUser(db, request.body);
    // A new account stays signed in like "remember me": signing up is a deliberate act on one's own device.
    setSessionCookie(ctx.config, request, reply, await createSession(db, user.id, true));
    return reply.status(201).send({ user: await presentUser(db, user) });
  });

  r.post('/api/auth/login', { schema: { body: ZLoginRequestSchema } }, async (request, reply) => {
    await limit('login', request, request.body.email);
    const user = await authenticate(db, request.body);
    setSessionCookie(ctx.config, request, reply, await createSession(db, user.id, request.body.rememberMe));
    return { user: await presentUser(db, user) };
  });

  r.get('/api/auth/me', async (request) => ({ user: await presentUser(db, requireUser(request)) }));

  r.post('/api/auth/logout', async (request, reply) => {
    if (request.session) await revokeSession(db, request.session.token);
    clearSessionCookie(ctx.config, request, reply);
    return { ok: true };
  });

  r.post('/api/auth/forgot-password', { schema: { body: ZForgotPasswordRequestSchema } }, async (request) => {
    await limit('forgot', request, request.body.email);
    await requestPasswordReset(ctx, request.body.email);
    return { ok: true };
  });

  r.post('/api/auth/reset-password', { schema: { body: ZResetPasswordRequestSchema } }, async (request, reply) => {
    await resetPassword(ctx, request.body.token, request.body.password);
    clearSessionCookie(ctx.config, request, reply);
    return { ok: true };
  });
}
