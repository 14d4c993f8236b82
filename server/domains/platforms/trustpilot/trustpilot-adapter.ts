import { PlatformError, type PlatformAdapter, type PlatformReview, type PlatformTokens } from '../platform';
import type { TrustpilotEndpoints } from './endpoints';
import { createCallWindow } from '../call-window';
import { trustpilotFetch } from './trustpilot-http';

export type TrustpilotCredentials = { apiKey: string; apiSecret: string };
/** Trustpilot's recommended pace: no more than 833 calls per 5 minutes (C.4). */
const RECOMMENDED_PACE = { calls: 833, windowMs: 5 * 60_000 };

/** Every value is a string, `expires_in` too (platform-apis.md C.1). */
type TokenResponse = { access_token: string; refresh_token?: string; expires_in: string; refresh_token_expires_in?: string };
type TrustpilotReview = {
  id: string;
  stars?: number;
  title?: string | null;
  text?: string | null;
  language?: string;
  createdAt: string;
  updatedAt?: string | null;
  consumer?: { displayName?: string };
  companyReply?: { text: string; createdAt?: string; updatedAt?: string | null } | null;
};
type MyBusinessUnits = { businessUserId: string; businessUnits: Array<{ id: string; displayName?: string; identifyingName?: string }> };

/** Access tokens whose business user is remembered: about one per connection in use. */
const KNOWN_TOKENS = 256;
/** Trustpilot's documented refresh-token lifetime (C.1). */
const REFRESH_TOKEN_SECONDS = 30 * 86_400;
/** Trustpilot's largest page; a page shorter than this is the last. */
const PAGE_SIZE = 100;

/** Trustpilot's timestamps carry no offset ('2013-09-07T13:37:00'): they are UTC. */
export const utc = (timestamp: string) => new Date(/(?:z|[+-]\d\d:?\d\d)$/iu.test(timestamp) ? timestamp : `${timestamp}Z`);

function toTokens(body: TokenResponse, now = Date.now()): PlatformTokens {
  const seconds = Number(body.expires_in);
  if (!body.access_token || !Number.isFinite(seconds)) throw new PlatformError('invalid_request', 'Trustpilot answered the token request without a usable token');
  // Refresh tokens live 30 days (C.1); the answer may say so itself [unverified].
  const refreshSeconds = Number(body.refresh_token_expires_in ?? REFRESH_TOKEN_SECONDS);
  return {
    accessToken: body.access_token,
    ...(body.refresh_token ? { refreshToken: body.refresh_token, refreshExpiresAt: new Date(now + (Number.isFinite(refreshSeconds) ? refreshSeconds : REFRESH_TOKEN_SECONDS) * 1000) } : {}),
    expiresAt: new Date(now + seconds * 1000),
    scopes: [],
  };
}

function toReview(review: TrustpilotReview): PlatformReview {
  const createdAt = utc(review.createdAt);
  const reply = review.companyReply;
  const replyAt = reply ? utc(reply.updatedAt ?? reply.createdAt ?? review.createdAt) : null;
  // A company reply is a change to the review as the inbox sees it, even where Trustpilot keeps updatedAt.
  const updatedAt = [review.updatedAt ? utc(review.updatedAt) : createdAt, ...(replyAt ? [replyAt] : [])].reduce((a, b) => (b > a ? b : a));
  return {
    platformReviewId: review.id,
    reviewerName: review.consumer?.displayName?.trim() || 'Anonymous',
    title: review.title?.trim() || null,
    text: review.text?.trim() || null,
    translatedText: null,
    rating: review.stars ?? null,
    recommendation: null,
    createdAt,
    updatedAt,
    reply: reply && replyAt ? { text: reply.text, updatedAt: replyAt, state: 'published', policyViolation: null } : null,
  };
}

