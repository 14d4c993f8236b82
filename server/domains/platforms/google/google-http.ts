import { PlatformError, type PlatformErrorCode } from '../platform';

type GoogleErrorBody = {
  error?:
    | string
    | { code?: number; message?: string; status?: string; details?: Array<{ reason?: string }>; errors?: Array<{ reason?: string }> };
  error_description?: string;
};

const TIMEOUT_MS = 15_000;

function codeFor(status: number, body: GoogleErrorBody): PlatformErrorCode {
  const error = typeof body.error === 'object' ? body.error : undefined;
  const reasons = [...(error?.details ?? []), ...(error?.errors ?? [])].map((detail) => detail.reason);
  if (typeof body.error === 'string') return body.error === 'invalid_grant' ? 'invalid_grant' : 'invalid_request';
  if (status === 401) return 'unauthenticated';
  if (status === 403 && (reasons.includes('SERVICE_DISABLED') || /has not been used in project|is disabled/i.test(error?.message ?? ''))) {
    return 'api_not_enabled';
  }
  if (status === 403) return 'permission_denied';
  if (status === 429) return 'rate_limited';
  if (status === 404) return 'not_found';
  if (status >= 500) return 'unavailable';
  return 'invalid_request';
}

/** One call to a Google API: JSON in and out, a timeout, and Google's error shapes turned into PlatformError. */
export async function googleFetch<T>(url: string, init: RequestInit & { accessToken?: string } = {}): Promise<T> {
  const { accessToken, headers, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(url, {
      ...rest,
      headers: { accept: 'application/json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}), ...headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new PlatformError('unavailable', `Google did not answer: ${(error as Error).message}`);
  }
  const text = await response.text();
  let body: unknown = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = {};
  }
  if (response.ok) return body as T;
  const errorBody = body as GoogleErrorBody;
  const message =
    typeof errorBody.error === 'object'
      ? (errorBody.error.message ?? response.statusText)
      : (errorBody.error_description ?? errorBody.error ?? response.statusText);
  const retryAfter = Number(response.headers.get('retry-after'));
  throw new PlatformError(codeFor(response.status, errorBody), message, response.status, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
}
