import { LlmError } from './llm-error';
import { createSemaphore } from './semaphore';
import { anthropicToolConversation, openAiToolConversation, type ChatTool } from './tool-conversation';

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where each API is asked, and with which key. */
function endpointOf(options: ChatClientOptions) {
  const base = options.baseUrl.replace(/\/$/, '');
  if (options.kind === 'anthropic') {
    return { url: `${base}/v1/messages`, headers: { 'x-api-key': options.apiKey ?? '', 'anthropic-version': '2023-06-01' } as Record<string, string> };
  }
  return { url: `${base}/chat/completions`, headers: (options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) as Record<string, string> };
}

/** The body each API expects for a JSON answer: OpenAI-compatible chat completions, or Anthropic's messages. */
function jsonRequestBody(options: ChatClientOptions, messages: ChatMessage[]) {
  if (options.kind === 'anthropic') {
    const system = messages.filter((m) => m.role === 'system').map((m) => m.content).join('\n\n');
    return { model: options.model, max_tokens: 1024, temperature: 0.8, system, messages: messages.filter((m) => m.role !== 'system') };
  }
  return { model: options.model, temperature: 0.8, response_format: { type: 'json_object' }, messages };
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

/**
 * Asks a chat model: for a JSON object, or for an answer it may look things up for through tools. Each
 * call has a timeout, bounded concurrency and retries with backoff.
 */
export function createChatClient(options: ChatClientOptions) {
  const limit = createSemaphore(options.concurrency);
  const { url, headers } = endpointOf(options);

  /** One request; `timeoutMs` is what is left of the caller's time. */
  async function post(body: unknown, timeoutMs: number): Promise<unknown> {
    if (timeoutMs <= 0) throw new LlmError('The model did not answer in time', false);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new LlmError(`The model did not answer: ${(error as Error).message}`, true);
    }
    if (!response.ok) {
      throw new LlmError(`The model answered ${response.status}`, response.status === 429 || response.status >= 500);
    }
    return response.json();
  }

  /** Retries what may pass on a second try, within the deadline when there is one. */
  async function withRetries<T>(call: () => Promise<T>, deadline = Infinity): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await call();
      } catch (error) {
        const backoff = 500 * 2 ** attempt;
        if (!(error instanceof LlmError) || !error.retryable || attempt >= options.retries || Date.now() + backoff >= deadline) throw error;
        await sleep(backoff);
      }
    }
  }

  return {
    async completeJson(messages: ChatMessage[]): Promise<unknown> {
      return limit(() =>
        withRetries(async () => {
          const text = textOf(options.kind, await post(jsonRequestBody(options, messages), options.timeoutMs));
          if (!text) throw new LlmError('The model answered without text', true);
          return parseJsonAnswer(text);
        }),
      );
    },

    /**
     * A plain-text answer to `question`, for which the model may call `tools` (a few rounds at most). The
     * whole conversation shares one timeout: past it, the caller falls back rather than waits.
     */
    async completeWithTools(system: string, question: string, tools: readonly ChatTool[]): Promise<string> {
      const deadline = Date.now() + options.timeoutMs;
      const send = (body: Record<string, unknown>) =>
        withRetries(() => post({ model: options.model, temperature: 0.3, ...body }, Math.min(options.timeoutMs, deadline - Date.now())), deadline);
      return limit(() => (options.kind === 'anthropic' ? anthropicToolConversation : openAiToolConversation)(send, system, question, tools));
    },
  };
}
