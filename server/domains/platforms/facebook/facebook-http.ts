import { codeOfStatus, platformFetch, type ErrorReading } from '../platform-http';
import type { PlatformErrorCode } from '../platform';

/** Graph's error body (platform-apis.md B.4). */
type GraphErrorBody = { error?: { message?: string; code?: number; error_subcode?: number; is_transient?: boolean } };

/** 190 subcodes that end a token for good: 458 app removed, 460 password changed, 464 unconfirmed person, 467 invalidated. */
const TOKEN_GONE = new Set([458, 460, 464, 467]);
/** 4 app, 17 user, 32 Page, 613 per-call limits; 80001–80014 the business-use-case limits. */
const RATE_LIMITS = new Set([4, 17, 32, 613]);

/**
 * What a Graph error means for us. Graph's HTTP statuses say little (most refusals are 400), so the
 * `code` decides and the status is only the fallback:
 * - 190 is a bad token: 'unauthenticated' (463 expired: the connection asks to reconnect), but
 *   'invalid_grant' when the token is dead for good (the app removed, the password changed).
 * - 368 ("deemed abusive", a block on commenting for hours or days) is 'permission_denied', not
 *   'rate_limited': retrying on a backoff schedule would only hammer a block that retries cannot lift.
 * - 100 with subcode 33 is Graph's "object does not exist or cannot be loaded": 'not_found'.
 */
function codeOf(status: number, error: NonNullable<GraphErrorBody['error']>): PlatformErrorCode {
  const { code, error_subcode: subcode } = error;
  if (code === 190 || code === 102 || code === 104) return subcode !== undefined && TOKEN_GONE.has(subcode) ? 'invalid_grant' : 'unauthenticated';
  if (code === 12) return 'deprecated';
  if (code === 10 || code === 368 || (code !== undefined && code >= 200 && code <= 299)) return 'permission_denied';
  if (code !== undefined && (RATE_LIMITS.has(code) || (code >= 80001 && code <= 80014))) return 'rate_limited';
  if (code === 100) return subcode === 33 ? 'not_found' : 'invalid_request';
  // 1 "unknown error" and 2 "service temporarily unavailable" are Graph's own failures, worth a retry.
  if (code === 1 || code === 2 || error.is_transient === true || status >= 500) return 'unavailable';
  return codeOfStatus(status);
}

export function readFacebookError(status: number, raw: unknown, statusText: string): ErrorReading {
  const error = (raw as GraphErrorBody | null)?.error;
  if (!error || typeof error !== 'object') return { code: codeOfStatus(status), message: statusText };
  return { code: codeOf(status, error), message: error.message ?? statusText };
}

/** One call to Graph, its error shapes turned into PlatformError. */
export const facebookFetch = platformFetch('Facebook', readFacebookError);
