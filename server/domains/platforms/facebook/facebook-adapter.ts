import { createHmac } from 'node:crypto';
import type { Industry } from '@common/schemas/businesses';
import { industryOfCategory } from '../google/category-industry';
import { PlatformError, type PlatformAdapter, type PlatformLocation } from '../platform';
import type { FacebookEndpoints } from './endpoints';
import { facebookFetch } from './facebook-http';
import { COMMENTS_QUERY, graphDate, isSynthetic, noStory, pageCommentsOf, RATING_FIELDS, toReview, type GraphComment, type GraphList, type GraphRating } from './facebook-rating';

export type FacebookCredentials = { appId: string; appSecret: string };

/** Asked for on the Login dialog; the first three are needed, pages_read_engagement reads comments where Meta wants it. */
const SCOPES = ['pages_show_list', 'pages_read_user_content', 'pages_manage_engagement', 'pages_read_engagement'];
const REQUIRED = ['pages_show_list', 'pages_read_user_content', 'pages_manage_engagement'];
/** Graph's largest page for these edges. */
const PAGE_SIZE = 100;
/** A long-lived user token lives about 60 days (B.1) when the answer does not say. */
const LONG_LIVED_SECONDS = 5_183_944;
/** Pages whose token is remembered: about one per connection in use. */
const KNOWN_TOKENS = 256;
/** More pages than any real list has: a guard against a paging loop, not a limit anyone meets. */
const MAX_PAGES = 100;

type TokenResponse = { access_token: string; token_type?: string; expires_in?: number };
type Account = { id: string; name?: string; access_token?: string; category?: string; single_line_address?: string };

/** A Facebook category ("Café", "Coffee Shop") read with the Google category words the product already knows. */
const industryOf = (category: string | undefined): Industry | null =>
  category ? industryOfCategory(`gcid:${category.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '_')}`) : null;

/**
 * The two ids a story goes by (B.3): as given first, then the other form. The bare id is what ratings
 * return; some callers were told only `{page-id}_{story-id}` works (restfb#997).
 */
function storyForms(id: string, pageId: string): string[] {
  const prefixed = /^(\d+)_(\d+)$/.exec(id);
  return prefixed ? [id, prefixed[2]!] : [id, `${pageId}_${id}`];
}

/**
 * Facebook Login for Pages and the Graph API's Page ratings (platform-apis.md B).
 *
 * Tokens: the login's code gives a short-lived user token, exchanged at once for a long-lived one
 * (about 60 days). listLocations returns each Page with its own Page token, which the connect flow
 * stores for the connection (PlatformLocation.accessToken): a Page token got through a long-lived
 * user token does not expire, and replies must be posted with it to appear as the Page. Every later
 * call (ratings, getReview, replies) is made with that Page token, so there is nothing to refresh.
 */
