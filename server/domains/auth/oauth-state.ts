import { createHash } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { oauthStates } from '@server/db/schema';
import type { Cipher } from '@server/lib/crypto';
import { randomToken, sha256 } from '@server/lib/tokens';

/** Long enough for a user to read a consent screen, short enough that a leaked link soon dies. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

type StateInput = {
  purpose: 'connect' | 'signin';
  provider: 'google' | 'apple' | 'trustpilot' | 'facebook';
  userId?: string;
  businessId?: string;
  withNonce?: boolean;
};

const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** Stores a single-use state with its PKCE verifier (sealed) and nonce; returns what goes in the URL. */
export async function createOAuthState(db: Db, cipher: Cipher, input: StateInput) {
  const state = randomToken();
  const codeVerifier = randomToken();
  const nonce = input.withNonce ? randomToken() : undefined;
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
  await db.insert(oauthStates).values({
    stateHash: sha256(state),
    purpose: input.purpose,
    provider: input.provider,
    userId: input.userId ?? null,
    businessId: input.businessId ?? null,
    codeVerifierSealed: cipher.encrypt(codeVerifier),
    nonce: nonce ?? null,
    expiresAt: new Date(Date.now() + OAUTH_STATE_TTL_MS),
  });
  return { state, codeChallenge: pkceChallenge(codeVerifier), nonce };
}

/** Takes the state out (single use); undefined when unknown, used, expired or of another flow. */
export async function consumeOAuthState(db: Db, cipher: Cipher, state: string, expected: Pick<StateInput, 'purpose' | 'provider'>) {
  const [row] = await db
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.stateHash, sha256(state)),
        eq(oauthStates.purpose, expected.purpose),
        eq(oauthStates.provider, expected.provider),
        gt(oauthStates.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row) return undefined;
  return { userId: row.userId, businessId: row.businessId, nonce: row.nonce, codeVerifier: cipher.decrypt(row.codeVerifierSealed) };
}
