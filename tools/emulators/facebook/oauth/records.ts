/**
 * What the login side remembers. Codes and tokens are kept only as SHA-256 hashes, so the state file
 * and the state endpoint never hold a live credential.
 */
export interface CodeRecord {
  hash: string;
  appId: string;
  redirectUri: string;
  userId: string;
  expiresAt: number;
  usedAt?: number;
}

export interface AccessTokenRecord {
  hash: string;
  appId: string;
  /** The person the token acts for; for a Page token, the person who asked for it. */
  userId: string;
  kind: 'user' | 'page';
  pageId?: string;
  /** A user token exchanged with fb_exchange_token; Page tokens got through one never expire. */
  longLived?: boolean;
  /** Absent: never expires (a Page token from a long-lived user token). */
  expiresAt?: number;
  /** Set when the person removed the app: the token answers 190 with this subcode for good. */
  invalidSubcode?: 458;
}
