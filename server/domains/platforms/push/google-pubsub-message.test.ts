import { namedReview, readPubsubPush, type GoogleNotification } from './google-pubsub-message';

const REVIEW = 'accounts/110384756120394857612/locations/4829105736291847561/reviews/AbFvOqk-review_1';
const LOCATION = 'accounts/110384756120394857612/locations/4829105736291847561';

const push = (data: string, message: Record<string, unknown> = {}) => JSON.stringify({ message: { data, messageId: '2070443601311540', ...message }, subscription: 'projects/p-123456/subscriptions/s' });
const base64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8').toString('base64');
const read = (value: unknown) => readPubsubPush(push(base64(value)));
const notification = (fields: Partial<GoogleNotification>): GoogleNotification => ({ messageId: null, notificationType: 'NEW_REVIEW', reviewName: null, locationName: null, ...fields });

describe('reading a Pub/Sub push from Google', () => {
  it.each([
    ['reviewName / locationName', { notificationType: 'NEW_REVIEW', reviewName: REVIEW, locationName: LOCATION }],
    ['review / location', { notificationType: 'NEW_REVIEW', review: REVIEW, location: LOCATION }],
    ['review_name / location_name', { notification_type: 'NEW_REVIEW', review_name: REVIEW, location_name: LOCATION }],
    ['resources as objects with a name', { notificationType: 'NEW_REVIEW', review: { name: REVIEW }, location: { name: LOCATION } }],
  ])('reads the layout %s', (_layout, data) => {
    expect(read(data)).toEqual({ ok: true, value: { messageId: '2070443601311540', notificationType: 'NEW_REVIEW', reviewName: REVIEW, locationName: LOCATION } });
  });

  it('reads base64url data and the snake_case message id, and keeps an unknown type for the caller to ignore', () => {
    const data = Buffer.from(JSON.stringify({ notificationType: 'NEW_QUESTION', location: LOCATION, question: '??>>' }), 'utf8').toString('base64url');
    expect(data).toMatch(/[-_]/);
    const body = JSON.stringify({ message: { data, message_id: '42' } });
    expect(readPubsubPush(body)).toEqual({ ok: true, value: { messageId: '42', notificationType: 'NEW_QUESTION', reviewName: null, locationName: LOCATION } });
  });

  it.each([
    ['not JSON', 'nope', 'The body is not a Pub/Sub push: it has no message.'],
    ['no message', '{"subscription":"s"}', 'The body is not a Pub/Sub push: it has no message.'],
    ['empty data', push(''), 'The Pub/Sub message has no data.'],
    ['data not base64', push('%%%'), 'The Pub/Sub message data is not base64.'],
    ['data not JSON', push(base64('<xml/>')), 'The Pub/Sub message data is not a JSON object.'],
    ['data a JSON string', push(base64('"NEW_REVIEW"')), 'The Pub/Sub message data is not a JSON object.'],
    ['no type', push(base64({ reviewName: REVIEW })), 'The notification has no notificationType.'],
    ['an empty type', push(base64({ notificationType: '' })), 'The notification has no notificationType.'],
  ])('refuses %s', (_case, body, problem) => {
    expect(readPubsubPush(body)).toEqual({ ok: false, problem });
  });
});

describe('the review a notification names', () => {
  it('splits the v4 name into account, location and review id', () => {
    expect(namedReview(notification({ reviewName: REVIEW, locationName: LOCATION }))).toEqual({
      ok: true,
      value: { account: 'accounts/110384756120394857612', location: 'locations/4829105736291847561', reviewId: 'AbFvOqk-review_1' },
    });
  });

  it('takes a name without the account, the account then coming from the location name if it has one', () => {
    expect(namedReview(notification({ reviewName: 'locations/4829105736291847561/reviews/r1' }))).toEqual({ ok: true, value: { account: null, location: 'locations/4829105736291847561', reviewId: 'r1' } });
    expect(namedReview(notification({ reviewName: 'locations/4829105736291847561/reviews/r1', locationName: LOCATION }))).toMatchObject({ value: { account: 'accounts/110384756120394857612' } });
    expect(namedReview(notification({ reviewName: REVIEW, locationName: 'locations/4829105736291847561' }))).toMatchObject({ ok: true });
  });

  it('refuses a missing or malformed review name, and a location that is not the review\'s', () => {
    expect(namedReview(notification({}))).toEqual({ ok: false, problem: 'The review notification names no review.' });
    for (const reviewName of ['reviews/r1', `${REVIEW}/reply`, `${LOCATION}/reviews/`, 'accounts/1/reviews/r1']) {
      expect(namedReview(notification({ reviewName }))).toEqual({ ok: false, problem: 'The review name is not accounts/{account}/locations/{location}/reviews/{review}.' });
    }
    for (const locationName of ['accounts/110384756120394857612/locations/999', 'accounts/999/locations/4829105736291847561', 'somewhere']) {
      expect(namedReview(notification({ reviewName: REVIEW, locationName }))).toEqual({ ok: false, problem: 'The review is not at the location the notification names.' });
    }
  });
});
