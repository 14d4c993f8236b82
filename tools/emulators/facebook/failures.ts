import { z } from 'zod';
import { toggleOrCount } from '../shared/failure-switches';

/**
 * Failure switches for tests and demos (POST /__emulator/failures merges a patch; null or false clears
 * one). expireTokens and revokeTokens are one-off actions, not lasting switches.
 */
export const failuresPatchSchema = z
  .object({
    /** Action: every token issued so far, Page tokens included, expires now: 190 with subcode 463. */
    expireTokens: z.boolean().optional(),
    /** Action: every person removes the app: all tokens answer 190 with subcode 458 and the grants are gone. */
    revokeTokens: z.boolean().optional(),
    /** Graph calls are refused with a rate-limit error (code rateLimitCode, default 32, the Page limit). */
    rateLimited: toggleOrCount.nullable().optional(),
    rateLimitCode: z.union([z.literal(4), z.literal(17), z.literal(32), z.literal(80001)]).nullable().optional(),
    /** Graph calls fail with HTTP serverErrorStatus: 500 (code 1) or 503 (code 2, default). */
    serverErrors: toggleOrCount.nullable().optional(),
    serverErrorStatus: z.union([z.literal(500), z.literal(503)]).nullable().optional(),
    /** Posting a comment answers 368, "deemed abusive": the Page is blocked from commenting for a while. */
    temporarilyBlocked: toggleOrCount.nullable().optional(),
    /** Meta still serves ratings on v22.0 and later: no error 12 for them (the two reference pages disagree, B). */
    serveRecommendationsAfterV22: z.boolean().nullable().optional(),
    /** A bare story id answers `(#12) singular statuses API is deprecated`; only `{page-id}_{story-id}` works (restfb#997). */
    bareStoryIdsDeprecated: z.boolean().nullable().optional(),
    /** Graph calls must carry appsecret_proof, as with the app setting "Require App Secret". */
    requireAppSecretProof: z.boolean().nullable().optional(),
    /** The person presses Cancel on the login dialog. */
    accessDenied: z.boolean().nullable().optional(),
    /** Permissions the person unticks on the dialog when it is answered automatically (autoConsent). */
    declinePermissions: z.array(z.string().min(1)).nullable().optional(),
    /** The token endpoint refuses code exchanges, as for a code already used. */
    tokenExchangeError: toggleOrCount.nullable().optional(),
  })
  .strict();

export type FailuresPatch = z.infer<typeof failuresPatchSchema>;

export interface Failures {
  rateLimited?: boolean | number;
  rateLimitCode?: 4 | 17 | 32 | 80001;
  serverErrors?: boolean | number;
  serverErrorStatus?: 500 | 503;
  temporarilyBlocked?: boolean | number;
  serveRecommendationsAfterV22?: boolean;
  bareStoryIdsDeprecated?: boolean;
  requireAppSecretProof?: boolean;
  accessDenied?: boolean;
  declinePermissions?: string[];
  tokenExchangeError?: boolean | number;
}
