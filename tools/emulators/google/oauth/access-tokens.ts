import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { EmulatorContext } from '../context';
import { hashToken } from '../state';
import type { AccessTokenRecord } from './records';

/** Google's access tokens live an hour; the token response says 3599 seconds. */
export const ACCESS_TOKEN_SECONDS = 3599;

/** Token formats look like Google's (ya29. / 1//0 / 4/0) so logs and masking rules meet realistic strings. */
export const newAccessToken = () => `ya29.a0${randomBytes(90).toString('base64url')}`;
export const newRefreshToken = () => `1//0${randomBytes(72).toString('base64url')}`;
export const newAuthorizationCode = () => `4/0Ab${randomBytes(42).toString('base64url')}`;

/** The bearer token of a request: the Authorization header, or the access_token query parameter Google also accepts. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match?.[1];
  }
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.access_token === 'string' ? query.access_token : undefined;
}

export type AccessCheck = { ok: true; record: AccessTokenRecord } | { ok: false; cause: 'missing' | 'expired' | 'invalid' };

/** Checks the token on every API call: unknown, revoked and expired tokens all fail. */
export function checkAccessToken(ctx: EmulatorContext, token: string | undefined): AccessCheck {
  if (!token) return { ok: false, cause: 'missing' };
  const record = ctx.state.accessTokens.get(hashToken(token));
  if (!record || record.revokedAt !== undefined) return { ok: false, cause: 'invalid' };
  if (record.expiresAt <= ctx.now()) return { ok: false, cause: 'expired' };
  return { ok: true, record };
}
