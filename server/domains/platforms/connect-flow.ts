import { DEFAULT_BUSINESS } from '@common/schemas/businesses';
import type { Platform } from '@common/schemas/platforms';
import type { AppContext } from '@server/app-context';
import { consumeOAuthState } from '@server/domains/auth/oauth-state';
import { adoptLocationIdentity, createBusiness } from '@server/domains/businesses/businesses.repo';
import { upsertConnection } from './connections.repo';
import { offerLocationChoice } from './location-choices';
import { loadHoldings, placeChosen, type Placement } from './location-placement';
import { enableGooglePush } from './push/google-notifications';
import { PlatformError, type PlatformLocation, type PlatformTokens } from './platform';

/** The spec's OAuth return codes (section 8), each shown on the Platforms screen as its message. */
export type ConnectErrorCode =
  | 'oauth_failed'
  | 'invalid_state'
  | 'access_denied'
  | 'no_access_token'
  | 'token_exchange_failed'
  | 'api_not_enabled'
  | 'no_accounts'
  | 'locations_fetch_failed'
  | 'no_locations'
  | 'oauth_error';

export class ConnectError extends Error {
  constructor(readonly code: ConnectErrorCode, detail?: string) {
    super(detail ?? code);
  }
}

export const redirectUriOf = (ctx: AppContext, platform: Platform) => `${ctx.config.publicUrl}/api/auth/${platform}/callback`;

type CallbackQuery = { code?: string; state?: string; error?: string };

/** A grant the owner gave us, before it is tied to one place. */
export type Grant = { userId: string; businessId: string; platform: Platform; tokens: PlatformTokens };

/**
 * Finishes a connection: checks the single-use state against the signed-in user (from the URL, or from
 * the cookie set when the flow started, for a platform that does not echo it), exchanges the code, and
 * connects the login's one place (to the business placeChosen picks), or leaves the choice to the owner
 * when it manages several.
 */
export async function completeConnection(
  ctx: AppContext,
  platform: Platform,
  sessionUserId: string | undefined,
  query: CallbackQuery,
  stateFromCookie: string | undefined,
): Promise<{ choiceId?: string }> {
  if (query.error) throw new ConnectError(query.error === 'access_denied' ? 'access_denied' : 'oauth_error', query.error);
  const state = query.state ?? stateFromCookie;
  if (!query.code || !state) throw new ConnectError('oauth_failed');
  const { db } = ctx.database;
  const saved = await consumeOAuthState(db, ctx.cipher, state, { purpose: 'connect', provider: platform });
  if (!saved || !saved.userId || !saved.businessId || saved.userId !== sessionUserId) throw new ConnectError('invalid_state');

  const adapter = ctx.platforms.require(platform);
  let tokens;
  try {
    tokens = await adapter.exchangeCode({ code: query.code, codeVerifier: saved.codeVerifier, redirectUri: redirectUriOf(ctx, platform) });
  } catch (error) {
    if (error instanceof PlatformError && error.code === 'permission_denied') throw new ConnectError('access_denied', error.message);
    throw new ConnectError('token_exchange_failed', (error as Error).message);
  }
  if (!tokens.accessToken) throw new ConnectError('no_access_token');

  let locations;
  try {
    locations = await adapter.listLocations(tokens.accessToken);
  } catch (error) {
    if (error instanceof PlatformError && error.code === 'api_not_enabled') throw new ConnectError('api_not_enabled', error.message);
    if (error instanceof PlatformError && error.message === 'no_accounts') throw new ConnectError('no_accounts');
    if (error instanceof PlatformError && error.code === 'permission_denied') throw new ConnectError('access_denied', error.message);
    throw new ConnectError('locations_fetch_failed', (error as Error).message);
  }
  const grant: Grant = { userId: saved.userId, businessId: saved.businessId, platform, tokens };
  const [only, ...more] = locations;
  if (!only) throw new ConnectError('no_locations');
  if (more.length > 0) return { choiceId: await offerLocationChoice(ctx, grant, locations) };
  const [placement] = placeChosen(await loadHoldings(db, grant.userId), platform, grant.businessId, [{ place: only }]);
  await connectLocation(ctx, { ...grant, businessId: await businessFor(ctx, grant.userId, placement!, only) }, only);
  return {};
}

/** The business a placement names, or a new one named after the place. */
export async function businessFor(ctx: AppContext, userId: string, placement: Placement, place: PlatformLocation): Promise<string> {
  if ('businessId' in placement) return placement.businessId;
  const business = await createBusiness(ctx.database.db, userId, { name: place.name.trim() || DEFAULT_BUSINESS.name, industry: place.industry ?? DEFAULT_BUSINESS.industry });
  return business.id;
}

/** Stores the connection to one place, and names a placeholder business after it. */
export async function connectLocation(ctx: AppContext, grant: Grant, location: PlatformLocation) {
  const { db } = ctx.database;
  await adoptLocationIdentity(db, grant.businessId, location);
  const { tokens } = grant;
  const ownToken = location.accessToken !== undefined;
  const connection = await upsertConnection(db, {
    userId: grant.userId,
    businessId: grant.businessId,
    platform: grant.platform,
    isActive: true,
    platformBusinessName: location.name,
    platformLocationId: location.id,
    accessTokenSealed: ctx.cipher.encrypt(location.accessToken ?? tokens.accessToken),
    // A place's own token (a Facebook Page token) does not expire and is not refreshed.
    refreshTokenSealed: !ownToken && tokens.refreshToken ? ctx.cipher.encrypt(tokens.refreshToken) : null,
    accessTokenExpiresAt: ownToken ? null : tokens.expiresAt,
    tokenExpiry: ownToken ? null : (tokens.refreshExpiresAt ?? null),
  });
  // Google pushes new reviews to the account's topic; a failure is logged and the 3-hourly sync remains.
  await enableGooglePush(ctx, connection);
  return connection;
}
