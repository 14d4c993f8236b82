import { PLATFORMS, type Platform, type TPlatformConnection } from '@common/schemas/platforms';

/** The order of the cards on the Platforms and Onboarding screens. */
export const PLATFORM_ORDER: readonly Platform[] = PLATFORMS;

/** Spec §4, §9: a connection is "expiring" when its tokenExpiry is less than 7 days away. */
export const EXPIRY_WARNING_MS = 7 * 24 * 60 * 60 * 1000;

export function isExpiringSoon(tokenExpiry: string | null, now: number = Date.now()): boolean {
  if (!tokenExpiry) return false;
  const expiresAt = Date.parse(tokenExpiry);
  return Number.isFinite(expiresAt) && expiresAt - now < EXPIRY_WARNING_MS;
}

/** The platform's connections, one per location: the active ones first, the newest first among each. */
export function connectionsOf(connections: readonly TPlatformConnection[], platform: Platform): TPlatformConnection[] {
  return connections
    .filter((connection) => connection.platform === platform)
    .sort((a, b) => Number(b.isActive) - Number(a.isActive) || Date.parse(b.connectedAt) - Date.parse(a.connectedAt));
}

/** The connection a one-line status speaks of: an active one if any. */
export const connectionFor = (connections: readonly TPlatformConnection[], platform: Platform): TPlatformConnection | undefined =>
  connectionsOf(connections, platform)[0];

/** The `error` codes the OAuth callback sends back to /platforms (spec §8). */
export const OAUTH_ERROR_CODES = [
  'oauth_failed',
  'invalid_state',
  'access_denied',
  'no_access_token',
  'token_exchange_failed',
  'api_not_enabled',
  'no_accounts',
  'locations_fetch_failed',
  'no_locations',
  'oauth_error',
] as const;
export type OAuthErrorCode = (typeof OAUTH_ERROR_CODES)[number];

export const isOAuthErrorCode = (value: string): value is OAuthErrorCode => (OAUTH_ERROR_CODES as readonly string[]).includes(value);
