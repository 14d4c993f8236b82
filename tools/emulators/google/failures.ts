import { z } from 'zod';
import { toggleOrCount } from '../shared/failure-switches';

/** The Business Profile services, by the name Google uses in SERVICE_DISABLED and quota errors (A.6). */
export const GOOGLE_SERVICES = [
  'mybusinessaccountmanagement.googleapis.com',
  'mybusinessbusinessinformation.googleapis.com',
  'mybusiness.googleapis.com',
  'mybusinessnotifications.googleapis.com',
] as const;
export type GoogleService = (typeof GOOGLE_SERVICES)[number];

export const SERVICE_TITLES: Record<GoogleService, string> = {
  'mybusinessaccountmanagement.googleapis.com': 'My Business Account Management API',
  'mybusinessbusinessinformation.googleapis.com': 'My Business Business Information API',
  'mybusiness.googleapis.com': 'Google My Business API',
  'mybusinessnotifications.googleapis.com': 'My Business Notifications API',
};

/**
 * Failure switches for tests and demos (POST /__emulator/failures merges a patch; null or false
 * clears one). expireTokens and revokeTokens are one-off actions, not lasting switches.
 */
export const failuresPatchSchema = z
  .object({
    /** Action: every access token issued so far expires now; the next API call gets 401, refresh still works. */
    expireTokens: z.boolean().optional(),
    /** Action: every grant is revoked; API calls get 401 and refresh gets invalid_grant. */
    revokeTokens: z.boolean().optional(),
    /** 429 RESOURCE_EXHAUSTED on Business Profile calls (Google's 0-QPM state before access is approved). */
    rateLimited: toggleOrCount.nullable().optional(),
    /** 403 SERVICE_DISABLED: true for every Business Profile API, or the listed services only. */
    serviceDisabled: z.union([z.boolean(), z.array(z.enum(GOOGLE_SERVICES))]).nullable().optional(),
    /** accounts.list answers as for a Google user who manages no Business Profile. */
    noAccounts: z.boolean().nullable().optional(),
    /** locations.list answers with no locations. */
    noLocations: z.boolean().nullable().optional(),
    /** 500 INTERNAL on locations.list (the product's locations_fetch_failed). */
    locationsError: toggleOrCount.nullable().optional(),
    /** The user presses Deny: authorize redirects back with error=access_denied. */
    accessDenied: z.boolean().nullable().optional(),
    /** authorize redirects back with this OAuth error code instead (e.g. server_error). */
    authorizeError: z.string().regex(/^[a-z_]{1,64}$/).nullable().optional(),
    /** The user unticks the Business Profile scope on the consent screen (granular consent). */
    dropBusinessScope: z.boolean().nullable().optional(),
    /** The token endpoint refuses authorization-code exchanges with invalid_grant. */
    tokenExchangeError: toggleOrCount.nullable().optional(),
    /** The token endpoint answers 200 without an access_token. */
    omitAccessToken: z.boolean().nullable().optional(),
    /** updateReply / deleteReply fail with replyErrorStatus for the next N calls, then recover. */
    replyErrors: z.int().min(0).nullable().optional(),
    replyErrorStatus: z.union([z.literal(500), z.literal(502), z.literal(503), z.literal(504)]).nullable().optional(),
    /** Replies submitted from now on end up REJECTED with this policyViolation instead of APPROVED. */
    rejectReplies: z.string().regex(/^[A-Z_]{1,64}$/).nullable().optional(),
    /** Replies are read back inside Google's translation envelope (A.7), as happens for some profiles. */
    replyTranslationEnvelope: z.boolean().nullable().optional(),
    /** Consent screen in "Testing" status: refresh tokens issued from now on die after 7 days. */
    testingConsentScreen: z.boolean().nullable().optional(),
    /** Google's service account may not publish to the topic: setting one answers PUBLISH_PERMISSIONS_MISSING_FOR_PUBSUB_TOPIC. */
    pubsubPublishDenied: z.boolean().nullable().optional(),
  })
  .strict();

export type FailuresPatch = z.infer<typeof failuresPatchSchema>;

export interface Failures {
  rateLimited?: boolean | number;
  serviceDisabled?: boolean | GoogleService[];
  noAccounts?: boolean;
  noLocations?: boolean;
  locationsError?: boolean | number;
  accessDenied?: boolean;
  authorizeError?: string;
  dropBusinessScope?: boolean;
  tokenExchangeError?: boolean | number;
  omitAccessToken?: boolean;
  replyErrors?: number;
  replyErrorStatus?: 500 | 502 | 503 | 504;
  rejectReplies?: string;
  replyTranslationEnvelope?: boolean;
  testingConsentScreen?: boolean;
  pubsubPublishDenied?: boolean;
}

export function isServiceDisabled(failures: Failures, service: GoogleService): boolean {
  const value = failures.serviceDisabled;
  return value === true || (Array.isArray(value) && value.includes(service));
}
