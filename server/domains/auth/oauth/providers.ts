import type { AppContext } from '@server/app-context';
import { googleEndpoints } from '@server/domains/platforms/google/endpoints';
import { signEs256 } from '@server/lib/jwt';

export type OidcProviderName = 'google' | 'apple';

/** What the sign-in flow needs to know of an OpenID Connect provider. */
export type OidcProvider = {
  name: OidcProviderName;
  authorizeUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  issuers: string[];
  clientId: string;
  clientSecret: () => string;
  scope: string;
  /** Apple must post the answer back when name or email is asked for. */
  responseMode?: 'form_post';
  /** Apple documents no PKCE; Google supports it. */
  pkce: boolean;
  /** An identity an emulator vouches for is never linked to an existing account by email. */
  emulated: boolean;
};

const APPLE_SECRET_LIFETIME_S = 5 * 60;

/** The provider, or undefined with the reason it is off. */
export function oidcProvider(ctx: AppContext, name: OidcProviderName): OidcProvider | undefined {
  const { google, apple } = ctx.config;
  if (name === 'google') {
    if (google.mode === 'off' || (google.mode !== 'real' && !ctx.platforms.googleEmulatorUrl)) return undefined;
    const endpoints = googleEndpoints(ctx.platforms.googleEmulatorUrl);
    return {
      name,
      authorizeUrl: endpoints.authorize,
      tokenUrl: endpoints.token,
      jwksUrl: endpoints.jwks,
      issuers: ctx.platforms.googleEmulatorUrl ? [endpoints.issuer] : ['https://accounts.google.com', 'accounts.google.com'],
      clientId: google.clientId,
      clientSecret: () => google.clientSecret,
      scope: 'openid email profile',
      pkce: true,
      emulated: ctx.platforms.googleEmulatorUrl !== undefined,
    };
  }
  if (!apple) return undefined;
  return {
    name,
    authorizeUrl: 'https://appleid.apple.com/auth/authorize',
    tokenUrl: 'https://appleid.apple.com/auth/token',
    jwksUrl: 'https://appleid.apple.com/auth/keys',
    issuers: ['https://appleid.apple.com'],
    clientId: apple.clientId,
    // Apple's client secret is a short-lived ES256 JWT signed with the team's .p8 key.
    clientSecret: () => {
      const now = Math.floor(Date.now() / 1000);
      return signEs256(
        { kid: apple.keyId },
        { iss: apple.teamId, iat: now, exp: now + APPLE_SECRET_LIFETIME_S, aud: 'https://appleid.apple.com', sub: apple.clientId },
        apple.privateKey,
      );
    },
    scope: 'name email',
    responseMode: 'form_post',
    pkce: false,
    emulated: false,
  };
}
