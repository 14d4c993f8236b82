import { PlatformError, type PlatformAdapter, type PlatformReply, type PlatformReview, type PlatformTokens } from '../platform';
import { industryOfCategory } from './category-industry';
import { BUSINESS_SCOPE, LEGACY_BUSINESS_SCOPE, type GoogleEndpoints } from './endpoints';
import { googleFetch } from './google-http';
import { splitTranslationEnvelope } from './translation-envelope';

export type GoogleCredentials = { clientId: string; clientSecret: string };

type TokenResponse = { access_token: string; refresh_token?: string; expires_in: number; scope?: string };
type GoogleReview = {
  name: string;
  reviewId: string;
  reviewer?: { displayName?: string; isAnonymous?: boolean };
  starRating?: 'STAR_RATING_UNSPECIFIED' | 'ONE' | 'TWO' | 'THREE' | 'FOUR' | 'FIVE';
  comment?: string;
  createTime: string;
  updateTime?: string;
  reviewReply?: { comment: string; updateTime?: string; reviewReplyState?: string; policyViolation?: string };
};

type GoogleLocation = {
  name: string;
  title?: string;
  categories?: { primaryCategory?: { name?: string } };
  storefrontAddress?: { addressLines?: string[]; postalCode?: string; locality?: string };
};

/** 'Jægersborggade 14, 2200 København N': the street, then postcode and town, as on a Danish letter. */
function addressOf({ storefrontAddress: address }: GoogleLocation): { address?: string } {
  if (!address) return {};
  const town = [address.postalCode, address.locality].filter(Boolean).join(' ');
  const line = [...(address.addressLines ?? []), town].filter((part) => part.trim() !== '').join(', ');
  return line ? { address: line } : {};
}

/** Google's reply states (added 2026-04-01); an older answer without one was published. */
const REPLY_STATES: Record<string, PlatformReply['state']> = { PENDING: 'pending', REJECTED: 'rejected' };

const STARS = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 } as const;
/** Google's maximum page of reviews; larger sizes are clamped by Google or refused. */
const REVIEW_PAGE_SIZE = 50;
export const GOOGLE_REPLY_MAX_BYTES = 4096;
/** What the product asks Google to push (A.5); the rest of the account's events are not ours to read. */
const REVIEW_NOTIFICATIONS = ['NEW_REVIEW', 'UPDATED_REVIEW'];

type NotificationSetting = { name: string; pubsubTopic?: string; notificationTypes?: string[] };

/** `accounts/{a}` of a location's `accounts/{a}/locations/{l}`: notifications are set per account. */
export function googleAccountOf(locationId: string): string {
  const match = /^(accounts\/[^/]+)\/locations\/[^/]+$/.exec(locationId);
  if (!match) throw new PlatformError('invalid_request', `Not a Google location name: ${locationId}`);
  return match[1]!;
}

function toTokens(body: TokenResponse, now = Date.now()): PlatformTokens {
  return {
    accessToken: body.access_token,
    ...(body.refresh_token ? { refreshToken: body.refresh_token } : {}),
    expiresAt: new Date(now + body.expires_in * 1000),
    scopes: (body.scope ?? '').split(' ').filter(Boolean),
  };
}

function toReview(review: GoogleReview): PlatformReview {
  const comment = review.comment ? splitTranslationEnvelope(review.comment) : null;
  const reply = review.reviewReply ? splitTranslationEnvelope(review.reviewReply.comment) : null;
  const rating = review.starRating && review.starRating in STARS ? STARS[review.starRating as keyof typeof STARS] : null;
  return {
    platformReviewId: review.name,
    reviewerName: review.reviewer?.isAnonymous ? 'Anonymous' : (review.reviewer?.displayName ?? 'Anonymous'),
    title: null,
    text: comment?.original || null,
    translatedText: comment?.translation ?? null,
    rating,
    recommendation: null,
    createdAt: new Date(review.createTime),
    updatedAt: new Date(review.updateTime ?? review.createTime),
    reply:
      reply && review.reviewReply
        ? {
            text: reply.original,
            updatedAt: new Date(review.reviewReply.updateTime ?? review.createTime),
            state: REPLY_STATES[review.reviewReply.reviewReplyState ?? ''] ?? 'published',
            policyViolation: review.reviewReply.policyViolation ?? null,
          }
        : null,
  };
}