/** Trustpilot's Business APIs with the authorization-code grant (platform-apis.md C.1–C.4). */
export function createTrustpilotAdapter(
  endpoints: TrustpilotEndpoints,
  credentials: TrustpilotCredentials,
  pace: { calls: number; windowMs: number } = RECOMMENDED_PACE,
): PlatformAdapter {
  // Per access token, that is per login: the calls of a sync, of pushes and of posting share it.
  const window = createCallWindow(pace);
  const apiFetch = <T>(url: string, init: Parameters<typeof trustpilotFetch>[1] & { accessToken: string }) => {
    const wait = window.take(init.accessToken);
    if (wait > 0) return Promise.reject(new PlatformError('rate_limited', `Keeping within Trustpilot's recommended ${pace.calls} calls per ${pace.windowMs / 60_000} minutes`, 429, wait));
    return trustpilotFetch<T>(url, init);
  };
  const basic = `Basic ${Buffer.from(`${credentials.apiKey}:${credentials.apiSecret}`).toString('base64')}`;
  const tokenRequest = async (url: string, params: Record<string, string>) =>
    toTokens(
      await trustpilotFetch<TokenResponse>(url, {
        method: 'POST',
        headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(params),
      }),
    );

  // Trustpilot documents no "my business units" call for a business user; this one is the emulator's
  // [unverified] and stays behind this one function. It also names the business user a reply is signed by.
  const myBusinessUnits = (accessToken: string) => apiFetch<MyBusinessUnits>(`${endpoints.api}/private/business-units`, { accessToken });
  // The business user of a token does not change: asked once per token, not before every reply.
  const businessUsers = new Map<string, string>();
  async function businessUserOf(accessToken: string): Promise<string> {
    const known = businessUsers.get(accessToken);
    if (known) return known;
    const { businessUserId } = await myBusinessUnits(accessToken);
    if (businessUsers.size >= KNOWN_TOKENS) businessUsers.delete(businessUsers.keys().next().value!);
    businessUsers.set(accessToken, businessUserId);
    return businessUserId;
  }

  return {
    platform: 'trustpilot',
    listOrder: 'created',

    // Trustpilot's login takes no PKCE; our own `state` is sent and checked on return (it may not be echoed [unverified]).
    authorizationUrl({ state, redirectUri }) {
      return `${endpoints.authenticate}?${new URLSearchParams({ client_id: credentials.apiKey, redirect_uri: redirectUri, response_type: 'code', state })}`;
    },

    exchangeCode: ({ code, redirectUri }) => tokenRequest(endpoints.token, { grant_type: 'authorization_code', code, redirect_uri: redirectUri }),

    refreshTokens: (refreshToken) => tokenRequest(endpoints.refresh, { grant_type: 'refresh_token', refresh_token: refreshToken }),

    // The revoke endpoint's path is not documented where we could verify it (C.1): the access token
    // dies within 100 hours and the refresh token is forgotten with the connection.
    async revoke() {},

    async listLocations(accessToken) {
      const mine = await myBusinessUnits(accessToken);
      // A business unit is a website, not a street: its domain ('cafe-solsikke.dk') tells two units of one name apart.
      return mine.businessUnits.map((unit) => {
        const name = unit.displayName ?? unit.identifyingName ?? unit.id;
        const domain = unit.identifyingName;
        return { id: unit.id, name, industry: null, ...(domain && domain !== name ? { address: domain } : {}) };
      });
    },

    // Page numbers, not tokens: the next page is asked for until one comes back short or empty (C.2).
    async listReviews(accessToken, businessUnitId, pageToken) {
      const page = Number(pageToken ?? 1);
      const params = new URLSearchParams({ page: String(page), perPage: String(PAGE_SIZE), orderBy: 'createdat.desc' });
      const body = await apiFetch<{ reviews?: TrustpilotReview[] }>(`${endpoints.api}/private/business-units/${encodeURIComponent(businessUnitId)}/reviews?${params}`, {
        accessToken,
      });
      const reviews = (body.reviews ?? []).map(toReview);
      return { reviews, ...(reviews.length === PAGE_SIZE ? { nextPageToken: String(page + 1) } : {}) };
    },

    async getReview(accessToken, reviewId) {
      try {
        return toReview(await apiFetch<TrustpilotReview>(`${endpoints.api}/private/reviews/${encodeURIComponent(reviewId)}`, { accessToken }));
      } catch (error) {
        if (error instanceof PlatformError && error.code === 'not_found') return null;
        throw error;
      }
    },

    // A 201 with no body is success (C.3): the posting service reads the review back to see the reply.
    async postReply(accessToken, reviewId, text) {
      const authorBusinessUserId = await businessUserOf(accessToken);
      await apiFetch(`${endpoints.api}/private/reviews/${encodeURIComponent(reviewId)}/reply`, {
        method: 'POST',
        accessToken,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ authorBusinessUserId, message: text }),
      });
      return { updatedAt: new Date() };
    },

    async deleteReply(accessToken, reviewId) {
      await apiFetch(`${endpoints.api}/private/reviews/${encodeURIComponent(reviewId)}/reply`, { method: 'DELETE', accessToken });
    },
  };
}
