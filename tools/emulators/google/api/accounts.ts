import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context';
import { invalidArgument, permissionDenied, sendApiError } from '../google-errors';
import { apiGate, callerOf } from './gate';
import { decodePageToken, encodePageToken, isApiError, parsePageSize } from './paging';

const SERVICE = 'mybusinessaccountmanagement.googleapis.com' as const;
const ACCOUNT_TYPES = new Set(['PERSONAL', 'LOCATION_GROUP', 'USER_GROUP', 'ORGANIZATION']);

/** Account Management API v1 (host mybusinessaccountmanagement.googleapis.com), A.2. */
export function accountRoutes(app: FastifyInstance, ctx: EmulatorContext) {
  const gate = apiGate(ctx, SERVICE);

  app.get('/v1/accounts', { preHandler: gate }, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const pageSize = parsePageSize(query.pageSize, 20, 20);
    if (isApiError(pageSize)) return sendApiError(reply, pageSize);

    let type: string | undefined;
    if (query.filter) {
      const match = /^\s*type\s*=\s*([A-Z_]+)\s*$/.exec(query.filter);
      if (!match || !ACCOUNT_TYPES.has(match[1]!)) return sendApiError(reply, invalidArgument('filter', `Unsupported filter: ${query.filter}`));
      type = match[1];
    }
    const { sub } = callerOf(request);
    const owned = ctx.state.failures.noAccounts ? [] : ctx.state.accountsOf(sub);
    if (query.parentAccount && !owned.some((a) => a.account.name === query.parentAccount)) return sendApiError(reply, permissionDenied());
    // The emulated accounts have no sub-accounts, so listing under a parent finds nothing.
    const accounts = query.parentAccount ? [] : owned.map((a) => a.account).filter((a) => !type || a.type === type);

    const queryKey = `${query.filter ?? ''}|${query.parentAccount ?? ''}`;
    const token = decodePageToken<{ o: number }>(query.pageToken, 'accounts', queryKey);
    if (isApiError(token)) return sendApiError(reply, token);
    const offset = token?.o ?? 0;
    const page = accounts.slice(offset, offset + pageSize);
    const body: Record<string, unknown> = {};
    if (page.length > 0) body.accounts = page;
    if (offset + pageSize < accounts.length) body.nextPageToken = encodePageToken({ k: 'accounts', q: queryKey, o: offset + pageSize });
    return reply.send(body);
  });

  app.get('/v1/accounts/:accountId', { preHandler: gate }, async (request, reply) => {
    const { accountId } = request.params as { accountId: string };
    const { sub } = callerOf(request);
    const found = ctx.state.failures.noAccounts ? undefined : ctx.state.accountsOf(sub).find((a) => a.account.name === `accounts/${accountId}`);
    if (!found) return sendApiError(reply, permissionDenied());
    return reply.send(found.account);
  });
}
