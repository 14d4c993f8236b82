import type { AiConfig } from '@server/config';
import { createChatClient } from './llm/chat-client';
import { createLlmProvider } from './llm/llm-provider';
import { createOfflineProvider } from './offline-provider';
import type { AiProvider } from './provider';

/** The provider AI_PROVIDER asks for; a model provider always has the offline engine to fall back on. */
export function createAiProvider(config: AiConfig, onFallback: (error: unknown) => void): AiProvider {
  const offline = createOfflineProvider();
  if (config.provider === 'offline') return offline;
  const client = createChatClient({ kind: config.provider, ...config, retries: 2 });
  return createLlmProvider(client, offline, onFallback);
}
