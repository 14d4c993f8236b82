import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '@server/app-context';
import { unauthorized } from '@server/http/errors';
import { SESSION_COOKIE } from './session-cookie';
import { findSessionUser, type SessionUser } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session hook when the request carries a live session cookie. */
    session?: { id: string; token: string; user: SessionUser };
  }
}

/** Loads the session (if any) once per request; routes then call requireUser. */
export function registerSessionLoader(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('session', undefined);
  app.addHook('preHandler', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith('/api/')) return;
    const found = await findSessionUser(ctx.database.db, token);
    if (found) request.session = { id: found.sessionId, token, user: found.user };
  });
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.session) throw unauthorized();
  return request.session.user;
}
