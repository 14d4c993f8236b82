import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '@server/config';

export const SESSION_COOKIE = 'sid';

export const isSecure = (config: Config, request: FastifyRequest) =>
  config.publicUrl.startsWith('https:') || request.protocol === 'https';

export function setSessionCookie(
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; expiresAt: Date; persistent: boolean },
) {
  void reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(config, request),
    // Without maxAge the cookie is a browser-session cookie.
    ...(session.persistent ? { maxAge: Math.floor((session.expiresAt.getTime() - Date.now()) / 1000) } : {}),
  });
}

export function clearSessionCookie(config: Config, request: FastifyRequest, reply: FastifyReply) {
  void reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecure(config, request) });
}
