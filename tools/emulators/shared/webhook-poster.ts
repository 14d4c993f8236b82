import { createHmac } from 'node:crypto';

const TIMEOUT_MS = 5000;
const KEEP_DELIVERIES = 100;

/** One push as /__emulator/state lists it: what was sent, and the receiver's status or why it could not be reached. */
export type Delivered<Sent> = Sent & { status?: number; error?: string };

/** `<algorithm>=` and the hex HMAC of the body, the shape both Trustpilot's and Meta's signatures take. */
export const hmacSignature = (algorithm: 'sha256' | 'sha1', body: string, secret: string) =>
  `${algorithm}=${createHmac(algorithm, secret).update(body).digest('hex')}`;

/**
 * Posts an emulator's webhook events without holding up the caller, keeping the last deliveries in
 * `deliveries()` (the state's own list, so they are saved with it); `settled()` lets tests and shutdown wait.
 */
export class WebhookPoster<Sent extends object> {
  private inFlight = new Set<Promise<void>>();

  constructor(private readonly deliveries: () => Array<Delivered<Sent>>) {}

  post(url: string, body: string, headers: Record<string, string>, sent: Sent): void {
    const delivery = fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, signal: AbortSignal.timeout(TIMEOUT_MS) })
      .then(async (response) => {
        await response.body?.cancel();
        this.remember({ ...sent, status: response.status });
      })
      .catch((error: unknown) => this.remember({ ...sent, error: (error as Error).message }))
      .finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
  }

  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private remember(delivery: Delivered<Sent>): void {
    const list = this.deliveries();
    list.push(delivery);
    if (list.length > KEEP_DELIVERIES) list.splice(0, list.length - KEEP_DELIVERIES);
  }
}
