import { codeOfStatus, platformFetch, type ErrorReading } from '../platform-http';

/**
 * The API answers `{message, errorCode?, details, correlationId}` (only 1001 "malformed" is documented),
 * the token endpoints Apigee's `{ErrorCode, Error}` [unverified]: the status decides, the body words it.
 */
type TrustpilotErrorBody = { message?: string; ErrorCode?: string; Error?: string };

function readTrustpilotError(status: number, raw: unknown, statusText: string): ErrorReading {
  const body = raw as TrustpilotErrorBody;
  if (body.ErrorCode !== undefined) return { code: body.ErrorCode === 'invalid_grant' ? 'invalid_grant' : 'invalid_request', message: body.Error ?? body.ErrorCode };
  return { code: codeOfStatus(status), message: body.message ?? statusText };
}

/** One call to Trustpilot, its error shapes turned into PlatformError. */
export const trustpilotFetch = platformFetch('Trustpilot', readTrustpilotError);
