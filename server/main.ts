import { parseArgs } from 'node:util';
import { buildApp } from './app';
import type { AppContext } from './app-context';
import { ConfigError, loadConfig } from './config';
import { databaseTarget, openDatabase } from './db/client';
import { createAppContext } from './context';
import { PLATFORM_NAMES, type Platform } from '@common/schemas/platforms';
import { startEmbeddedEmulators } from './domains/platforms/embedded-emulators';
import { CREDENTIALS_HINT } from './domains/platforms/registry';
import { requestLoggerOptions } from './http/request-logging';
import { workerJobs } from './jobs/worker-jobs';

const ROLES = ['web', 'worker'] as const;
type Role = (typeof ROLES)[number];

/** After SIGTERM, in-flight requests and running jobs get this long before the instance gives up on them. */
const SHUTDOWN_GRACE_MS = 10_000;
/** Jobs end a second before that, so pg-boss hands the ones still running back to the queue before the exit. */
const JOBS_MARGIN_MS = 1000;

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
  const emulators = await startEmbeddedEmulators(config);
  const ctx: AppContext = createAppContext(config, database, {
    embeddedEmulatorUrls: emulators.urls,
    schedule: roles.has('worker'),
    onJobError: (error) => console.error('job queue error', error),
  });
  if (roles.has('worker')) await ctx.jobs.work(workerJobs(ctx));

  const app = roles.has('web') ? await buildApp(ctx, { logger: requestLoggerOptions({ level: config.logLevel }) }) : undefined;
  if (app) {
    await app.listen({ port: config.port, host: config.host });
    app.log.info(`Reputation AI on ${config.publicUrl} (database: ${database.kind}, mail: ${ctx.mailer.transport})`);
    for (const [platform, url] of Object.entries(emulators.urls)) {
      app.log.info(`${PLATFORM_NAMES[platform as Platform]} is emulated at ${url} (${CREDENTIALS_HINT[platform as Platform]} to use the real one)`);
    }
  }

  // The worker role has no HTTP app, hence no JSON logger of its own.
  const log: { info: (message: string) => void; error: (message: string) => void } = app
    ? { info: (message) => app.log.info(message), error: (message) => app.log.error(message) }
    : { info: console.log, error: console.error };
  let stopping = false;
  /**
   * Stops taking work and lets what is in flight finish (first requests, then jobs), then closes the
   * database. A second signal changes nothing: a terminal's Ctrl-C reaches every
   * process of the group (`npm start` forwards it too), so the server often gets SIGINT twice.
   */
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: stopping, in-flight work has ${SHUTDOWN_GRACE_MS / 1000} s to finish`);
    const deadline = Date.now() + SHUTDOWN_GRACE_MS;
    const giveUp = setTimeout(() => {
      log.error(`in-flight work did not finish within ${SHUTDOWN_GRACE_MS / 1000} s; exiting without it`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    try {
      // The queue stops after the requests in flight: an approval among them still queues its post
      // (a stopped queue refuses to send). A worker-only instance stops fetching at once.
      await app?.close();
      const jobsFinished = await ctx.jobs.stop(Math.max(1000, deadline - Date.now() - JOBS_MARGIN_MS));
      // After the app: a request or job still in flight may have been talking to the emulator.
      await emulators.close();
      ctx.mailer.close();
      await database.close();
      clearTimeout(giveUp);
      if (!jobsFinished) {
        log.error(`jobs still running ${(SHUTDOWN_GRACE_MS - JOBS_MARGIN_MS) / 1000} s after the signal went back to the queue, to be retried`);
        process.exit(1);
      }
      log.info('stopped');
      process.exit(0);
    } catch (error) {
      log.error(`stopping failed: ${(error as Error).message}`);
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
