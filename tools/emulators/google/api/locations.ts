import type { FastifyInstance } from 'fastify';
import { takeSwitch } from '../../shared/failure-switches';
import type { EmulatorContext } from '../context';
import { internalError, invalidArgument, permissionDenied, sendApiError, type GoogleApiError } from '../google-errors';
import type { Location } from '../types';
import { apiGate, callerOf } from './gate';
import { decodePageToken, encodePageToken, isApiError, parsePageSize } from './paging';

const SERVICE = 'mybusinessbusinessinformation.googleapis.com' as const;

/** Top-level Location fields Google accepts in a readMask. */
const LOCATION_FIELDS = new Set([
  'name', 'languageCode', 'storeCode', 'title', 'phoneNumbers', 'categories', 'storefrontAddress', 'websiteUri',
  'regularHours', 'specialHours', 'serviceArea', 'labels', 'adWordsLocationExtensions', 'latlng', 'openInfo',
  'metadata', 'profile', 'relationshipData', 'moreHours', 'serviceItems',
]);

/** readMask is required (A.3): only the listed fields come back, dotted paths select nested ones. */
export function parseReadMask(raw: unknown): string[][] | GoogleApiError {
  if (typeof raw !== 'string' || raw.trim() === '') return invalidArgument('read_mask', 'read_mask is required');
  const paths = raw.split(',').map((p) => p.trim()).filter(Boolean).map((p) => p.split('.'));
  const unknown = paths.find((p) => !LOCATION_FIELDS.has(p[0]!));
  if (unknown) return invalidArgument('read_mask', `Invalid field mask path: ${unknown.join('.')}`);
  return paths;
}

export function applyReadMask(location: Location, paths: string[][]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    let source: unknown = location;
    for (const key of path) source = typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[key] : undefined;
    if (source === undefined) continue;
    let target = out;
    for (const key of path.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    target[path[path.length - 1]!] = structuredClone(source);
  }
  return out;
}

const ORDER_BY = /^\s*(title|storeCode)(\s+desc)?\s*$/;

/** Business Information API v1 (host mybusinessbusinessinformation.googleapis.com), A.3. */
export function locationRoutes(app: FastifyInstance, ctx: EmulatorContext) {
  const gate = apiGate(ctx, SERVICE);

  app.get('/v1/accounts/:accountId/locations', { preHandler: gate }, async (request, reply) => {
    const { accountId } = request.params as { accountId: string };
    const query = request.query as Record<string, string | undefined>;
    const mask = parseReadMask(query.readMask);
    if (isApiError(mask)) return sendApiError(reply, mask);
    const pageSize = parsePageSize(query.pageSize, 10, 100);
    if (isApiError(pageSize)) return sendApiError(reply, pageSize);
    const order = query.orderBy ? ORDER_BY.exec(query.orderBy) : null;
    if (query.orderBy && !order) return sendApiError(reply, invalidArgument('order_by', `Invalid order_by: ${query.orderBy}`));

    const accountName = `accounts/${accountId}`;
    const { sub } = callerOf(request);
    if (!ctx.state.accountsOf(sub).some((a) => a.account.name === accountName)) return sendApiError(reply, permissionDenied());
    if (takeSwitch(ctx.state.failures, 'locationsError')) return sendApiError(reply, internalError());

    let locations = ctx.state.failures.noLocations ? [] : ctx.state.locationsOf(accountName).map((l) => l.location);
    if (order) {
      const field = order[1] as 'title' | 'storeCode';
      const direction = order[2] ? -1 : 1;
      locations = [...locations].sort((a, b) => direction * (a[field] ?? '').localeCompare(b[field] ?? ''));
    }
    const queryKey = `${accountName}|${query.orderBy ?? ''}|${query.filter ?? ''}|${query.readMask}`;
    const token = decodePageToken<{ o: number }>(query.pageToken, 'locations', queryKey);
    if (isApiError(token)) return sendApiError(reply, token);
    const offset = token?.o ?? 0;
    const page = locations.slice(offset, offset + pageSize);
    const body: Record<string, unknown> = {};
    if (page.length > 0) body.locations = page.map((l) => applyReadMask(l, mask));
    if (offset + pageSize < locations.length) body.nextPageToken = encodePageToken({ k: 'locations', q: queryKey, o: offset + pageSize });
    // Google returns totalSize only when a filter is given. The emulator does not evaluate filters:
    // it answers as if every location matched.
    if (query.filter) body.totalSize = locations.length;
    return reply.send(body);
  });

  app.get('/v1/locations/:locationId', { preHandler: gate }, async (request, reply) => {
    const { locationId } = request.params as { locationId: string };
    const mask = parseReadMask((request.query as Record<string, unknown>).readMask);
    if (isApiError(mask)) return sendApiError(reply, mask);
    const { sub } = callerOf(request);
    const owned = new Set(ctx.state.accountsOf(sub).map((a) => a.account.name));
    const found = ctx.state.locations.find((l) => l.location.name === `locations/${locationId}` && owned.has(l.accountName));
    if (!found) return sendApiError(reply, permissionDenied());
    return reply.send(applyReadMask(found.location, mask));
  });
}
