import { invalidArgument, type GoogleApiError } from '../google-errors';

/**
 * Page sizes and page tokens as Google handles them: pageSize 0 or absent means the default, larger
 * than the maximum is clamped (platform-apis.md E.3), negative is an error; nextPageToken is opaque and
 * only valid for the same query.
 */
export function parsePageSize(raw: unknown, defaultSize: number, max: number): number | GoogleApiError {
  if (raw === undefined || raw === '') return defaultSize;
  const value = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isInteger(value) || value < 0) return invalidArgument('page_size', 'page_size must be a non-negative integer');
  if (value === 0) return defaultSize;
  return Math.min(value, max);
}

export function encodePageToken(payload: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

/** Decodes a token made by encodePageToken for the same `kind` and query; anything else is INVALID_ARGUMENT. */
export function decodePageToken<T extends Record<string, unknown>>(raw: unknown, kind: string, query: string): T | GoogleApiError | undefined {
  if (raw === undefined || raw === '') return undefined;
  try {
    const payload = JSON.parse(Buffer.from(String(raw), 'base64url').toString('utf8')) as T & { k?: string; q?: string };
    if (payload.k === kind && payload.q === query) return payload;
  } catch {
    // fall through to the error below
  }
  return invalidArgument('page_token', 'Invalid page token');
}

export const isApiError = (value: unknown): value is GoogleApiError =>
  typeof value === 'object' && value !== null && 'status' in value && 'code' in value && 'message' in value;
