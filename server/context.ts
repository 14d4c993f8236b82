import type { Platform } from '@common/schemas/platforms';
import type { AppContext, Clock } from './app-context';
import type { Config } from './config';
import type { Database } from './db/client';
import { createAiProvider } from './domains/assistant/create-provider';
import { createPlatformRegistry } from './domains/platforms/registry';
import { createJobQueue } from './jobs/queue';
import { createCipher } from './lib/crypto';
import { createMailer } from './mail/mailer';

/** Wires the services every role shares; main.ts and the test app both build their context here. */
export function createAppContext(
  config: Config,
  database: Database,
  options: { embeddedEmulatorUrls?: Partial<Record<Platform, string>>; schedule: boolean; onJobError: (error: Error) => void; clock?: Clock },
): AppContext {
  return {
    config,
    database,
    mailer: createMailer(config, database),
    cipher: createCipher(config.appSecret),
    platforms: createPlatformRegistry(config, options.embeddedEmulatorUrls),
    jobs: createJobQueue(database, { databaseUrl: config.databaseUrl, schedule: options.schedule, onError: options.onJobError }),
    ai: createAiProvider(config.ai, (error) => console.warn(`AI provider failed, the offline engine answered: ${(error as Error).message}`)),
    clock: options.clock ?? { now: () => new Date() },
  };
}
