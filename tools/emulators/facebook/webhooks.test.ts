import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_APP, LEGACY_SIGNATURE_HEADER, SIGNATURE_HEADER, type FacebookEmulator } from './create-emulator';
import { RESTAURANT } from './seed/world';
import { APP, testEmulator } from './testing';
import { startReceiver } from '../shared/test-receiver';

let emulator: FacebookEmulator;
afterEach(async () => {
  await emulator?.close();
  await receiving?.close();
  receiving = undefined;
});

let receiving: Awaited<ReturnType<typeof startReceiver>> | undefined;
const receiver = async (status = 200) => (receiving = await startReceiver('/api/webhooks/facebook', status));

const hmac = (algorithm: 'sha256' | 'sha1', body: string, secret = APP.appSecret) => `${algorithm}=${createHmac(algorithm, secret).update(body).digest('hex')}`;

describe('the ratings webhook', () => {
  it('a new rating is pushed as Meta does, signed X-Hub-Signature-256 with the app secret', async () => {
    const { url, received } = await receiver();
    ({ emulator } = await testEmulator({ webhook: { url } }));
    const added = emulator.state.addRating({ pageId: RESTAURANT.id, recommendationType: 'positive', reviewText: 'Skøn aften' });
    await emulator.state.webhooksSettled();
    expect(received).toHaveLength(1);
    const { headers, body } = received[0]!;
    expect(headers[SIGNATURE_HEADER]).toBe(hmac('sha256', body));
    expect(headers[LEGACY_SIGNATURE_HEADER]).toBe(hmac('sha1', body));
    expect(JSON.parse(body)).toEqual({
      object: 'page',
      entry: [
        {
          id: RESTAURANT.id,
          time: expect.any(Number),
          changes: [
            {
              field: 'ratings',
              value: {
                item: 'rating',
                verb: 'add',
                open_graph_story_id: added.open_graph_story_id,
                reviewer_id: added.reviewer.id,
                reviewer_name: added.reviewer.name,
                created_time: expect.any(Number),
                recommendation_type: 'positive',
                review_text: 'Skøn aften',
              },
            },
          ],
        },
      ],
    });
    expect(emulator.state.snapshot({ includeRatings: false }).webhookDeliveries).toEqual([
      { item: 'rating', verb: 'add', pageId: RESTAURANT.id, storyId: added.open_graph_story_id, time: expect.any(String), status: 200 },
    ]);
  });

  it('an edit is pushed as verb edit, a Page comment as item comment; a hidden rating is not pushed', async () => {
    const { url, received } = await receiver();
    ({ emulator } = await testEmulator());
    const added = emulator.state.addRating();
    emulator.state.addRating({ hidden: true });
    expect((await emulator.app.inject({ method: 'PUT', url: '/__emulator/webhook', payload: { url, appId: APP.appId } })).statusCode).toBe(200);
    emulator.state.updateRating(added.key, { reviewText: 'Ændret' });
    emulator.state.updateRating(added.key, { pageComment: { message: 'Tak!' } });
    await emulator.state.webhooksSettled();
    const values = received.map((r) => JSON.parse(r.body).entry[0].changes[0].value);
    expect(values).toEqual([
      expect.objectContaining({ item: 'rating', verb: 'edit', review_text: 'Ændret' }),
      expect.objectContaining({ item: 'comment', verb: 'add', message: 'Tak!', open_graph_story_id: added.open_graph_story_id, comment_id: expect.any(String) }),
    ]);
  });

  it('signs with the default app\'s secret when no apps are registered; nothing is sent once cleared', async () => {
    const { url, received } = await receiver();
    ({ emulator } = await testEmulator({ clients: undefined, webhook: { url } }));
    emulator.state.addRating();
    await emulator.state.webhooksSettled();
    expect(received[0]!.headers[SIGNATURE_HEADER]).toBe(hmac('sha256', received[0]!.body, DEFAULT_APP.appSecret));
    emulator.state.clearWebhook();
    emulator.state.addRating();
    await emulator.state.webhooksSettled();
    expect(received).toHaveLength(1);
  });

  it('records a target that cannot be reached, without failing the control call', async () => {
    ({ emulator } = await testEmulator({ webhook: { url: 'http://127.0.0.1:9/unreachable' } }));
    expect(emulator.state.addRating().open_graph_story_id).toEqual(expect.any(String));
    await emulator.state.webhooksSettled();
    expect(emulator.state.snapshot({ includeRatings: false }).webhookDeliveries[0]).toMatchObject({ item: 'rating', error: expect.any(String) });
  });
});
