import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { hashToken } from '../../google/state';
import type { TrustpilotContext } from '../context';
import type { AccessTokenRecord } from './records';

/** Access tokens live 100 hours and the response says "359999" (C.1); refresh tokens 30 days. */
export const ACCESS_TOKEN_SECONDS = 359_999;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600 - 1;

/** Apigee-style opaque strings (28 and 32 alphanumerics) [unverified]; the adapter must not parse them. */
const alphanumeric = (length: number) => randomBytes(length * 2).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, length);
export const newAccessToken = () => alphanumeric(28);
export const newRefreshToken = () => alphanumeric(32);
export const newAuthorizationCode = () => alphanumeric(8);

export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** Unknown, revoked and expired tokens all fail; the caller cannot tell them apart, as with most gateways. */
export function checkAccessToken(ctx: TrustpilotContext, token: string | undefined): AccessTokenRecord | undefined {
  if (!token) return undefined;
  const record = ctx.state.accessTokens.get(hashToken(token));
  if (!record || record.revokedAt !== undefined || record.expiresAt <= ctx.now()) return undefined;
  return record;
}
