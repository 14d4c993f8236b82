/** A stored code or token: found by the hash of its value, gone some time after it expires. */
export interface TokenRecord {
  hash: string;
  expiresAt?: number;
}

/** Codes and tokens as a state file keeps them. */
export interface TokenDocument<Code extends TokenRecord, Refresh extends TokenRecord, Access extends TokenRecord> {
  codes: Code[];
  refreshTokens: Refresh[];
  accessTokens: Access[];
}

/** How long an expired code or token is kept, so that using it answers 'expired' rather than 'unknown' for a while. */
const KEPT_AFTER_EXPIRY_MS = 24 * 3600_000;

/**
 * The authorization codes, refresh tokens and access tokens an emulator has issued, by hash: the part
 * of every emulator's state that its OAuth routes share.
 */
export class TokenRecords<Code extends TokenRecord, Refresh extends TokenRecord, Access extends TokenRecord> {
  readonly codes = new Map<string, Code>();
  readonly refreshTokens = new Map<string, Refresh>();
  readonly accessTokens = new Map<string, Access>();

  constructor(doc: TokenDocument<Code, Refresh, Access>) {
    for (const c of doc.codes) this.codes.set(c.hash, c);
    for (const r of doc.refreshTokens) this.refreshTokens.set(r.hash, r);
    for (const a of doc.accessTokens) this.accessTokens.set(a.hash, a);
  }

  protected tokenDocument(): TokenDocument<Code, Refresh, Access> {
    return { codes: [...this.codes.values()], refreshTokens: [...this.refreshTokens.values()], accessTokens: [...this.accessTokens.values()] };
  }

  protected clearTokens(): void {
    this.codes.clear();
    this.refreshTokens.clear();
    this.accessTokens.clear();
  }

  /** Forgets codes and tokens a day after they expired (a refresh token without an expiry stays). */
  prune(nowMs: number): void {
    for (const records of [this.codes, this.refreshTokens, this.accessTokens] as Array<Map<string, TokenRecord>>) {
      for (const [hash, record] of records) if (record.expiresAt !== undefined && record.expiresAt < nowMs - KEPT_AFTER_EXPIRY_MS) records.delete(hash);
    }
  }
}
