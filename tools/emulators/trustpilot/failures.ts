import { z } from 'zod';
import { toggleOrCount } from '../shared/failure-switches';

/**
 * Failure switches for tests and demos (POST /__emulator/failures merges a patch; null or false clears
 * one). expireTokens and revokeTokens are one-off actions, not lasting switches.
 */
export const failuresPatchSchema = z
  .object({
    /** Action: every access token issued so far expires now; API calls get 401, refresh still works. */
    expireTokens: z.boolean().optional(),
    /** Action: every token is revoked; API calls get 401 and refresh is refused. */
    revokeTokens: z.boolean().optional(),
    /** 429 with Retry-After on private API calls. */
    rateLimited: toggleOrCount.nullable().optional(),
    /** private API calls fail with serverErrorStatus (default 503). */
    serverErrors: toggleOrCount.nullable().optional(),
    serverErrorStatus: z.union([z.literal(500), z.literal(502), z.literal(503), z.literal(504)]).nullable().optional(),
    /** private API calls are refused with 400 1001 "The request was malformed", whatever was sent. */
    malformed: toggleOrCount.nullable().optional(),
    /** The business user presses Deny: authenticate redirects back with error=access_denied. */
    accessDenied: z.boolean().nullable().optional(),
    /** The redirect back leaves out `state` (the docs do not promise to echo it, C.1). */
    omitState: z.boolean().nullable().optional(),
    /** The token endpoint refuses authorization-code exchanges. */
    tokenExchangeError: toggleOrCount.nullable().optional(),
  })
  .strict();

export type FailuresPatch = z.infer<typeof failuresPatchSchema>;

export interface Failures {
  rateLimited?: boolean | number;
  serverErrors?: boolean | number;
  serverErrorStatus?: 500 | 502 | 503 | 504;
  malformed?: boolean | number;
  accessDenied?: boolean;
  omitState?: boolean;
  tokenExchangeError?: boolean | number;
}
