import { createSemaphore } from './semaphore';

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type ChatClientOptions = {
  kind: 'openai' | 'anthropic';
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  concurrency: number;
  /** Attempts after the first, for 429, 5xx and timeouts. */
  retries: number;
};

export class LlmError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The request each API expects: OpenAI-compatible chat completions, or Anthropic's messages. */
function request(options: ChatClientOptions, messages: ChatMessage[]) {
  const base = options.baseUrl.replace(/\/$/, '');
  if (options.kind === 'anthropic') {
    const system = messages.filter((m) => m.role === 'system').map((m) => m.content).join('\n\n');
    return {
      url: `${base}/v1/messages`,
      headers: { 'x-api-key': options.apiKey ?? '', 'anthropic-version': '2023-06-01' },
      body: { model: options.model, max_tokens: 1024, temperature: 0.8, system, messages: messages.filter((m) => m.role !== 'system') },
    };
  }
  return {
    url: `${base}/chat/completions`,
    headers: (options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) as Record<string, string>,
    body: { model: options.model, temperature: 0.8, response_format: { type: 'json_object' }, messages },
  };
}

function textOf(kind: ChatClientOptions['kind'], body: unknown): string | undefined {
  if (kind === 'anthropic') {
    const content = (body as { content?: Array<{ type: string; text?: string }> }).content;
    return content?.find((part) => part.type === 'text')?.text;
  }
  return (body as { choices?: Array<{ message?: { content?: string } }> }).choices?.[0]?.message?.content;
}

/** Parses a model's JSON answer, tolerating a fenced block around it. */
export function parseJsonAnswer(text: string): unknown {
  const trimmed = text.trim().replace(/^```(?:json)?\s*/i, '').replace(/```$/, '').trim();
  try {
    return JSON.parse(trimmed);
  } catch {
    throw new LlmError('The model did not answer with JSON', true);
  }
}

/** Asks a chat model for a JSON object: with a timeout, bounded concurrency and retries with backoff. */
export function createChatClient(options: ChatClientOptions) {
  const limit = createSemaphore(options.concurrency);

  async function once(messages: ChatMessage[]): Promise<unknown> {
    const { url, headers, body } = request(options, messages);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new LlmError(`The model did not answer: ${(error as Error).message}`, true);
    }
    if (!response.ok) {
      throw new LlmError(`The model answered ${response.status}`, response.status === 429 || response.status >= 500);
    }
    const text = textOf(options.kind, await response.json());
    if (!text) throw new LlmError('The model answered without text', true);
    return parseJsonAnswer(text);
  }

  return {
    async completeJson(messages: ChatMessage[]): Promise<unknown> {
      return limit(async () => {
        for (let attempt = 0; ; attempt++) {
          try {
            return await once(messages);
          } catch (error) {
            if (!(error instanceof LlmError) || !error.retryable || attempt >= options.retries) throw error;
            await sleep(500 * 2 ** attempt);
          }
        }
      });
    },
  };
}
