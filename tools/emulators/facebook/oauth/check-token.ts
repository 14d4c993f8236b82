import { hashToken } from '../../google/state';
import type { FacebookContext } from '../context';
import { errors, type GraphError } from '../graph-errors';
import type { AccessTokenRecord } from './records';

export type TokenCheck = { ok: true; record: AccessTokenRecord } | { ok: false; error: GraphError };

/**
 * Whether a token still works, and if not Graph's reason: unknown (190), app removed (190/458) or
 * expired (190/463). A token whose person no longer grants the app is dead even if it has not expired.
 */
export function checkToken(ctx: FacebookContext, token: string | undefined): TokenCheck {
  if (!token) return { ok: false, error: errors.noToken() };
  const record = ctx.state.accessToken(token);
  if (!record) return { ok: false, error: errors.badToken() };
  if (record.invalidSubcode || !ctx.state.grant(record.appId, record.userId)) return { ok: false, error: errors.appRemoved(record.appId) };
  const nowMs = ctx.now();
  if (record.expiresAt !== undefined && record.expiresAt <= nowMs) return { ok: false, error: errors.expiredToken(record.expiresAt, nowMs) };
  return { ok: true, record };
}

/** Stores a new token's hash with what it may do; returns the token itself, which is never stored. */
export function issueToken(ctx: FacebookContext, fields: Omit<AccessTokenRecord, 'hash'>, token: string): string {
  ctx.state.accessTokens.set(hashToken(token), { hash: hashToken(token), ...fields });
  return token;
}
