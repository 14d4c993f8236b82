import { createChatClient } from './chat-client';
import { fakeModelServer } from './fake-model-server';
import { LlmError } from './llm-error';
import { MAX_TOOL_ROUNDS, type ChatTool } from './tool-conversation';

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

describe('chat client with tools', () => {
  type Seen = Array<{ body: Record<string, unknown> }>;
  const lastMessages = (seen: Seen) => seen.at(-1)!.body.messages as Array<Record<string, unknown>>;
  const countTool: ChatTool = {
    name: 'pending_reviews',
    description: 'How many reviews wait',
    parameters: { type: 'object', properties: {}, additionalProperties: false },
    run: async () => ({ pending: 7 }),
  };
  const echoTool: ChatTool = {
    name: 'echo',
    description: 'Says back what it was given',
    parameters: { type: 'object', properties: { word: { type: 'string' } }, required: ['word'] },
    run: async (args) => ({ heard: (args as { word?: unknown }).word ?? null }),
  };

  it('answers OpenAI tool_calls with tool messages until the model writes its answer', async () => {
    const server = await fakeModelServer((_, body) => {
      const messages = body.messages as Array<{ role: string }>;
      if (messages.some((message) => message.role === 'tool')) return { status: 200, body: openAiAnswer('7 reviews are waiting.') };
      return {
        status: 200,
        body: {
          choices: [
            {
              message: {
                role: 'assistant',
                content: null,
                tool_calls: [
                  { id: 'call_1', type: 'function', function: { name: 'pending_reviews', arguments: '{}' } },
                  { id: 'call_2', type: 'function', function: { name: 'echo', arguments: '{"word":"hej"}' } },
                  { id: 'call_3', type: 'function', function: { name: 'delete_everything', arguments: '{}' } },
                  { id: 'call_4', type: 'function', function: { name: 'echo', arguments: '{not json' } },
                ],
              },
            },
          ],
        },
      };
    });
    const client = createChatClient({ ...base, kind: 'openai', baseUrl: server.url });
    await expect(client.completeWithTools('rules', 'How many?', [countTool, echoTool])).resolves.toBe('7 reviews are waiting.');
    expect(server.seen).toHaveLength(2);
    expect(server.seen[0]!.body).toMatchObject({
      model: 'test-model',
      tool_choice: 'auto',
      tools: [
        { type: 'function', function: { name: 'pending_reviews', description: 'How many reviews wait', parameters: countTool.parameters } },
        { type: 'function', function: { name: 'echo' } },
      ],
      messages: [
        { role: 'system', content: 'rules' },
        { role: 'user', content: 'How many?' },
      ],
    });
    expect(server.seen[0]!.body).not.toHaveProperty('response_format');
    expect(lastMessages(server.seen).slice(3)).toEqual([
      { role: 'tool', tool_call_id: 'call_1', content: '{"pending":7}' },
      { role: 'tool', tool_call_id: 'call_2', content: '{"heard":"hej"}' },
      { role: 'tool', tool_call_id: 'call_3', content: '{"error":"There is no tool named delete_everything."}' },
      { role: 'tool', tool_call_id: 'call_4', content: '{"error":"The arguments were not JSON."}' },
    ]);
    await server.close();
  });

  it("answers Anthropic's tool_use blocks with tool_result blocks", async () => {
    const server = await fakeModelServer((_, body) => {
      const messages = body.messages as Array<{ role: string; content: unknown }>;
      if (messages.length > 1) return { status: 200, body: { content: [{ type: 'text', text: 'Du har 7 anmeldelser, der venter.' }], stop_reason: 'end_turn' } };
      return {
        status: 200,
        body: { content: [{ type: 'text', text: 'Let me look.' }, { type: 'tool_use', id: 'toolu_1', name: 'pending_reviews', input: {} }], stop_reason: 'tool_use' },
      };
    });
    const client = createChatClient({ ...base, kind: 'anthropic', baseUrl: server.url });
    await expect(client.completeWithTools('rules', 'Hvor mange?', [countTool])).resolves.toBe('Du har 7 anmeldelser, der venter.');
    expect(server.seen[0]!.url).toBe('/v1/messages');
    expect(server.seen[0]!.body).toMatchObject({
      system: 'rules',
      tools: [{ name: 'pending_reviews', description: 'How many reviews wait', input_schema: countTool.parameters }],
      tool_choice: { type: 'auto' },
      messages: [{ role: 'user', content: 'Hvor mange?' }],
    });
    expect(lastMessages(server.seen).slice(1)).toEqual([
      { role: 'assistant', content: [{ type: 'text', text: 'Let me look.' }, { type: 'tool_use', id: 'toolu_1', name: 'pending_reviews', input: {} }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: '{"pending":7}' }] },
    ]);
    await server.close();
  });

  it(`tells a model that keeps calling tools to answer after ${MAX_TOOL_ROUNDS} rounds, and fails if it still does not`, async () => {
    const server = await fakeModelServer(() => ({
      status: 200,
      body: { choices: [{ message: { content: null, tool_calls: [{ id: 'again', type: 'function', function: { name: 'pending_reviews', arguments: '{}' } }] } }] },
    }));
    const client = createChatClient({ ...base, kind: 'openai', baseUrl: server.url });
    await expect(client.completeWithTools('rules', 'q', [countTool])).rejects.toThrow(/without text/);
    expect(server.seen).toHaveLength(MAX_TOOL_ROUNDS + 1);
    expect(server.seen.at(-1)!.body.tool_choice).toBe('none');
    await server.close();
  });

  it('gives the whole conversation one timeout, retries included', async () => {
    const slow = await fakeModelServer(() => ({ status: 200, body: openAiAnswer('late'), delayMs: 1500 }));
    const client = createChatClient({ ...base, kind: 'openai', baseUrl: slow.url, timeoutMs: 400, retries: 2 });
    const started = Date.now();
    await expect(client.completeWithTools('rules', 'q', [countTool])).rejects.toBeInstanceOf(LlmError);
    expect(Date.now() - started).toBeLessThan(1200);
    expect(slow.seen).toHaveLength(1);
    await slow.close();
  });
});
