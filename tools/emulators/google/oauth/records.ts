/**
 * What the OAuth side remembers. Tokens and codes are kept only as SHA-256 hashes, so the state file
 * and the state endpoint never hold a live credential.
 */
export interface CodeRecord {
  hash: string;
  clientId: string;
  redirectUri: string;
  sub: string;
  scopes: string[];
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
  nonce?: string;
  accessType: 'online' | 'offline';
  issueRefreshToken: boolean;
  expiresAt: number;
  usedAt?: number;
}

export interface RefreshTokenRecord {
  hash: string;
  clientId: string;
  sub: string;
  scopes: string[];
  createdAt: number;
  /** Set only in "Testing" consent-screen mode, where Google ends refresh tokens after 7 days. */
  expiresAt?: number;
  revokedAt?: number;
}

export interface AccessTokenRecord {
  hash: string;
  clientId: string;
  sub: string;
  scopes: string[];
  accessType: 'online' | 'offline';
  expiresAt: number;
  refreshHash?: string;
  revokedAt?: number;
}

/** A user's standing grant to a client: decides whether the consent screen (and a refresh token) is due. */
export interface ConsentRecord {
  clientId: string;
  sub: string;
  scopes: string[];
}
