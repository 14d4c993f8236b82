import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER, type TrustpilotEmulator } from './create-emulator';
import { RESTAURANT } from './seed/businesses';
import { testEmulator } from './testing';
import { startReceiver } from '../shared/test-receiver';

const SECRET = 'webhook-test-secret';

let emulator: TrustpilotEmulator;
afterEach(async () => {
  await emulator?.close();
  await receiving?.close();
  receiving = undefined;
});

let receiving: Awaited<ReturnType<typeof startReceiver>> | undefined;
const receiver = async (status = 200) => (receiving = await startReceiver('/api/webhooks/trustpilot', status));

const expectedSignature = (body: string) => `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;

describe('review webhooks', () => {
  it('adding a review pushes service-review-created, signed with HMAC-SHA256 of the body', async () => {
    const { url, received } = await receiver();
    ({ emulator } = await testEmulator({ webhook: { url, secret: SECRET } }));
    const added = emulator.state.addReview({ businessUnitId: RESTAURANT.id, stars: 4 });
    await emulator.state.webhooksSettled();
    expect(received).toHaveLength(1);
    const { headers, body } = received[0]!;
    expect(headers[SIGNATURE_HEADER]).toBe(expectedSignature(body));
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(body)).toEqual({
      events: [{ eventName: 'service-review-created', version: '1.0', eventData: expect.objectContaining({ id: added.id, businessUnitId: RESTAURANT.id, stars: 4 }) }],
    });
    expect(emulator.state.snapshot({ includeReviews: false }).webhookDeliveries).toEqual([
      { eventName: 'service-review-created', reviewId: added.id, time: expect.any(String), status: 200 },
    ]);
  });

  it('editing a review pushes service-review-updated; a webhook set over HTTP is used', async () => {
    const { url, received } = await receiver();
    ({ emulator } = await testEmulator());
    emulator.state.addReview({ id: 'before-webhook' });
    expect((await emulator.app.inject({ method: 'PUT', url: '/__emulator/webhook', payload: { url, secret: SECRET } })).statusCode).toBe(200);
    emulator.state.updateReview('before-webhook', { text: 'Changed my mind' });
    await emulator.state.webhooksSettled();
    expect(received.map((r) => JSON.parse(r.body).events[0].eventName)).toEqual(['service-review-updated']);
    expect(JSON.parse(received[0]!.body).events[0].eventData).toMatchObject({ id: 'before-webhook', text: 'Changed my mind' });
    expect(received[0]!.headers[SIGNATURE_HEADER]).toBe(expectedSignature(received[0]!.body));

    await emulator.app.inject({ method: 'DELETE', url: '/__emulator/webhook' });
    emulator.state.addReview();
    await emulator.state.webhooksSettled();
    expect(received).toHaveLength(1);
  });

  it('a target that fails or cannot be reached is recorded, not thrown', async () => {
    const { url } = await receiver(500);
    ({ emulator } = await testEmulator({ webhook: { url, secret: SECRET } }));
    emulator.state.addReview();
    await emulator.state.webhooksSettled();
    await receiving!.close();
    receiving = undefined;
    emulator.state.addReview();
    await emulator.state.webhooksSettled();
    const deliveries = emulator.state.snapshot({ includeReviews: false }).webhookDeliveries;
    expect(deliveries[0]!.status).toBe(500);
    expect(deliveries[1]!.status).toBeUndefined();
    expect(deliveries[1]!.error).toEqual(expect.any(String));
  });

  it('refuses a webhook without a usable URL or secret', async () => {
    ({ emulator } = await testEmulator());
    expect((await emulator.app.inject({ method: 'PUT', url: '/__emulator/webhook', payload: { url: 'ftp://x', secret: SECRET } })).statusCode).toBe(400);
    expect((await emulator.app.inject({ method: 'PUT', url: '/__emulator/webhook', payload: { url: 'http://localhost/x', secret: 'short' } })).statusCode).toBe(400);
  });
});
