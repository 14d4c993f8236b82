import { createHmac } from 'node:crypto';
import type { TrustpilotContext } from './context';
import type { StoredReview, WebhookDelivery } from './types';

export type ReviewEventName = 'service-review-created' | 'service-review-updated';

export const SIGNATURE_HEADER = 'x-trustpilot-signature';
const TIMEOUT_MS = 5000;
const KEEP_DELIVERIES = 100;

/**
 * The push the emulator sends when a review is added or edited. Trustpilot's webhooks use the event
 * names service-review-created/-updated; the envelope, the fields in eventData and the HMAC header
 * are this emulator's choice [unverified]. The signature is `sha256=` plus the hex HMAC-SHA256 of the
 * raw body under the shared secret.
 */
function reviewEvent(eventName: ReviewEventName, review: StoredReview) {
  return {
    events: [
      {
        eventName,
        version: '1.0',
        eventData: {
          id: review.id,
          businessUnitId: review.businessUnitId,
          stars: review.stars,
          title: review.title,
          text: review.text,
          ...(review.language ? { language: review.language } : {}),
          createdAt: review.createdAt,
          updatedAt: review.updatedAt,
          consumer: { id: review.consumer.id, displayName: review.consumer.displayName },
        },
      },
    ],
  };
}

const signBody = (body: string, secret: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Sends events without holding up the caller; `settled()` lets tests and shutdown wait for them. */
export class WebhookSender {
  private inFlight = new Set<Promise<void>>();

  constructor(private readonly ctx: TrustpilotContext) {}

  send(eventName: ReviewEventName, review: StoredReview): void {
    const target = this.ctx.state.webhook;
    if (!target) return;
    const body = JSON.stringify(reviewEvent(eventName, review));
    const record = { eventName, reviewId: review.id, time: new Date(this.ctx.now()).toISOString() };
    const delivery = fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(body, target.secret) },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
      .then(async (response) => {
        await response.body?.cancel();
        this.remember({ ...record, status: response.status });
      })
      .catch((error: unknown) => this.remember({ ...record, error: (error as Error).message }))
      .finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
  }

  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private remember(delivery: WebhookDelivery): void {
    const list = this.ctx.state.webhookDeliveries;
    list.push(delivery);
    if (list.length > KEEP_DELIVERIES) list.splice(0, list.length - KEEP_DELIVERIES);
  }
}
