import { createHmac } from 'node:crypto';
import { appOf, type FacebookContext } from './context';
import type { StoredComment, StoredRating, WebhookDelivery } from './types';

export const SIGNATURE_HEADER = 'x-hub-signature-256';
/** Meta still sends the SHA-1 signature beside the SHA-256 one; receivers should check the latter. */
export const LEGACY_SIGNATURE_HEADER = 'x-hub-signature';
const TIMEOUT_MS = 5000;
const KEEP_DELIVERIES = 100;

type Verb = 'add' | 'edit' | 'remove';
const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * A Page webhook for the field `ratings` (B.3): `{object:'page', entry:[{id, time, changes:[{field,
 * value}]}]}`. The key set in `value` is [issue]-level knowledge and partly unverified; created_time is
 * sent as Unix seconds, as in Meta's other Page webhooks [unverified].
 */
export function ratingValue(rating: StoredRating, verb: Verb) {
  return {
    item: 'rating' as const,
    verb,
    ...(rating.storyId ? { open_graph_story_id: rating.storyId } : {}),
    reviewer_id: rating.reviewer.id,
    reviewer_name: rating.reviewer.name,
    created_time: seconds(rating.createdMs),
    ...(rating.recommendationType ? { recommendation_type: rating.recommendationType } : {}),
    ...(rating.rating !== undefined ? { rating: rating.rating } : {}),
    ...(rating.reviewText !== undefined ? { review_text: rating.reviewText } : {}),
  };
}

export function commentValue(rating: StoredRating, comment: StoredComment, verb: Verb) {
  return {
    item: 'comment' as const,
    verb,
    comment_id: comment.id,
    ...(rating.storyId ? { open_graph_story_id: rating.storyId } : {}),
    sender_id: comment.from.id,
    sender_name: comment.from.name,
    ...(verb === 'remove' ? {} : { message: comment.message }),
    created_time: seconds(comment.createdMs),
  };
}

type ChangeValue = ReturnType<typeof ratingValue> | ReturnType<typeof commentValue>;

const sign = (algorithm: 'sha256' | 'sha1', body: string, secret: string) => `${algorithm}=${createHmac(algorithm, secret).update(body).digest('hex')}`;

/**
 * Sends events without holding up the caller, signed with the app secret as Meta signs them;
 * `settled()` lets tests and shutdown wait for them.
 */
export class WebhookSender {
  private inFlight = new Set<Promise<void>>();

  constructor(private readonly ctx: FacebookContext) {}

  send(rating: StoredRating, value: ChangeValue): void {
    const target = this.ctx.state.webhook;
    const app = target ? (appOf(this.ctx, target.appId) ?? this.ctx.apps[0]) : undefined;
    if (!target || !app) return;
    const nowMs = this.ctx.now();
    const body = JSON.stringify({ object: 'page', entry: [{ id: rating.pageId, time: seconds(nowMs), changes: [{ field: 'ratings', value }] }] });
    const record = { item: value.item, verb: value.verb, pageId: rating.pageId, ...(rating.storyId ? { storyId: rating.storyId } : {}), time: new Date(nowMs).toISOString() };
    const delivery = fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign('sha256', body, app.appSecret), [LEGACY_SIGNATURE_HEADER]: sign('sha1', body, app.appSecret) },
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
