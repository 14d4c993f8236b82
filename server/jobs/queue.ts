import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '@server/db/client';

/** One kind of background work: a typed payload, its retry policy, and optionally a cron schedule. */
export type JobDefinition<Schema extends z.ZodType> = {
  name: string;
  payload: Schema;
  retryLimit: number;
  retryDelaySeconds: number;
  /** Crontab (UTC) for work that runs on its own, e.g. the periodic review sync. */
  cron?: string;
  /** How many jobs of this kind one worker runs at once. */
  concurrency?: number;
  /** `lastAttempt` is true when a failure now will not be retried, so the job can record it. */
  run: (payload: z.infer<Schema>, attempt: { lastAttempt: boolean }) => Promise<void>;
};

// `any`: a list of definitions differs in payload type; each one parses its own payload before running.
type AnyJob = JobDefinition<any>;

export type SendOptions = { startAfter?: Date; singletonKey?: string };

export type JobQueue = {
  send: <Schema extends z.ZodType>(job: JobDefinition<Schema>, payload: z.infer<Schema>, options?: SendOptions) => Promise<string | null>;
  /** Queues many jobs of one kind in one statement; a key already queued is skipped. */
  sendMany: <Schema extends z.ZodType>(job: JobDefinition<Schema>, items: Array<{ payload: z.infer<Schema>; singletonKey: string }>) => Promise<void>;
  /** Starts working the given jobs (the worker role) and their schedules. */
  work: (jobs: AnyJob[]) => Promise<void>;
  stop: () => Promise<void>;
};

/** pg-boss on the product's own database: PostgreSQL directly, PGlite through its single connection. */
function bossFor(database: Database, databaseUrl: string | undefined, schedule: boolean) {
  const common = { supervise: schedule, schedule, migrate: true, schema: 'pgboss' } as const;
  if (database.kind === 'postgres' && databaseUrl) return new PgBoss({ ...common, connectionString: databaseUrl, max: 4 });
  return new PgBoss({
    ...common,
    // PGlite prepares parameterised statements, which must be single; pg-boss's migrations are scripts.
    db: {
      executeSql: async (text: string, values: unknown[] = []) => ({
        rows: values.length > 0 ? await database.query(text, values) : await database.exec(text),
      }),
    },
  });
}

/** Jobs taken per fetch for each concurrent slot. */
const BATCH_PER_SLOT = 5;

/** The queue starts (and installs its tables) on first use, so a process that never queues pays nothing. */
export function createJobQueue(
  database: Database,
  options: { databaseUrl?: string; schedule: boolean; onError: (error: Error) => void },
): JobQueue {
  const boss = bossFor(database, options.databaseUrl, options.schedule);
  boss.on('error', options.onError);
  let started: Promise<unknown> | undefined;
  const created = new Set<string>();
  // Creating a queue attaches a partition to pg-boss's job table; two at once deadlock on PostgreSQL.
  let creating: Promise<unknown> = Promise.resolve();
  const ensureQueue = async (name: string) => {
    await (started ??= boss.start());
    if (created.has(name)) return;
    const create = creating.then(async () => {
      if (created.has(name)) return;
      // pg-boss 10 honours singletonKey only by queue policy: 'short' keeps one queued job per key (a
      // started one may run meanwhile). updateQueue moves a queue created before this onto it.
      await boss.createQueue(name, { name, policy: 'short' });
      await boss.updateQueue(name, { name, policy: 'short' });
      created.add(name);
    });
    creating = create.catch(() => {});
    await create;
  };

  return {
    async send(job, payload, sendOptions = {}) {
      await ensureQueue(job.name);
      return boss.send(job.name, job.payload.parse(payload) as object, {
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: true,
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        // Under 'short' jobs without a key would share one: give each its own.
        singletonKey: sendOptions.singletonKey ?? randomUUID(),
      });
    },
    async sendMany(job, items) {
      if (items.length === 0) return;
      await ensureQueue(job.name);
      await boss.insert(
        items.map((item) => ({
          name: job.name,
          data: job.payload.parse(item.payload) as object,
          retryLimit: job.retryLimit,
          retryDelay: job.retryDelaySeconds,
          retryBackoff: true,
          singletonKey: item.singletonKey,
        })),
      );
    },
    async work(jobs) {
      for (const job of jobs) {
        await ensureQueue(job.name);
        // pg-boss waits a polling interval after every fetch, so each fetch takes a batch; the jobs of a
        // batch run `concurrency` at a time, and a failure fails only its own job (and retries it).
        const concurrency = job.concurrency ?? 1;
        await boss.work(job.name, { pollingIntervalSeconds: 0.5, batchSize: concurrency * BATCH_PER_SLOT, includeMetadata: true }, async (batch) => {
          let next = 0;
          const slot = async () => {
            for (let item = batch[next++]; item; item = batch[next++]) {
              try {
                await job.run(job.payload.parse(item.data), { lastAttempt: item.retryCount >= item.retryLimit });
              } catch (error) {
                await boss.fail(job.name, item.id, { message: (error as Error).message });
              }
            }
          };
          await Promise.all(Array.from({ length: concurrency }, slot));
        });
        if (job.cron && options.schedule) await boss.schedule(job.name, job.cron, {}, { retryLimit: job.retryLimit });
      }
    },
    stop: async () => {
      if (started) await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
