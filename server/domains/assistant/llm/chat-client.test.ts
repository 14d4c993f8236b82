import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChatClient, LlmError } from './chat-client';

type Handler = (request: IncomingMessage, body: Record<string, unknown>) => { status: number; body: unknown; delayMs?: number };

/** A local server answering like the real APIs: never the internet. */
async function fakeModelServer(handler: Handler) {
  const seen: Array<{ url: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }> = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      seen.push({ url: request.url ?? '', headers: request.headers, body });
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const answer = handler(request, body);
      setTimeout(() => {
        inFlight--;
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, maxInFlight: () => maxInFlight, close: () => new Promise((resolve) => server.close(resolve)) };
}

const openAiAnswer = (content: string) => ({ choices: [{ message: { role: 'assistant', content } }] });
const base = { model: 'test-model', apiKey: 'sk-test', timeoutMs: 2000, concurrency: 2, retries: 2 } as const;

describe('chat client', () => {
  it('speaks OpenAI chat completions and parses the JSON answer', async () => {
    const server = await fakeModelServer(() => ({ status: 200, body: openAiAnswer('{"reply":"Tak, Anna!"}') }));
    const client = createChatClient({ ...base, kind: 'openai', baseUrl: `${server.url}/v1` });
    await expect(client.completeJson([{ role: 'user', content: 'hi' }])).resolves.toEqual({ reply: 'Tak, Anna!' });
    expect(server.seen[0]!.url).toBe('/v1/chat/completions');
    expect(server.seen[0]!.headers.authorization).toBe('Bearer sk-test');
    expect(server.seen[0]!.body).toMatchObject({ model: 'test-model', response_format: { type: 'json_object' } });
    await server.close();
  });

  it("speaks Anthropic's messages API with the system prompt apart", async () => {
    const server = await fakeModelServer(() => ({ status: 200, body: { content: [{ type: 'text', text: '```json\n{"reply":"Hej"}\n```' }] } }));
    const client = createChatClient({ ...base, kind: 'anthropic', baseUrl: server.url });
    const answer = await client.completeJson([
      { role: 'system', content: 'rules' },
      { role: 'user', content: 'review' },
    ]);
    expect(answer).toEqual({ reply: 'Hej' });
    expect(server.seen[0]!.url).toBe('/v1/messages');
    expect(server.seen[0]!.headers['x-api-key']).toBe('sk-test');
    expect(server.seen[0]!.body).toMatchObject({ system: 'rules', messages: [{ role: 'user', content: 'review' }] });
    await server.close();
  });

  it('retries a 429 and a 500, then succeeds', async () => {
    let calls = 0;
    const server = await fakeModelServer(() => (++calls < 3 ? { status: calls === 1 ? 429 : 500, body: {} } : { status: 200, body: openAiAnswer('{"ok":true}') }));
    const client = createChatClient({ ...base, kind: 'openai', baseUrl: server.url });
    await expect(client.completeJson([{ role: 'user', content: 'x' }])).resolves.toEqual({ ok: true });
    expect(calls).toBe(3);
    await server.close();
  });

  it('gives up on a refusal without retrying, and on a timeout after its retries', async () => {
    const refusing = await fakeModelServer(() => ({ status: 401, body: { error: 'bad key' } }));
    const client = createChatClient({ ...base, kind: 'openai', baseUrl: refusing.url });
    await expect(client.completeJson([{ role: 'user', content: 'x' }])).rejects.toBeInstanceOf(LlmError);
    expect(refusing.seen).toHaveLength(1);
    await refusing.close();

    const slow = await fakeModelServer(() => ({ status: 200, body: openAiAnswer('{}'), delayMs: 400 }));
    const impatient = createChatClient({ ...base, kind: 'openai', baseUrl: slow.url, timeoutMs: 100, retries: 1 });
    await expect(impatient.completeJson([{ role: 'user', content: 'x' }])).rejects.toThrow(/did not answer/);
    expect(slow.seen).toHaveLength(2);
    await slow.close();
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    const server = await fakeModelServer(() => ({ status: 200, body: openAiAnswer('{}'), delayMs: 50 }));
    const client = createChatClient({ ...base, kind: 'openai', baseUrl: server.url, concurrency: 2 });
    await Promise.all(Array.from({ length: 6 }, () => client.completeJson([{ role: 'user', content: 'x' }])));
    expect(server.seen).toHaveLength(6);
    expect(server.maxInFlight()).toBe(2);
    await server.close();
  });
});
