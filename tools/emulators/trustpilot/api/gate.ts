import type { FastifyReply, FastifyRequest } from 'fastify';
import { takeSwitch } from '../../shared/failure-switches';
import type { TrustpilotContext } from '../context';
import { bearerToken, checkAccessToken } from '../oauth/tokens';
import { malformed, sendError, serverError, tooManyRequests, unauthorized } from '../trustpilot-errors';
import type { BusinessUser } from '../types';
import { RateWindow } from './rate-window';

/** Retry-After sent while the rateLimited switch is on. */
const SWITCHED_RETRY_AFTER_SECONDS = 60;

const callers = new WeakMap<FastifyRequest, BusinessUser>();

/** The business user a private API call acts for; set by the gate before any handler runs. */
export function callerOf(request: FastifyRequest): BusinessUser {
  const caller = callers.get(request);
  if (!caller) throw new Error('private Trustpilot route registered without the gate');
  return caller;
}

/**
 * Runs before every private API call: the token (401), the rate limit (429, by switch or by the
 * 833-per-5-minutes window), then injected 5xx and 1001 failures.
 */
export type Gate = ReturnType<typeof createGate>;

export function createGate(ctx: TrustpilotContext) {
  const window = new RateWindow();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const record = checkAccessToken(ctx, bearerToken(request));
    const user = record ? ctx.state.businessUser(record.businessUserId) : undefined;
    if (!record || !user) return sendError(reply, unauthorized(), { 'www-authenticate': 'Bearer' });
    const { failures } = ctx.state;
    if (takeSwitch(failures, 'rateLimited')) return sendError(reply, tooManyRequests(), { 'retry-after': String(SWITCHED_RETRY_AFTER_SECONDS) });
    const taken = window.take(record.hash, ctx.now());
    if (!taken.ok) return sendError(reply, tooManyRequests(), { 'retry-after': String(taken.retryAfterSeconds) });
    if (takeSwitch(failures, 'serverErrors')) return sendError(reply, serverError(failures.serverErrorStatus ?? 503));
    if (takeSwitch(failures, 'malformed')) return sendError(reply, malformed());
    callers.set(request, user);
  };
}
