import { hmacSignature, WebhookPoster } from '../shared/webhook-poster';
import { appOf, type FacebookContext } from './context';
import type { StoredComment, StoredRating, WebhookDelivery } from './types';

export const SIGNATURE_HEADER = 'x-hub-signature-256';
/** Meta still sends the SHA-1 signature beside the SHA-256 one; receivers should check the latter. */
export const LEGACY_SIGNATURE_HEADER = 'x-hub-signature';

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

/** Sends Page events signed with the app secret as Meta signs them; `settled()` lets tests and shutdown wait for them. */
export class WebhookSender {
  private readonly poster: WebhookPoster<Omit<WebhookDelivery, 'status' | 'error'>>;

  constructor(private readonly ctx: FacebookContext) {
    this.poster = new WebhookPoster(() => ctx.state.webhookDeliveries);
  }

  send(rating: StoredRating, value: ChangeValue): void {
    const target = this.ctx.state.webhook;
    const app = target ? (appOf(this.ctx, target.appId) ?? this.ctx.apps[0]) : undefined;
    if (!target || !app) return;
    const nowMs = this.ctx.now();
    const body = JSON.stringify({ object: 'page', entry: [{ id: rating.pageId, time: seconds(nowMs), changes: [{ field: 'ratings', value }] }] });
    const headers = { [SIGNATURE_HEADER]: hmacSignature('sha256', body, app.appSecret), [LEGACY_SIGNATURE_HEADER]: hmacSignature('sha1', body, app.appSecret) };
    this.poster.post(target.url, body, headers, {
      item: value.item,
      verb: value.verb,
      pageId: rating.pageId,
      ...(rating.storyId ? { storyId: rating.storyId } : {}),
      time: new Date(nowMs).toISOString(),
    });
  }

  settled = () => this.poster.settled();
}