/** Google Business Profile through its real OAuth 2.0 and REST APIs (platform-apis.md A.1–A.4). */
export function createGoogleAdapter(endpoints: GoogleEndpoints, credentials: GoogleCredentials): PlatformAdapter {
  const tokenRequest = async (params: Record<string, string>) =>
    toTokens(
      await googleFetch<TokenResponse>(endpoints.token, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: credentials.clientId, client_secret: credentials.clientSecret, ...params }),
      }),
    );

  const settingUrl = (locationId: string) => `${endpoints.notifications}/${googleAccountOf(locationId)}/notificationSetting`;
  const notificationSetting = (accessToken: string, locationId: string) => googleFetch<NotificationSetting>(settingUrl(locationId), { accessToken });
  const updateNotificationSetting = (accessToken: string, locationId: string, fields: { pubsubTopic: string; notificationTypes: string[] }) =>
    googleFetch<NotificationSetting>(`${settingUrl(locationId)}?updateMask=pubsubTopic,notificationTypes`, {
      method: 'PATCH',
      accessToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `${googleAccountOf(locationId)}/notificationSetting`, ...fields }),
    });

  async function listAll<T>(url: (pageToken?: string) => string, key: string, accessToken: string): Promise<T[]> {
    const items: T[] = [];
    let pageToken: string | undefined;
    do {
      const page = await googleFetch<Record<string, unknown> & { nextPageToken?: string }>(url(pageToken), { accessToken });
      items.push(...((page[key] as T[] | undefined) ?? []));
      pageToken = page.nextPageToken;
    } while (pageToken);
    return items;
  }

  return {
    platform: 'google',
    listOrder: 'updated',

    authorizationUrl({ state, codeChallenge, redirectUri }) {
      const params = new URLSearchParams({
        client_id: credentials.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: BUSINESS_SCOPE,
        access_type: 'offline',
        // Google issues a refresh token only when consent is shown; a reconnect needs a fresh one.
        prompt: 'consent',
        include_granted_scopes: 'true',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
      return `${endpoints.authorize}?${params}`;
    },

    async exchangeCode({ code, codeVerifier, redirectUri }) {
      const tokens = await tokenRequest({ grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: redirectUri });
      // Granular consent: the user may untick the business scope and still come back with a code.
      if (tokens.scopes.length > 0 && !tokens.scopes.includes(BUSINESS_SCOPE) && !tokens.scopes.includes(LEGACY_BUSINESS_SCOPE)) {
        throw new PlatformError('permission_denied', 'The Business Profile permission was not granted');
      }
      return tokens;
    },

    refreshTokens: (refreshToken) => tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken }),

    async revoke(token) {
      await googleFetch(endpoints.revoke, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      });
    },

    async listLocations(accessToken) {
      const accounts = await listAll<{ name: string; accountName?: string }>(
        (pageToken) => `${endpoints.accountManagement}/accounts?pageSize=20${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`,
        'accounts',
        accessToken,
      );
      if (accounts.length === 0) throw new PlatformError('not_found', 'no_accounts');
      const locations = [];
      for (const account of accounts) {
        const found = await listAll<GoogleLocation>(
          (pageToken) =>
            `${endpoints.businessInformation}/${account.name}/locations?readMask=name,title,categories,storefrontAddress&pageSize=100${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`,
          'locations',
          accessToken,
        );
        // v4 reviews live under accounts/{a}/locations/{l}; Business Information names them locations/{l}.
        locations.push(
          ...found.map((location) => ({
            id: `${account.name}/${location.name}`,
            name: location.title ?? location.name,
            industry: industryOfCategory(location.categories?.primaryCategory?.name),
            ...addressOf(location),
            ...(account.accountName ? { group: account.accountName } : {}),
          })),
        );
      }
      return locations;
    },

    async listReviews(accessToken, locationId, pageToken) {
      const params = new URLSearchParams({ pageSize: String(REVIEW_PAGE_SIZE), orderBy: 'updateTime desc' });
      if (pageToken) params.set('pageToken', pageToken);
      const page = await googleFetch<{ reviews?: GoogleReview[]; nextPageToken?: string }>(
        `${endpoints.myBusiness}/${locationId}/reviews?${params}`,
        { accessToken },
      );
      return { reviews: (page.reviews ?? []).map(toReview), ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}) };
    },

    async getReview(accessToken, platformReviewId) {
      try {
        return toReview(await googleFetch<GoogleReview>(`${endpoints.myBusiness}/${platformReviewId}`, { accessToken }));
      } catch (error) {
        if (error instanceof PlatformError && error.code === 'not_found') return null;
        throw error;
      }
    },

    async postReply(accessToken, platformReviewId, text) {
      if (Buffer.byteLength(text, 'utf8') > GOOGLE_REPLY_MAX_BYTES) {
        throw new PlatformError('invalid_request', `Google accepts replies of at most ${GOOGLE_REPLY_MAX_BYTES} bytes`);
      }
      const reply = await googleFetch<{ updateTime?: string }>(`${endpoints.myBusiness}/${platformReviewId}/reply`, {
        method: 'PUT',
        accessToken,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ comment: text }),
      });
      return { updatedAt: reply.updateTime ? new Date(reply.updateTime) : new Date() };
    },

    async deleteReply(accessToken, platformReviewId) {
      await googleFetch(`${endpoints.myBusiness}/${platformReviewId}/reply`, { method: 'DELETE', accessToken });
    },

    // One notificationSetting per account, so one topic: another tool connected to the account may hold it.
    async subscribePush(accessToken, locationId, topic) {
      const before = await notificationSetting(accessToken, locationId);
      await updateNotificationSetting(accessToken, locationId, { pubsubTopic: topic, notificationTypes: REVIEW_NOTIFICATIONS });
      return { replaced: before.pubsubTopic && before.pubsubTopic !== topic ? before.pubsubTopic : null };
    },

    async unsubscribePush(accessToken, locationId, topic) {
      if ((await notificationSetting(accessToken, locationId)).pubsubTopic !== topic) return;
      // Google's way to stop: empty types and topic.
      await updateNotificationSetting(accessToken, locationId, { pubsubTopic: '', notificationTypes: [] });
    },
  };
}
