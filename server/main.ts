import { parseArgs } from 'node:util';
import { buildApp } from './app';
import type { AppContext } from './app-context';
import { ConfigError, loadConfig } from './config';
import { databaseTarget, openDatabase } from './db/client';
import { createAppContext } from './context';
import { startEmbeddedEmulator } from './domains/platforms/google/embedded-emulator';
import { workerJobs } from './jobs/worker-jobs';

const ROLES = ['web', 'worker'] as const;
type Role = (typeof ROLES)[number];

/** `--role web`, `--role worker`, or both (the default): one build, several shapes of deployment. */
function parseRoles(): Set<Role> {
  const { values } = parseArgs({ options: { role: { type: 'string', multiple: true } }, allowPositionals: false });
  const asked = values.role ?? [...ROLES];
  for (const role of asked) {
    if (!(ROLES as readonly string[]).includes(role)) throw new ConfigError(`Unknown --role ${role}; use one of ${ROLES.join(', ')}`);
  }
  return new Set(asked as Role[]);
}

async function main() {
  const roles = parseRoles();
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config), {
    onConnectionLost: (error) => console.warn(`database connection lost, reconnecting on next use: ${error.message}`),
  });
  const logger = { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] };
  const emulator = await startEmbeddedEmulator(config);
  const ctx: AppContext = createAppContext(config, database, {
    ...(emulator ? { embeddedEmulatorUrl: emulator.url } : {}),
    schedule: roles.has('worker'),
    onJobError: (error) => console.error('job queue error', error),
  });
  if (roles.has('worker')) await ctx.jobs.work(workerJobs(ctx));

  const app = roles.has('web') ? await buildApp(ctx, { logger }) : undefined;
  if (app) {
    await app.listen({ port: config.port, host: config.host });
    app.log.info(`Reputation AI on ${config.publicUrl} (database: ${database.kind}, mail: ${ctx.mailer.transport})`);
    if (emulator) app.log.info(`Google is emulated at ${emulator.url} (set GOOGLE_CLIENT_ID to use the real Google)`);
  }

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app?.close();
    await ctx.jobs.stop();
    await emulator?.close();
    ctx.mailer.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
