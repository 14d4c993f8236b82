import type { FastifyReply, FastifyRequest } from 'fastify';
import { takeSwitch } from '../../shared/failure-switches';
import { projectNumberOf, type EmulatorContext } from '../context';
import { isServiceDisabled, type GoogleService } from '../failures';
import {
  insufficientScopes,
  quotaExceeded,
  sendApiError,
  serviceDisabled,
  unauthenticated,
  UNAUTHENTICATED_HEADERS,
} from '../google-errors';
import { bearerToken, checkAccessToken } from '../oauth/access-tokens';
import { isBusinessScope } from '../oauth/scopes';

export interface Caller {
  sub: string;
  clientId: string;
}

const callers = new WeakMap<FastifyRequest, Caller>();

/** The authenticated caller of a Business Profile request; set by the gate before any handler runs. */
export function callerOf(request: FastifyRequest): Caller {
  const caller = callers.get(request);
  if (!caller) throw new Error('Business Profile route registered without apiGate');
  return caller;
}

/**
 * Runs before every Business Profile call, in the order Google applies them: credentials (401), the API
 * being enabled for the project (403 SERVICE_DISABLED), quota (429), then the token's scope (403).
 */
export function apiGate(ctx: EmulatorContext, service: GoogleService) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const check = checkAccessToken(ctx, bearerToken(request));
    if (!check.ok) return sendApiError(reply, unauthenticated(service, check.cause), UNAUTHENTICATED_HEADERS);
    const { failures } = ctx.state;
    const project = projectNumberOf(check.record.clientId);
    if (isServiceDisabled(failures, service)) return sendApiError(reply, serviceDisabled(service, project));
    if (takeSwitch(failures, 'rateLimited')) return sendApiError(reply, quotaExceeded(service, project));
    if (!check.record.scopes.some(isBusinessScope)) return sendApiError(reply, insufficientScopes(service));
    callers.set(request, { sub: check.record.sub, clientId: check.record.clientId });
  };
}
