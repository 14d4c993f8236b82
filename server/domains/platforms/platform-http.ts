import { PlatformError, type PlatformErrorCode } from './platform';

const TIMEOUT_MS = 15_000;

/** What a platform's error answer means: our error code and the platform's own words. */
export type ErrorReading = { code: PlatformErrorCode; message: string };
export type ReadError = (status: number, body: unknown, statusText: string) => ErrorReading;
export type PlatformFetch = <T>(url: string, init?: RequestInit & { accessToken?: string }) => Promise<T>;

/**
 * Calls to one platform's API: JSON in and out, a timeout, a Bearer token when given, and the
 * platform's error shapes turned into PlatformError by `readError` (with Retry-After kept).
 */
export function platformFetch(platformName: string, readError: ReadError): PlatformFetch {
  return async <T>(url: string, init: RequestInit & { accessToken?: string } = {}): Promise<T> => {
    const { accessToken, headers, ...rest } = init;
    let response: Response;
    try {
      response = await fetch(url, {
        ...rest,
        headers: { accept: 'application/json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}), ...headers },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PlatformError('unavailable', `${platformName} did not answer: ${(error as Error).message}`);
    }
    const text = await response.text();
    let body: unknown = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = {};
    }
    if (response.ok) return body as T;
    const { code, message } = readError(response.status, body, response.statusText);
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new PlatformError(code, message, response.status, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
  };
}

/** The codes every platform's HTTP statuses share; a platform reads its own bodies for the rest. */
export function codeOfStatus(status: number): PlatformErrorCode {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'permission_denied';
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'unavailable';
  return 'invalid_request';
}
