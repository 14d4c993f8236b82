import { hmacSignature, WebhookPoster } from '../shared/webhook-poster';
import type { TrustpilotContext } from './context';
import type { StoredReview, WebhookDelivery } from './types';

export type ReviewEventName = 'service-review-created' | 'service-review-updated';

export const SIGNATURE_HEADER = 'x-trustpilot-signature';

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

/** Sends review events signed with the webhook's secret; `settled()` lets tests and shutdown wait for them. */
export class WebhookSender {
  private readonly poster: WebhookPoster<Omit<WebhookDelivery, 'status' | 'error'>>;

  constructor(private readonly ctx: TrustpilotContext) {
    this.poster = new WebhookPoster(() => ctx.state.webhookDeliveries);
  }

  send(eventName: ReviewEventName, review: StoredReview): void {
    const target = this.ctx.state.webhook;
    if (!target) return;
    const body = JSON.stringify(reviewEvent(eventName, review));
    this.poster.post(target.url, body, { [SIGNATURE_HEADER]: hmacSignature('sha256', body, target.secret) }, {
      eventName,
      reviewId: review.id,
      time: new Date(this.ctx.now()).toISOString(),
    });
  }

  settled = () => this.poster.settled();
}
