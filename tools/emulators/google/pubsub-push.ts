import { WebhookPoster } from '../shared/webhook-poster';
import type { EmulatorContext } from './context';
import type { PushDelivery, ReviewNotificationType } from './types';

/**
 * Cloud Pub/Sub push as a receiver sees it (A.5). When a review is added or edited on an account whose
 * notificationSetting names a topic and that event's type, every push subscription on the topic gets
 * the standard envelope `{message: {data, messageId, publishTime, attributes}, subscription}` (with
 * Pub/Sub's snake_case twins of the id and time), `data` being the notification as base64 JSON. The keys
 * inside `data` are undocumented and public code disagrees, so consecutive messages alternate between
 * the two layouts seen (E.5). Each message is delivered once; real Pub/Sub redelivers a non-2xx answer
 * with backoff until the message expires (7 days by default), which /__emulator/state shows as the status.
 */
export class PubsubPusher {
  private readonly poster: WebhookPoster<Omit<PushDelivery, 'status' | 'error'>>;
  private published = 0;

  constructor(private readonly ctx: EmulatorContext) {
    this.poster = new WebhookPoster(() => ctx.state.pushDeliveries);
  }

  notify(notificationType: ReviewNotificationType, reviewName: string): void {
    const locationName = reviewName.slice(0, reviewName.indexOf('/reviews/'));
    const setting = this.ctx.state.notificationSetting(locationName.slice(0, locationName.indexOf('/locations/')));
    if (!setting?.pubsubTopic || !setting.notificationTypes?.includes(notificationType)) return;
    const subscriptions = this.ctx.state.pushSubscriptions.filter((subscription) => subscription.topic === setting.pubsubTopic);
    if (subscriptions.length === 0) return;

    const dataKeys = this.published % 2 === 0 ? 'reviewName' : 'review';
    const data = dataKeys === 'reviewName' ? { notificationType, reviewName, locationName } : { notificationType, review: reviewName, location: locationName };
    const nowMs = this.ctx.now();
    // Pub/Sub's ids are long decimal strings, unique per topic.
    const messageId = String(nowMs * 1000 + (this.published++ % 1000));
    const publishTime = new Date(nowMs).toISOString();
    const message = {
      data: Buffer.from(JSON.stringify(data), 'utf8').toString('base64'),
      messageId,
      message_id: messageId,
      publishTime,
      publish_time: publishTime,
      attributes: {},
    };
    for (const subscription of subscriptions) {
      const body = JSON.stringify({ message, subscription: subscription.name });
      this.poster.post(subscription.pushEndpoint, body, {}, { messageId, subscription: subscription.name, notificationType, reviewName, dataKeys, time: publishTime });
    }
  }

  /** Resolves when every push sent so far has been answered or has failed. */
  settled = () => this.poster.settled();
}
