import { parseJson } from './verify-push';

/** What one Business Profile notification says, as sent: the content of a review is never trusted, only its name. */
export type GoogleNotification = {
  messageId: string | null;
  notificationType: string;
  reviewName: string | null;
  locationName: string | null;
};

/** The review a notification names: its id, its location (`locations/{l}`), and its account where a name carries one. */
export type NamedReview = { account: string | null; location: string; reviewId: string };

export type Reading<T> = { ok: true; value: T } | { ok: false; problem: string };

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{2,3})?$/;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const REVIEW_NAME = /^(?:(accounts\/[^/]+)\/)?(locations\/[^/]+)\/reviews\/([^/]+)$/;
const LOCATION_NAME = /^(?:(accounts\/[^/]+)\/)?(locations\/[^/]+)$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A resource name given as a string, or as an object carrying `name`. */
function nameOf(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (isRecord(value) && typeof value.name === 'string' && value.name !== '') return value.name;
  return null;
}

/** The first of `keys` the object has, in the order given: the documented spellings disagree (A.5). */
const firstOf = (data: Record<string, unknown>, keys: string[]) => keys.map((key) => data[key]).find((value) => value !== undefined);

/**
 * Reads a Pub/Sub push envelope `{message: {data: base64(JSON), messageId, …}, subscription}`. The keys
 * inside `data` are not documented and public code disagrees (platform-apis.md A.5): `reviewName` /
 * `locationName`, `review` / `location`, and the proto's `review_name` / `location_name` are all read.
 */
export function readPubsubPush(raw: string): Reading<GoogleNotification> {
  const envelope = parseJson(raw);
  if (!isRecord(envelope) || !isRecord(envelope.message)) return { ok: false, problem: 'The body is not a Pub/Sub push: it has no message.' };
  const { data } = envelope.message;
  if (typeof data !== 'string' || data === '') return { ok: false, problem: 'The Pub/Sub message has no data.' };
  if (!BASE64.test(data) && !BASE64URL.test(data)) return { ok: false, problem: 'The Pub/Sub message data is not base64.' };
  const notification = parseJson(Buffer.from(data, BASE64.test(data) ? 'base64' : 'base64url').toString('utf8'));
  if (!isRecord(notification)) return { ok: false, problem: 'The Pub/Sub message data is not a JSON object.' };
  const notificationType = firstOf(notification, ['notificationType', 'notification_type']);
  if (typeof notificationType !== 'string' || notificationType === '') return { ok: false, problem: 'The notification has no notificationType.' };
  const messageId = firstOf(envelope.message, ['messageId', 'message_id']);
  return {
    ok: true,
    value: {
      messageId: typeof messageId === 'string' ? messageId : null,
      notificationType,
      reviewName: nameOf(firstOf(notification, ['reviewName', 'review', 'review_name'])),
      locationName: nameOf(firstOf(notification, ['locationName', 'location', 'location_name'])),
    },
  };
}

/**
 * The review a review notification names. The review's name is `accounts/{a}/locations/{l}/reviews/{r}`
 * (v4) or, tolerated, without the account; a location name given beside it must be the same place.
 */
export function namedReview(notification: GoogleNotification): Reading<NamedReview> {
  if (!notification.reviewName) return { ok: false, problem: 'The review notification names no review.' };
  const review = REVIEW_NAME.exec(notification.reviewName);
  if (!review) return { ok: false, problem: 'The review name is not accounts/{account}/locations/{location}/reviews/{review}.' };
  const [, reviewAccount, location, reviewId] = review;
  let account = reviewAccount ?? null;
  if (notification.locationName) {
    const named = LOCATION_NAME.exec(notification.locationName);
    if (!named || named[2] !== location || (named[1] && account && named[1] !== account)) {
      return { ok: false, problem: 'The review is not at the location the notification names.' };
    }
    account ??= named[1] ?? null;
  }
  return { ok: true, value: { account, location: location!, reviewId: reviewId! } };
}
