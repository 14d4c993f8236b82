import type { FastifyReply } from 'fastify';
import { SERVICE_TITLES, type GoogleService } from './failures';

/**
 * Google's error bodies, exactly in the shapes platform-apis.md A.1 and A.6 record, so the adapter's
 * error mapping is tested against what Google actually sends.
 */

export interface GoogleApiError {
  code: number;
  message: string;
  status: string;
  details?: Record<string, unknown>[];
  errors?: { message: string; domain: string; reason: string; location?: string; locationType?: string; extendedHelp?: string }[];
}

export function sendApiError(reply: FastifyReply, error: GoogleApiError, headers: Record<string, string> = {}) {
  return reply.status(error.code).headers({ 'content-type': 'application/json; charset=UTF-8', ...headers }).send({ error });
}

const errorInfo = (reason: string, metadata: Record<string, string>) => ({
  '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
  reason,
  domain: 'googleapis.com',
  metadata,
});

/**
 * 401 for API calls. Google names the cause in an ErrorInfo reason when it knows it (missing header,
 * expired token); an unknown or revoked token gets only "Invalid Credentials".
 */
export const unauthenticated = (service: GoogleService, cause: 'missing' | 'expired' | 'invalid'): GoogleApiError => ({
  code: 401,
  message:
    cause === 'missing'
      ? 'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.'
      : 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
  status: 'UNAUTHENTICATED',
  errors: [
    cause === 'missing'
      ? { message: 'Login Required.', domain: 'global', reason: 'required', location: 'Authorization', locationType: 'header' }
      : { message: 'Invalid Credentials', domain: 'global', reason: 'authError', location: 'Authorization', locationType: 'header' },
  ],
  ...(cause === 'invalid'
    ? {}
    : { details: [errorInfo(cause === 'missing' ? 'CREDENTIALS_MISSING' : 'ACCESS_TOKEN_EXPIRED', { service, method: 'google.mybusiness' })] }),
});

/** What Google sends with a 401 so clients know to refresh. */
export const UNAUTHENTICATED_HEADERS = { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' };

export const insufficientScopes = (service: GoogleService): GoogleApiError => ({
  code: 403,
  message: 'Request had insufficient authentication scopes.',
  status: 'PERMISSION_DENIED',
  details: [errorInfo('ACCESS_TOKEN_SCOPE_INSUFFICIENT', { service, method: 'google.mybusiness' })],
});

export const serviceDisabled = (service: GoogleService, project: string): GoogleApiError => {
  const console = `https://console.developers.google.com/apis/api/${service}/overview?project=${project}`;
  const message = `${SERVICE_TITLES[service]} has not been used in project ${project} before or it is disabled. Enable it by visiting ${console} then retry. If you enabled this API recently, wait a few minutes for the action to propagate to our systems and retry.`;
  return {
    code: 403,
    message,
    status: 'PERMISSION_DENIED',
    errors: [{ message, domain: 'usageLimits', reason: 'accessNotConfigured', extendedHelp: 'https://console.developers.google.com' }],
    details: [
      { '@type': 'type.googleapis.com/google.rpc.Help', links: [{ description: 'Google developers console API activation', url: console }] },
      errorInfo('SERVICE_DISABLED', { service, consumer: `projects/${project}` }),
    ],
  };
};

export const quotaExceeded = (service: GoogleService, project: string): GoogleApiError => ({
  code: 429,
  message: `Quota exceeded for quota metric 'Requests' and limit 'Requests per minute' of service '${service}' for consumer 'project_number:${project}'.`,
  status: 'RESOURCE_EXHAUSTED',
  details: [
    errorInfo('RATE_LIMIT_EXCEEDED', {
      service,
      consumer: `projects/${project}`,
      quota_metric: `${service}/default_requests`,
      quota_limit: 'DefaultRequestsPerMinutePerProject',
      quota_limit_value: '0',
    }),
    { '@type': 'type.googleapis.com/google.rpc.Help', links: [{ description: 'Request a higher quota limit.', url: 'https://cloud.google.com/docs/quotas/help/request_increase' }] },
  ],
});

export const permissionDenied = (): GoogleApiError => ({
  code: 403,
  message: 'The caller does not have permission',
  status: 'PERMISSION_DENIED',
});

export const notFound = (): GoogleApiError => ({ code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' });

/** 400 with a google.rpc.BadRequest naming the offending field, as Google does for bad parameters. */
export const invalidArgument = (field?: string, description?: string): GoogleApiError => ({
  code: 400,
  message: 'Request contains an invalid argument.',
  status: 'INVALID_ARGUMENT',
  ...(field
    ? { details: [{ '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [{ field, description: description ?? 'Invalid value' }] }] }
    : {}),
});

export const internalError = (): GoogleApiError => ({ code: 500, message: 'Internal error encountered.', status: 'INTERNAL' });

export const serverError = (status: 500 | 502 | 503 | 504): GoogleApiError =>
  status === 503
    ? { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' }
    : status === 504
      ? { code: 504, message: 'The request timed out. Please try again.', status: 'DEADLINE_EXCEEDED' }
      : { code: status, message: 'Internal error encountered.', status: 'INTERNAL' };

/** The token and revoke endpoints' OAuth error body (A.1), with Google's no-store headers. */
export function sendOAuthError(reply: FastifyReply, status: number, error: string, description: string) {
  return reply
    .status(status)
    .headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache, no-store, max-age=0, must-revalidate', pragma: 'no-cache' })
    .send({ error, error_description: description });
}

/**
 * The Notifications API's own refusals of a setting (A.5: INVALID_PUBSUB_TOPIC,
 * PUBLISH_PERMISSIONS_MISSING_FOR_PUBSUB_TOPIC). The reasons are Google's; the status and the ErrorInfo
 * wrapping follow the other v1 Business Profile APIs [unverified].
 */
export const notificationSettingError = (
  reason: 'INVALID_PUBSUB_TOPIC' | 'PUBLISH_PERMISSIONS_MISSING_FOR_PUBSUB_TOPIC',
  topic: string,
): GoogleApiError => ({
  code: 400,
  message:
    reason === 'INVALID_PUBSUB_TOPIC'
      ? `Request contains an invalid argument: the Pub/Sub topic "${topic}" is invalid.`
      : `mybusiness-api-pubsub@system.gserviceaccount.com is not allowed to publish to the Pub/Sub topic "${topic}".`,
  status: reason === 'INVALID_PUBSUB_TOPIC' ? 'INVALID_ARGUMENT' : 'FAILED_PRECONDITION',
  details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason, domain: 'mybusinessnotifications.googleapis.com', metadata: { pubsubTopic: topic } }],
});
