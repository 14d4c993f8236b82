import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * Graph's error body `{error:{message,type,code,error_subcode,fbtrace_id}}` (platform-apis.md B.4).
 * Messages are the ones developers have pasted into public issues where known; the HTTP statuses are
 * [unverified], so the adapter is meant to read `code`, not the status.
 */
export interface GraphError {
  status: number;
  message: string;
  type: 'OAuthException' | 'GraphMethodException';
  code: number;
  subcode?: number;
  isTransient?: boolean;
}

/** An error of Graph's usual type; the OAuth endpoints answer in this shape too. */
export const oauth = (status: number, code: number, message: string, subcode?: number): GraphError => ({ status, type: 'OAuthException', code, message, ...(subcode ? { subcode } : {}) });

export const errors = {
  noToken: () => oauth(400, 104, 'An access token is required to request this resource.'),
  badToken: () => oauth(400, 190, 'Invalid OAuth access token - Cannot parse access token'),
  expiredToken: (expiredMs: number, nowMs: number) =>
    oauth(400, 190, `Error validating access token: Session has expired on ${new Date(expiredMs).toUTCString()}. The current time is ${new Date(nowMs).toUTCString()}.`, 463),
  appRemoved: (appId: string) => oauth(400, 190, `Error validating access token: The user has not authorized application ${appId}.`, 458),
  /** Graph's answer for an id it does not know, or may not show; the adapter treats it as "gone". */
  noObject: (id: string) => ({
    ...oauth(400, 100, `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`, 33),
    type: 'GraphMethodException' as const,
  }),
  unknownPath: (path: string) => oauth(400, 2500, `Unknown path components: ${path}`),
  badParameter: (message: string) => oauth(400, 100, message),
  nonexistingField: (field: string, nodeType: string) => oauth(400, 100, `(#100) Tried accessing nonexisting field (${field}) on node type (${nodeType})`),
  pageTokenRequired: () => oauth(403, 210, '(#210) A page access token is required to request this resource.'),
  /** Ratings without pages_read_user_content answer `(#283)` (B.1); other missing permissions `(#200)`. */
  missingPermission: (permission: string, code: 200 | 283 = 200) => oauth(403, code, `(#${code}) Requires ${permission} permission`),
  permissionsError: () => oauth(403, 200, '(#200) Permissions error'),
  /** From v22.0 Meta retired recommendations (B, "Deprecation warning"); the exact wording is [unverified]. */
  recommendationsDeprecated: (version: string) =>
    oauth(400, 12, `(#12) Recommendations and ratings are deprecated for versions v22.0 and higher. This call was made with ${version}.`),
  /** What restfb#997 saw for a bare story id; the `{page-id}_{story-id}` form works. */
  singularStatusesDeprecated: () => oauth(400, 12, '(#12) singular statuses API is deprecated for versions v2.4 and higher'),
  rateLimited: (code: 4 | 17 | 32 | 80001): GraphError => {
    const messages = {
      4: '(#4) Application request limit reached',
      17: '(#17) User request limit reached',
      32: '(#32) Page request limit reached',
      80001: '(#80001) There have been too many calls to this Page account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting.',
    };
    return { ...oauth(400, code, messages[code]), isTransient: true };
  },
  temporarilyBlocked: () => oauth(400, 368, 'The action attempted has been deemed abusive or is otherwise disallowed'),
  serverError: (status: 500 | 503): GraphError =>
    status === 503
      ? { ...oauth(503, 2, 'An unexpected error has occurred. Please retry your request later.'), isTransient: true }
      : { ...oauth(500, 1, 'An unknown error occurred'), isTransient: false },
};

/** Thrown by Graph handlers and the helpers they call; the error handler answers it in Graph's shape. */
export class GraphFailure extends Error {
  constructor(readonly error: GraphError) {
    super(error.message);
  }
}

/** The id Meta's support asks for; random, as each real one is. */
const fbtraceId = () => randomBytes(8).toString('base64').replace(/[+/=]/g, 'A');

export function sendGraphError(reply: FastifyReply, error: GraphError, headers: Record<string, string> = {}) {
  // An OAuth failure also says so in WWW-Authenticate, as Graph does for bad tokens.
  const authenticate = error.code === 190 || error.code === 104 ? { 'www-authenticate': `OAuth "Facebook Platform" "invalid_token" "${error.message.replace(/"/g, "'")}"` } : {};
  return reply
    .status(error.status)
    .headers({ 'content-type': 'application/json; charset=UTF-8', ...authenticate, ...headers })
    .send({
      error: {
        message: error.message,
        type: error.type,
        code: error.code,
        ...(error.subcode ? { error_subcode: error.subcode } : {}),
        ...(error.isTransient !== undefined ? { is_transient: error.isTransient } : {}),
        fbtrace_id: fbtraceId(),
      },
    });
}
