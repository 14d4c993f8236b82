import type { Industry } from '@common/schemas/businesses';
import type { Platform } from '@common/schemas/platforms';
import type { TRecommendation } from '@common/schemas/reviews';

/** Tokens as the platform hands them out; sealed before they touch the database. */
export type PlatformTokens = {
  accessToken: string;
  refreshToken?: string;
  /** When the access token stops working. */
  expiresAt: Date;
  /** When the refresh token itself runs out, where the platform says (Trustpilot: 30 days); a reconnect is due then. */
  refreshExpiresAt?: Date;
  scopes: string[];
};

/** A place the login manages: its id on the platform, its public name, and its kind where the platform says. */
export type PlatformLocation = {
  id: string;
  name: string;
  industry: Industry | null;
  /** Where it is, on one line, so the owner can tell two places of the same name apart (a Trustpilot unit: its domain). */
  address?: string;
  /** The account that holds it (a Google Business Profile account or location group), where the platform has such. */
  group?: string;
  /** A token of the place's own, where the platform gives one (a Facebook Page token): the connection uses it instead of the login's. */
  accessToken?: string;
};

export type PlatformReview = {
  platformReviewId: string;
  reviewerName: string;
  /** The reviewer's headline, where the platform asks for one (Trustpilot); null on Google. */
  title: string | null;
  /** The reviewer's own words; null for a rating-only review. */
  text: string | null;
  /** A machine translation the platform added, kept apart from the original. */
  translatedText: string | null;
  /** Stars 1–5; null where the platform has none (a Facebook recommendation, a rating-less review). */
  rating: number | null;
  /** Facebook's recommendation instead of stars; null on platforms with stars. */
  recommendation: TRecommendation | null;
  /** False where the platform takes no reply to this review; true when absent. */
  canReply?: boolean;
  createdAt: Date;
  updatedAt: Date;
  reply: PlatformReply | null;
};

/**
 * A reply as the platform holds it. Google moderates replies: a 2xx on posting is not yet publication,
 * and a rejected reply is not public (platform-apis.md A.4).
 */
export type PlatformReply = {
  text: string;
  updatedAt: Date;
  state: 'pending' | 'published' | 'rejected';
  /** The platform's reason for a rejection (Google's policyViolation, an open set of values). */
  policyViolation: string | null;
};

/** The reply the public can see, if any: a rejected one counts as none. */
export const publicReply = (review: PlatformReview) => (review.reply && review.reply.state !== 'rejected' ? review.reply : null);

export type ReviewPage = { reviews: PlatformReview[]; nextPageToken?: string };

/**
 * What every review platform must do. A failure is thrown as PlatformError with a code the
 * connect flow and the posting service understand.
 */
export interface PlatformAdapter {
  readonly platform: Platform;
  /**
   * How listReviews orders: by last update (Google), so a sync stops at the first page it has seen; or
   * by creation (Trustpilot, Facebook), so an edit or a reply to an older review shows only when the
   * whole list is read again (once a day; pushes bring such changes sooner).
   */
  readonly listOrder: 'updated' | 'created';
  /** Where to send the browser to grant access; `state` and the PKCE challenge are ours. */
  authorizationUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<PlatformTokens>;
  refreshTokens(refreshToken: string): Promise<PlatformTokens>;
  revoke(token: string): Promise<void>;
  listLocations(accessToken: string): Promise<PlatformLocation[]>;
  /** Newest first, in `listOrder`. */
  listReviews(accessToken: string, locationId: string, pageToken?: string): Promise<ReviewPage>;
  getReview(accessToken: string, platformReviewId: string): Promise<PlatformReview | null>;
  postReply(accessToken: string, platformReviewId: string, text: string): Promise<{ updatedAt: Date }>;
  deleteReply(accessToken: string, platformReviewId: string): Promise<void>;
  /**
   * Where a platform's push is set up through its API (Google: the account's Pub/Sub topic), asks it to
   * push this place's review events to `target`; answers the target it replaced, if another was set.
   * Trustpilot's webhook is set up in Trustpilot's own console, so it has no such method.
   */
  subscribePush?(accessToken: string, locationId: string, target: string): Promise<{ replaced: string | null }>;
  /** Stops those pushes, if the platform still pushes to `target` (another tool's target is left alone). */
  unsubscribePush?(accessToken: string, locationId: string, target: string): Promise<void>;
}

export type PlatformErrorCode =
  | 'unauthenticated'
  | 'api_not_enabled'
  | 'rate_limited'
  | 'permission_denied'
  | 'not_found'
  | 'invalid_request'
  | 'invalid_grant'
  | 'unavailable'
  /** The platform has retired the call (Facebook's error 12 for recommendations from Graph v22). */
  | 'deprecated';

export class PlatformError extends Error {
  constructor(
    readonly code: PlatformErrorCode,
    message: string,
    readonly status?: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  /** Worth trying again later with backoff: the platform was busy or briefly broken. */
  get transient() {
    return this.code === 'rate_limited' || this.code === 'unavailable';
  }
}
