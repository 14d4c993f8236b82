import type { AppContext } from '@server/app-context';
import { consumeOAuthState } from '@server/domains/auth/oauth-state';
import { adoptLocationIdentity } from '@server/domains/businesses/businesses.repo';
import { upsertConnection } from './connections.repo';
import { PlatformError } from './platform';

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

export const googleRedirectUri = (ctx: AppContext) => `${ctx.config.publicUrl}/api/auth/google/callback`;

type CallbackQuery = { code?: string; state?: string; error?: string };

/**
 * Finishes a Google connection: checks the single-use state against the signed-in user, exchanges
 * the code with its PKCE verifier, finds the first location, names a placeholder business after it and
 * stores the connection.
 */
export async function completeGoogleConnection(ctx: AppContext, sessionUserId: string | undefined, query: CallbackQuery) {
  if (query.error) throw new ConnectError(query.error === 'access_denied' ? 'access_denied' : 'oauth_error', query.error);
  if (!query.code || !query.state) throw new ConnectError('oauth_failed');
  const { db } = ctx.database;
  const saved = await consumeOAuthState(db, ctx.cipher, query.state, { purpose: 'connect', provider: 'google' });
  if (!saved || !saved.userId || !saved.businessId || saved.userId !== sessionUserId) throw new ConnectError('invalid_state');

  const adapter = ctx.platforms.require('google');
  let tokens;
  try {
    tokens = await adapter.exchangeCode({ code: query.code, codeVerifier: saved.codeVerifier, redirectUri: googleRedirectUri(ctx) });
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
  const location = locations[0];
  if (!location) throw new ConnectError('no_locations');

  await adoptLocationIdentity(db, saved.businessId, location);
  return upsertConnection(db, {
    userId: saved.userId,
    businessId: saved.businessId,
    platform: 'google',
    isActive: true,
    platformBusinessName: location.name,
    platformLocationId: location.id,
    accessTokenSealed: ctx.cipher.encrypt(tokens.accessToken),
    refreshTokenSealed: tokens.refreshToken ? ctx.cipher.encrypt(tokens.refreshToken) : null,
    accessTokenExpiresAt: tokens.expiresAt,
    tokenExpiry: null,
  });
}
