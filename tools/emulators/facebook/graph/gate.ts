import type { FastifyReply, FastifyRequest } from 'fastify';
import { sameString } from '../../shared/client-credentials';
import { takeSwitch } from '../../shared/failure-switches';
import { formFields } from '../../shared/http';
import { appOf, type FacebookContext } from '../context';
import { errors, sendGraphError } from '../graph-errors';
import { checkToken } from '../oauth/check-token';
import type { AccessTokenRecord } from '../oauth/records';
import { accessTokenOf, appSecretProof } from '../oauth/tokens';
import { versionNumber, type FacebookPage, type FacebookUser, type Grant } from '../types';

/** Who a Graph call acts for: the person, what they granted, and the Page when the token is a Page token. */
export interface Caller {
  version: string;
  token: AccessTokenRecord;
  user: FacebookUser;
  grant: Grant;
  page?: FacebookPage;
}

const callers = new WeakMap<FastifyRequest, Caller>();

/** The caller of a Graph call; set by the gate before any handler runs. */
export function callerOf(request: FastifyRequest): Caller {
  const caller = callers.get(request);
  if (!caller) throw new Error('Graph route registered without the gate');
  return caller;
}

export const hasPermission = (caller: Caller, permission: string) => caller.grant.granted.includes(permission);

/** What Graph reports about usage when it refuses a call for the rate limit (B.4); the numbers are illustrative. */
function usageHeaders(caller: Caller): Record<string, string> {
  if (!caller.page) return { 'x-app-usage': JSON.stringify({ call_count: 100, total_cputime: 12, total_time: 14 }) };
  const usage = [{ type: 'pages', call_count: 100, total_cputime: 9, total_time: 11, estimated_time_to_regain_access: 5 }];
  return { 'x-business-use-case-usage': JSON.stringify({ [caller.page.id]: usage }) };
}

export type Gate = ReturnType<typeof createGate>;

/**
 * Runs before every Graph call: the version in the path, the token (190 and its subcodes), the Page a
 * Page token belongs to, appsecret_proof, then the rate-limit and server-error switches.
 */
export function createGate(ctx: FacebookContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { version } = request.params as { version: string };
    if (Number.isNaN(versionNumber(version))) return sendGraphError(reply, errors.unknownPath(request.url.split('?')[0]!));
    const token = accessTokenOf(request);
    const checked = checkToken(ctx, token);
    if (!checked.ok) return sendGraphError(reply, checked.error);
    const { record } = checked;
    const user = ctx.state.user(record.userId);
    const grant = ctx.state.grant(record.appId, record.userId);
    if (!user || !grant) return sendGraphError(reply, errors.appRemoved(record.appId));
    let page: FacebookPage | undefined;
    if (record.kind === 'page') {
      page = ctx.state.page(record.pageId ?? '');
      // The person lost the Page, or took it out of what the app may use: its token no longer acts for it.
      if (!page || !user.pageIds.includes(page.id) || !grant.pageIds.includes(page.id)) return sendGraphError(reply, errors.permissionsError());
    }

    const proof = { ...formFields(request.query), ...formFields(request.body) }.appsecret_proof;
    const app = appOf(ctx, record.appId);
    if (proof !== undefined && (!app || !sameString(proof, appSecretProof(token!, app.appSecret)))) {
      return sendGraphError(reply, { ...errors.badParameter('Invalid appsecret_proof provided in the API argument'), type: 'GraphMethodException' });
    }
    if (proof === undefined && ctx.state.failures.requireAppSecretProof) return sendGraphError(reply, errors.badParameter('API calls from the server require an appsecret_proof argument'));

    const caller: Caller = { version, token: record, user, grant, ...(page ? { page } : {}) };
    const { failures } = ctx.state;
    if (takeSwitch(failures, 'rateLimited')) return sendGraphError(reply, errors.rateLimited(failures.rateLimitCode ?? 32), usageHeaders(caller));
    if (takeSwitch(failures, 'serverErrors')) return sendGraphError(reply, errors.serverError(failures.serverErrorStatus ?? 503));
    callers.set(request, caller);
  };
}
