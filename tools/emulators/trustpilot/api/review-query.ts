import { parseTrustpilotTime, type StoredReview } from '../types';

/** The orderBy values of C.2; createdat.desc is the default. */
export const REVIEW_ORDERS = ['createdat.desc', 'createdat.asc', 'stars.desc', 'stars.asc'] as const;
export type ReviewOrder = (typeof REVIEW_ORDERS)[number];

const DEFAULT_PER_PAGE = 20;
const MAX_PER_PAGE = 100;

export interface ReviewQuery {
  page: number;
  perPage: number;
  orderBy: ReviewOrder;
  stars?: Set<number>;
  languages?: Set<string>;
  responded?: boolean;
  startMs?: number;
  endMs?: number;
}

/** Array parameters come repeated (`stars=4&stars=5`) or comma-separated (`stars=4,5`); both are accepted. */
const list = (raw: unknown): string[] | undefined => {
  if (raw === undefined) return undefined;
  const values = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => String(v).split(',')).map((v) => v.trim()).filter(Boolean);
  return values.length > 0 ? values : undefined;
};

const single = (raw: unknown): string | undefined => (Array.isArray(raw) ? String(raw[0]) : raw === undefined ? undefined : String(raw));

/** "2013-09-07T13:37:00", or a date alone meaning midnight (C.2); UTC unless an offset is given. */
function parseDateTime(raw: string): number {
  const value = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw}T00:00:00` : raw;
  return /(Z|[+-]\d\d:?\d\d)$/.test(value) ? Date.parse(value) : Date.parse(`${value}Z`);
}

/**
 * Reads the query of the review list. Anything it cannot read is the 1001 "malformed" error; perPage
 * above 100 is clamped rather than refused [unverified], and below 1 is refused.
 */
export function parseReviewQuery(query: Record<string, unknown>): ReviewQuery | undefined {
  const integer = (raw: string | undefined, fallback: number) => (raw === undefined || raw === '' ? fallback : /^\d+$/.test(raw) ? Number(raw) : NaN);
  const page = integer(single(query.page), 1);
  const perPage = integer(single(query.perPage), DEFAULT_PER_PAGE);
  if (!(page >= 1) || !(perPage >= 1)) return undefined;
  const orderBy = (single(query.orderBy) || 'createdat.desc').toLowerCase();
  if (!(REVIEW_ORDERS as readonly string[]).includes(orderBy)) return undefined;

  const out: ReviewQuery = { page, perPage: Math.min(perPage, MAX_PER_PAGE), orderBy: orderBy as ReviewOrder };
  const stars = list(query.stars);
  if (stars) {
    if (stars.some((s) => !/^[1-5]$/.test(s))) return undefined;
    out.stars = new Set(stars.map(Number));
  }
  const languages = list(query.language);
  if (languages && !languages.includes('all')) {
    if (languages.some((l) => !/^[a-z]{2}$/i.test(l))) return undefined;
    out.languages = new Set(languages.map((l) => l.toLowerCase()));
  }
  const responded = single(query.responded);
  if (responded !== undefined) {
    if (responded !== 'true' && responded !== 'false') return undefined;
    out.responded = responded === 'true';
  }
  for (const [key, field] of [['startDateTime', 'startMs'], ['endDateTime', 'endMs']] as const) {
    const raw = single(query[key]);
    if (raw === undefined) continue;
    const ms = parseDateTime(raw);
    if (Number.isNaN(ms)) return undefined;
    out[field] = ms;
  }
  return out;
}

export function matches(review: StoredReview, query: ReviewQuery): boolean {
  if (query.stars && !query.stars.has(review.stars)) return false;
  // A review without a language matches no language filter.
  if (query.languages && !(review.language && query.languages.has(review.language))) return false;
  if (query.responded !== undefined && (review.companyReply !== undefined) !== query.responded) return false;
  if (query.startMs !== undefined || query.endMs !== undefined) {
    const created = parseTrustpilotTime(review.createdAt);
    if (query.startMs !== undefined && created < query.startMs) return false;
    if (query.endMs !== undefined && created > query.endMs) return false;
  }
  return true;
}

export function sortReviews(reviews: StoredReview[], order: ReviewOrder): StoredReview[] {
  const byCreatedDesc = (a: StoredReview, b: StoredReview) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1);
  const compare: Record<ReviewOrder, (a: StoredReview, b: StoredReview) => number> = {
    'createdat.desc': byCreatedDesc,
    'createdat.asc': (a, b) => byCreatedDesc(b, a),
    'stars.desc': (a, b) => b.stars - a.stars || byCreatedDesc(a, b),
    'stars.asc': (a, b) => a.stars - b.stars || byCreatedDesc(a, b),
  };
  return [...reviews].sort(compare[order]);
}
