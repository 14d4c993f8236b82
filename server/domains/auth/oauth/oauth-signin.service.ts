import { and, eq } from 'drizzle-orm';
import type { AppContext } from '@server/app-context';
import { oauthAccounts, users } from '@server/db/schema';
import { createSettings } from '@server/domains/settings/settings.repo';
import { verifyIdToken } from '@server/lib/jwt';
import { findUserByEmail } from '../auth.service';
import type { OidcProvider } from './providers';

export class SignInError extends Error {
  constructor(readonly code: 'oauth_failed' | 'invalid_state' | 'email_in_use' | 'already_linked' | 'token_exchange_failed') {
    super(code);
  }
}

export type Identity = { subject: string; email: string | undefined; emailVerified: boolean; name: string | undefined };

/** Exchanges the code and verifies the id_token it brings back. */
export async function identityFromCode(
  provider: OidcProvider,
  input: { code: string; redirectUri: string; codeVerifier: string; nonce: string | null },
): Promise<Identity> {
  const response = await fetch(provider.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      client_id: provider.clientId,
      client_secret: provider.clientSecret(),
      ...(provider.pkce ? { code_verifier: input.codeVerifier } : {}),
    }),
    signal: AbortSignal.timeout(15_000),
  }).catch(() => undefined);
  const body = response?.ok ? ((await response.json()) as { id_token?: string }) : undefined;
  if (!body?.id_token) throw new SignInError('token_exchange_failed');
  const claims = await verifyIdToken(body.id_token, {
    jwksUrl: provider.jwksUrl,
    issuers: provider.issuers,
    audience: provider.clientId,
    ...(input.nonce ? { nonce: input.nonce } : {}),
  }).catch(() => {
    throw new SignInError('oauth_failed');
  });
  return {
    subject: claims.sub!,
    email: typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined,
    // Apple sends "true" as a string as often as a boolean.
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: typeof claims.name === 'string' ? claims.name : undefined,
  };
}

/**
 * Finds the account an identity signs into. A linked identity signs in its account; a signed-in user
 * (linking from Profile) gets it linked; otherwise an existing account is linked only when the provider
 * verified the same email (never for an emulated provider), and a new email creates an account without
 * a password.
 */
export async function accountForIdentity(
  ctx: AppContext,
  provider: OidcProvider,
  identity: Identity,
  linkingUserId: string | null,
  extra: { name?: string } = {},
) {
  const { db } = ctx.database;
  const [linked] = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, provider.name), eq(oauthAccounts.providerUserId, identity.subject)));
  if (linked) {
    if (linkingUserId && linked.user.id !== linkingUserId) throw new SignInError('already_linked');
    return { user: linked.user, created: false };
  }

  const link = (userId: string) =>
    db.insert(oauthAccounts).values({ userId, provider: provider.name, providerUserId: identity.subject, email: identity.email ?? null });

  if (linkingUserId) {
    const [user] = await db.select().from(users).where(eq(users.id, linkingUserId));
    if (!user) throw new SignInError('invalid_state');
    await link(user.id);
    return { user, created: false };
  }

  if (!identity.email) throw new SignInError('oauth_failed');
  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    if (!identity.emailVerified || provider.emulated) throw new SignInError('email_in_use');
    await link(existing.id);
    return { user: existing, created: false };
  }

  const [user] = await db
    .insert(users)
    .values({ email: identity.email, passwordHash: null, fullName: extra.name ?? identity.name ?? null })
    .returning();
  await createSettings(db, user!.id);
  await link(user!.id);
  return { user: user!, created: true };
}
