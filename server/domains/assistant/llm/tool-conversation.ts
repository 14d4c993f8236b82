import { LlmError } from './llm-error';

/** A read-only look-up a model may call while it answers. */
export type ChatTool = {
  name: string;
  description: string;
  /** JSON Schema of the arguments, an object. */
  parameters: Record<string, unknown>;
  /** Arguments as the model sent them, to be checked by the tool; answers what the model reads back. */
  run: (args: unknown) => Promise<unknown>;
};

/** Sends one request body (model and temperature added) and answers the response body. */
export type SendRequest = (body: Record<string, unknown>) => Promise<unknown>;

/** Rounds of tool calls before the model is told to answer with what it has. */
export const MAX_TOOL_ROUNDS = 4;

/** A tool's answer as the model reads it: JSON; an unknown tool or arguments it refuses come back as an error to correct. */
async function runTool(tools: readonly ChatTool[], name: string, args: unknown): Promise<string> {
  const tool = tools.find((candidate) => candidate.name === name);
  if (!tool) return JSON.stringify({ error: `There is no tool named ${name}.` });
  let parsed = args;
  if (typeof args === 'string') {
    try {
      parsed = args.trim() ? JSON.parse(args) : {};
    } catch {
      return JSON.stringify({ error: 'The arguments were not JSON.' });
    }
  }
  return JSON.stringify(await tool.run(parsed ?? {}));
}

const answerText = (text: string | null | undefined) => {
  if (!text?.trim()) throw new LlmError('The model answered without text', false);
  return text.trim();
};

type OpenAiToolCall = { id: string; type?: string; function: { name: string; arguments: string } };
type OpenAiMessage = { content?: string | null; tool_calls?: OpenAiToolCall[] };

/** OpenAI-compatible chat completions with `tools`: answered `tool_calls` go back as `tool` messages. */
export async function openAiToolConversation(send: SendRequest, system: string, question: string, tools: readonly ChatTool[]): Promise<string> {
  const messages: unknown[] = [
    { role: 'system', content: system },
    { role: 'user', content: question },
  ];
  const specs = tools.map((tool) => ({ type: 'function', function: { name: tool.name, description: tool.description, parameters: tool.parameters } }));
  for (let round = 0; ; round++) {
    const last = round === MAX_TOOL_ROUNDS;
    const body = (await send({ messages, tools: specs, tool_choice: last ? 'none' : 'auto' })) as { choices?: Array<{ message?: OpenAiMessage }> };
    const message = body.choices?.[0]?.message;
    const calls = message?.tool_calls ?? [];
    if (calls.length === 0 || last) return answerText(message?.content);
    messages.push({ role: 'assistant', content: message?.content ?? null, tool_calls: calls });
    for (const call of calls) {
      messages.push({ role: 'tool', tool_call_id: call.id, content: await runTool(tools, call.function.name, call.function.arguments) });
    }
  }
}

type AnthropicBlock = { type: string; text?: string; id?: string; name?: string; input?: unknown };

/** Anthropic's messages with `tools`: answered `tool_use` blocks go back as `tool_result` blocks. */
export async function anthropicToolConversation(send: SendRequest, system: string, question: string, tools: readonly ChatTool[]): Promise<string> {
  const messages: unknown[] = [{ role: 'user', content: question }];
  const specs = tools.map((tool) => ({ name: tool.name, description: tool.description, input_schema: tool.parameters }));
  for (let round = 0; ; round++) {
    const last = round === MAX_TOOL_ROUNDS;
    const body = (await send({ max_tokens: 1024, system, messages, tools: specs, tool_choice: { type: last ? 'none' : 'auto' } })) as { content?: AnthropicBlock[] };
    const content = body.content ?? [];
    const uses = content.filter((block) => block.type === 'tool_use');
    const text = content
      .filter((block) => block.type === 'text')
      .map((block) => block.text ?? '')
      .join('');
    if (uses.length === 0 || last) return answerText(text);
    messages.push({ role: 'assistant', content });
    const results = [];
    for (const use of uses) results.push({ type: 'tool_result', tool_use_id: use.id, content: await runTool(tools, use.name ?? '', use.input) });
    messages.push({ role: 'user', content: results });
  }
}