export function createFacebookAdapter(endpoints: FacebookEndpoints, credentials: FacebookCredentials, options: { pageSize?: number } = {}): PlatformAdapter {
  const pageSize = options.pageSize ?? PAGE_SIZE;

  /** A Graph URL with its query; calls with a token carry appsecret_proof, which Meta recommends for server calls. */
  function graphUrl(path: string, params: Record<string, string>, accessToken?: string): string {
    const query = new URLSearchParams(params);
    if (accessToken) query.set('appsecret_proof', createHmac('sha256', credentials.appSecret).update(accessToken).digest('hex'));
    return `${endpoints.graph}/${path}?${query}`;
  }
  const get = <T>(path: string, params: Record<string, string>, accessToken: string) => facebookFetch<T>(graphUrl(path, params, accessToken), { accessToken });

  /** Every item of a list, following the `after` cursor while Graph says there is a next page. */
  async function readAll<T>(path: string, params: Record<string, string>, accessToken: string): Promise<T[]> {
    const items: T[] = [];
    let after: string | undefined;
    for (let pages = 0; pages < MAX_PAGES; pages++) {
      const page = await get<GraphList<T>>(path, { ...params, ...(after ? { after } : {}) }, accessToken);
      items.push(...(page.data ?? []));
      after = page.paging?.next ? page.paging.cursors?.after : undefined;
      if (!after) break;
    }
    return items;
  }

  const tokenCall = (params: Record<string, string>) => facebookFetch<TokenResponse>(graphUrl('oauth/access_token', { client_id: credentials.appId, client_secret: credentials.appSecret, ...params }));

  // With a Page token `/me` is the Page: asked once per token, since replies and reads need the Page's id.
  const pages = new Map<string, string>();
  async function pageOf(accessToken: string): Promise<string> {
    const known = pages.get(accessToken);
    if (known) return known;
    const { id } = await get<{ id: string }>('me', { fields: 'id' }, accessToken);
    if (pages.size >= KNOWN_TOKENS) pages.delete(pages.keys().next().value!);
    pages.set(accessToken, id);
    return id;
  }

  /**
   * Runs a call on the story under each of its id forms in turn. Only "deprecated" (#12) and "does not
   * exist" move on to the next form; any other failure is the answer, so a refused post is never sent twice.
   */
  async function onStory<T>(id: string, pageId: string, call: (storyId: string) => Promise<T>): Promise<T> {
    let failure: unknown;
    for (const form of storyForms(id, pageId)) {
      try {
        return await call(form);
      } catch (error) {
        if (!(error instanceof PlatformError) || (error.code !== 'deprecated' && error.code !== 'not_found')) throw error;
        failure = error;
      }
    }
    throw failure;
  }

  const pageComments = async (accessToken: string, storyId: string, pageId: string) =>
    pageCommentsOf(await readAll<GraphComment>(`${storyId}/comments`, COMMENTS_QUERY, accessToken), pageId);

  return {
    platform: 'facebook',
    listOrder: 'created',

    // The manual Login flow takes no PKCE (its OIDC variant is "still in testing", B.1); our `state` is checked on return.
    authorizationUrl({ state, redirectUri }) {
      const params = new URLSearchParams({ client_id: credentials.appId, redirect_uri: redirectUri, state, scope: SCOPES.join(','), response_type: 'code' });
      return `${endpoints.dialog}?${params}`;
    },

    async exchangeCode({ code, redirectUri }) {
      const short = await tokenCall({ redirect_uri: redirectUri, code });
      const long = await tokenCall({ grant_type: 'fb_exchange_token', fb_exchange_token: short.access_token });
      // The person may untick permissions on the dialog and still come back with a code.
      const { data = [] } = await get<GraphList<{ permission: string; status: string }>>('me/permissions', {}, long.access_token);
      const granted = data.filter((p) => p.status === 'granted').map((p) => p.permission);
      const missing = REQUIRED.filter((p) => !granted.includes(p));
      if (missing.length > 0) throw new PlatformError('permission_denied', `Facebook did not grant ${missing.join(', ')}: the Page's ratings cannot be read or answered without it`);
      return { accessToken: long.access_token, expiresAt: new Date(Date.now() + (long.expires_in ?? LONG_LIVED_SECONDS) * 1000), scopes: granted };
    },

    // Page tokens do not expire and Facebook has no refresh grant: a token that stops working needs a new login.
    async refreshTokens() {
      throw new PlatformError('invalid_grant', 'Facebook Page tokens cannot be refreshed: reconnect the Page');
    },

    // A connection holds only its Page token, and Graph revokes a person's grant (DELETE /me/permissions)
    // only with their user token, which is not kept. It would also cut every other Page the same person
    // connected, so disconnecting one Page forgets its token and leaves the grant alone.
    async revoke() {},

    async listLocations(accessToken): Promise<PlatformLocation[]> {
      const accounts = await readAll<Account>('me/accounts', { fields: 'id,name,access_token,category,single_line_address', limit: String(PAGE_SIZE) }, accessToken);
      return accounts.map((page) => ({
        id: page.id,
        name: page.name?.trim() || page.id,
        industry: industryOf(page.category),
        ...(page.single_line_address?.trim() ? { address: page.single_line_address.trim() } : {}),
        ...(page.access_token ? { accessToken: page.access_token } : {}),
      }));
    },

    // Cursor paging (B.2): Graph may return a short or even empty page with more after it, so only a
    // missing `next` ends the list; the cursor is passed on, never stored beyond the sync.
    async listReviews(accessToken, pageId, cursor) {
      const page = await get<GraphList<GraphRating>>(`${pageId}/ratings`, { fields: RATING_FIELDS, limit: String(pageSize), ...(cursor ? { after: cursor } : {}) }, accessToken);
      const next = page.paging?.next ? page.paging.cursors?.after : undefined;
      return { reviews: (page.data ?? []).map((rating) => toReview(rating, pageId)), ...(next ? { nextPageToken: next } : {}) };
    },

    // The story node read by its id answers the rating's fields (the emulator's reading of Graph, [unverified]).
    // A rating without a story cannot be read on its own, nor answered: posting to it says so.
    async getReview(accessToken, platformReviewId) {
      if (isSynthetic(platformReviewId)) throw noStory();
      const pageId = await pageOf(accessToken);
      try {
        const rating = await onStory(platformReviewId, pageId, (id) => get<GraphRating>(id, { fields: RATING_FIELDS }, accessToken));
        return { ...toReview(rating, pageId), platformReviewId };
      } catch (error) {
        if (error instanceof PlatformError && error.code === 'not_found') return null;
        throw error;
      }
    },

    // Comments are read first (all of them, not only the nested first few), so a reply the Page already
    // has is never duplicated: the same text is our own earlier attempt that got through and counts as
    // posted; a different one is refused here rather than posted beside it.
    async postReply(accessToken, platformReviewId, text) {
      if (isSynthetic(platformReviewId)) throw noStory();
      const pageId = await pageOf(accessToken);
      return onStory(platformReviewId, pageId, async (id) => {
        const existing = (await pageComments(accessToken, id, pageId)).at(-1);
        if (existing) {
          if (existing.message?.trim() === text.trim()) return { updatedAt: existing.created_time ? graphDate(existing.created_time) : new Date() };
          throw new PlatformError('invalid_request', 'This Facebook rating already has a reply from the Page, so nothing was posted');
        }
        await facebookFetch(graphUrl(`${id}/comments`, {}, accessToken), {
          method: 'POST',
          accessToken,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ message: text }),
        });
        return { updatedAt: new Date() };
      });
    },

    // Deletes the Page's comment shown as the reply (its latest); anything else under the rating stays.
    async deleteReply(accessToken, platformReviewId) {
      if (isSynthetic(platformReviewId)) return;
      const pageId = await pageOf(accessToken);
      await onStory(platformReviewId, pageId, async (id) => {
        const reply = (await pageComments(accessToken, id, pageId)).at(-1);
        if (reply) await facebookFetch(graphUrl(reply.id, {}, accessToken), { method: 'DELETE', accessToken });
      });
    },
  };
}
