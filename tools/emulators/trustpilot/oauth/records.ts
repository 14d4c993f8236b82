/**
 * What the OAuth side remembers. Tokens and codes are kept only as SHA-256 hashes, so the state file
 * and the state endpoint never hold a live credential.
 */
export interface CodeRecord {
  hash: string;
  clientId: string;
  redirectUri: string;
  businessUserId: string;
  expiresAt: number;
  usedAt?: number;
}

export interface RefreshTokenRecord {
  hash: string;
  clientId: string;
  businessUserId: string;
  expiresAt: number;
  /** Set when the token was used (refresh tokens rotate) or revoked. */
  revokedAt?: number;
}

export interface AccessTokenRecord {
  hash: string;
  clientId: string;
  /** For client_credentials, the business user that owns the API key. */
  businessUserId: string;
  grant: 'authorization_code' | 'refresh_token' | 'client_credentials';
  expiresAt: number;
  revokedAt?: number;
}
