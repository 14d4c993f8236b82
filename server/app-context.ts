import type { Config } from './config';
import type { Database } from './db/client';
import type { AiProvider } from './domains/assistant/provider';
import type { PlatformRegistry } from './domains/platforms/registry';
import type { JobQueue } from './jobs/queue';
import type { Cipher } from './lib/crypto';
import type { Mailer } from './mail/mailer';

/** What every route, service and job may use; built once in main.ts (or per test file). */
export type AppContext = {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Seals OAuth tokens and PKCE verifiers at rest. */
  cipher: Cipher;
  platforms: PlatformRegistry;
  jobs: JobQueue;
  /** Drafts replies, writes insights and answers Luna's questions (design §5). */
  ai: AiProvider;
  /** The time the scheduling rules go by; tests set it to walk through a day. */
  clock: Clock;
};

export type Clock = { now: () => Date };
