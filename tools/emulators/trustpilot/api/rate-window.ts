/**
 * Trustpilot asks for no more than 833 calls per 5 minutes (C.4); the emulator enforces it per access
 * token with a sliding window. The 429 and its Retry-After are [3p; unverified].
 */
export const RATE_LIMIT_CALLS = 833;
export const RATE_LIMIT_WINDOW_MS = 5 * 60_000;

export class RateWindow {
  /** Call times per token hash; in memory only, like a gateway's counters. */
  private calls = new Map<string, number[]>();

  /** Records a call, or returns the seconds to wait when the token has used up its window. */
  take(tokenHash: string, nowMs: number): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const recent = (this.calls.get(tokenHash) ?? []).filter((t) => t > nowMs - RATE_LIMIT_WINDOW_MS);
    if (recent.length >= RATE_LIMIT_CALLS) {
      this.calls.set(tokenHash, recent);
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + RATE_LIMIT_WINDOW_MS - nowMs) / 1000)) };
    }
    recent.push(nowMs);
    this.calls.set(tokenHash, recent);
    return { ok: true };
  }
}
