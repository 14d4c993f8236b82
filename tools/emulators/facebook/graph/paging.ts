import { errors, GraphFailure } from '../graph-errors';

/** Graph's default page size; larger requests are cut to the maximum rather than refused [unverified]. */
export const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;

/**
 * Cursor paging (B.2): a cursor is an opaque, base64-encoded position in the list, so a page asked for
 * `after` a cursor stays right even when newer items arrive meanwhile.
 */
export interface Cursors {
  before: string;
  after: string;
}

export interface Window<T> {
  items: T[];
  cursors?: Cursors;
  hasNext: boolean;
  hasPrevious: boolean;
}

const encode = (position: string) => Buffer.from(position, 'utf8').toString('base64url');
const decode = (cursor: string) => (/^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : undefined);

export interface PageQuery {
  limit: number;
  after?: string;
  before?: string;
}

export function pageQuery(query: Record<string, string>, fallbackLimit = DEFAULT_LIMIT): PageQuery {
  const raw = query.limit;
  if (raw !== undefined && !/^\d+$/.test(raw)) throw new GraphFailure(errors.badParameter('(#100) The parameter limit must be a positive integer'));
  const limit = raw === undefined ? fallbackLimit : Math.min(Math.max(Number(raw), 1), MAX_LIMIT);
  return { limit, ...(query.after ? { after: query.after } : {}), ...(query.before ? { before: query.before } : {}) };
}

/**
 * One page of `items`, which are already in the list's order; `position` gives each item's sort key,
 * increasing along the list. The window is cut first and only then filtered by `visible`, as Graph does
 * with content it may not show: a page can come back short, or empty, while more follow.
 */
export function cutWindow<T>(items: T[], position: (item: T) => string, query: PageQuery, visible: (item: T) => boolean = () => true): Window<T> {
  const after = query.after === undefined ? undefined : decode(query.after);
  const before = query.before === undefined ? undefined : decode(query.before);
  if ((query.after !== undefined && after === undefined) || (query.before !== undefined && before === undefined)) throw new GraphFailure(errors.badParameter('(#100) Invalid cursor'));
  let start = 0;
  let end = items.length;
  if (after !== undefined) start = items.findIndex((item) => position(item) > after);
  if (start < 0) start = items.length;
  if (before !== undefined) {
    end = items.findIndex((item) => position(item) >= before);
    if (end < 0) end = items.length;
    start = Math.max(start, end - query.limit);
  } else end = Math.min(items.length, start + query.limit);
  const window = items.slice(start, end);
  if (window.length === 0) return { items: [], hasNext: false, hasPrevious: false };
  return {
    items: window.filter(visible),
    cursors: { before: encode(position(window[0]!)), after: encode(position(window.at(-1)!)) },
    hasNext: end < items.length,
    hasPrevious: start > 0,
  };
}

/**
 * `{data, paging}` as Graph serves a list; `next` and `previous` are `url` (the request, or the edge's
 * own address for a list nested in another) with the cursor swapped in.
 */
export function listBody<T>(window: Window<T>, data: unknown[], url: URL) {
  if (!window.cursors) return { data };
  const link = (key: 'after' | 'before', cursor: string) => {
    const next = new URL(url);
    next.searchParams.delete('after');
    next.searchParams.delete('before');
    next.searchParams.set(key, cursor);
    return next.toString();
  };
  return {
    data,
    paging: {
      cursors: window.cursors,
      ...(window.hasPrevious ? { previous: link('before', window.cursors.before) } : {}),
      ...(window.hasNext ? { next: link('after', window.cursors.after) } : {}),
    },
  };
}
