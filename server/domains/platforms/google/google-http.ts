import { codeOfStatus, platformFetch, type ErrorReading } from '../platform-http';

type GoogleErrorBody = {
  error?:
    | string
    | { code?: number; message?: string; status?: string; details?: Array<{ reason?: string }>; errors?: Array<{ reason?: string }> };
  error_description?: string;
};

/** Google's two error shapes: OAuth's `{error, error_description}` and the APIs' `{error: {code, message, details}}`. */
function readGoogleError(status: number, raw: unknown, statusText: string): ErrorReading {
  const body = raw as GoogleErrorBody;
  if (typeof body.error === 'string') {
    return { code: body.error === 'invalid_grant' ? 'invalid_grant' : 'invalid_request', message: body.error_description ?? body.error };
  }
  const error = body.error;
  const message = error?.message ?? statusText;
  const reasons = [...(error?.details ?? []), ...(error?.errors ?? [])].map((detail) => detail.reason);
  if (status === 403 && (reasons.includes('SERVICE_DISABLED') || /has not been used in project|is disabled/i.test(message))) {
    return { code: 'api_not_enabled', message };
  }
  return { code: codeOfStatus(status), message };
}

/** One call to a Google API, Google's error shapes turned into PlatformError. */
export const googleFetch = platformFetch('Google', readGoogleError);
