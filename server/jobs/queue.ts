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
  /**
   * Seconds between runs, for work that must come round more often than a crontab can say (a minute at
   * the finest). Like a cron, one run per interval across all workers, and it goes on while any one lives.
   */
  everySeconds?: number;
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
  /**
   * Queues many jobs of one kind in one statement; a key already queued is skipped. Jobs of a higher
   * `priority` (default 0) are taken before those queued earlier.
   */
  sendMany: <Schema extends z.ZodType>(job: JobDefinition<Schema>, items: Array<{ payload: z.infer<Schema>; singletonKey: string; priority?: number }>) => Promise<void>;
  /** Starts working the given jobs (the worker role) and their schedules. */
  work: (jobs: AnyJob[]) => Promise<void>;
  /**
   * Stops fetching and lets running jobs finish for up to `timeoutMs`; jobs still running then are
   * failed back to the queue (pg-boss retries them). Answers whether the running jobs finished in time.
   */
  stop: (timeoutMs?: number) => Promise<boolean>;
};

/** pg-boss on the product's own database: PostgreSQL directly, PGlite through its single connection. */
function bossFor(database: Database, databaseUrl: string | undefined, schedule: boolean, stopped: () => boolean) {
  const common = { supervise: schedule, schedule, migrate: true, schema: 'pgboss' } as const;
  if (database.kind === 'postgres' && databaseUrl) return new PgBoss({ ...common, connectionString: databaseUrl, max: 4 });
  return new PgBoss({
    ...common,
    // PGlite prepares parameterised statements, which must be single; pg-boss's migrations are scripts.
    db: {
      executeSql: async (text: string, values: unknown[] = []) => {
        try {
          return { rows: values.length > 0 ? await database.query(text, values) : await database.exec(text) };
        } catch (error) {
          // pg-boss settles, without awaiting, the batch of a job that outlasted the stop, when the database may be
          // closed: answer as its own pool does once closed, with no result, rather than an unhandled rejection.
          if (stopped()) return undefined as unknown as { rows: unknown[] };
          throw error;
        }
      },
    },
  });
}

const DEADLOCK_DETECTED = '40P01';

/**
 * Runs `work` again when PostgreSQL picked it as a deadlock's victim. Processes starting at once (two
 * workers, a web instance queueing its first job) create the same queues at the same moment, and
 * pg-boss's queue creation can deadlock across processes; PostgreSQL aborts one, which would otherwise
 * stop that process as it starts.
 */
export async function retryingDeadlocks<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK_DETECTED || attempt >= attempts) throw error;
      // A random pause, so the two do not meet again at the same moment.
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

/** Jobs taken per fetch for each concurrent slot. */
const BATCH_PER_SLOT = 5;

/** The queue starts (and installs its tables) on first use, so a process that never queues pays nothing. */
export function createJobQueue(
  database: Database,
  options: { databaseUrl?: string; schedule: boolean; onError: (error: Error) => void },
): JobQueue {
  // Set once stopped, until the queue works again: a job still running then was handed back, and is not settled here.
  let stopped = false;
  const boss = bossFor(database, options.databaseUrl, options.schedule, () => stopped);
  boss.on('error', options.onError);
  let started: Promise<unknown> | undefined;
  const tickers: NodeJS.Timeout[] = [];
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
      await retryingDeadlocks(async () => {
        await boss.createQueue(name, { name, policy: 'short' });
        await boss.updateQueue(name, { name, policy: 'short' });
      });
      created.add(name);
    });
    creating = create.catch(() => {});
    await create;
  };

  /**
   * Every worker offers a run at each interval; pg-boss keeps one job per key and time slot of that many
   * seconds (singletonSeconds, on the database's clock), so the work runs once per interval however
   * many workers offer it, and without a leader that could die.
   */
  const everyInterval = async (job: AnyJob, seconds: number) => {
    const offer = () =>
      boss.send(job.name, {}, { singletonKey: job.name, singletonSeconds: seconds, retryLimit: job.retryLimit, retryDelay: job.retryDelaySeconds }).catch(options.onError);
    await offer();
    return setInterval(() => void offer(), seconds * 1000).unref();
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
          ...(item.priority ? { priority: item.priority } : {}),
        })),
      );
    },
    async work(jobs) {
      stopped = false;
      for (const job of jobs) {
        await ensureQueue(job.name);
        // pg-boss waits a polling interval after every fetch, so each fetch takes a batch; the jobs of a
        // batch run `concurrency` at a time, and a failure fails only its own job (and retries it).
        const concurrency = job.concurrency ?? 1;
        await boss.work(job.name, { pollingIntervalSeconds: 0.5, batchSize: concurrency * BATCH_PER_SLOT, includeMetadata: true }, async (batch) => {
          let next = 0;
          const slot = async () => {
            for (let item = batch[next++]; item && !stopped; item = batch[next++]) {
              let failure: Error | undefined;
              try {
                await job.run(job.payload.parse(item.data), { lastAttempt: item.retryCount >= item.retryLimit });
              } catch (error) {
                failure = error as Error;
              }
              // Settled here, awaited: pg-boss completes a batch after its handler without waiting, so a
              // graceful stop (or the process exit after it) could leave a finished job active, to run again.
              // A job that outlasted the stop was handed back already, and its database may be closed by now.
              if (stopped) return;
              if (failure) await boss.fail(job.name, item.id, { message: failure.message });
              else await boss.complete(job.name, item.id);
            }
          };
          await Promise.all(Array.from({ length: concurrency }, slot));
        });
        if (!options.schedule) continue;
        // A schedule lives in the database: one the registry no longer names must go from there too.
        if (job.cron) await boss.schedule(job.name, job.cron, {}, { retryLimit: job.retryLimit });
        else await boss.unschedule(job.name);
        if (job.everySeconds) tickers.push(await everyInterval(job, job.everySeconds));
      }
    },
    stop: async (timeoutMs = 10_000) => {
      for (const ticker of tickers.splice(0)) clearInterval(ticker);
      if (!started) return true;
      const begun = Date.now();
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
      stopped = true;
      // pg-boss does not say whether it gave up. It checks for running jobs every 500 ms until the
      // timeout: only a stop that lasted the whole timeout can have left jobs behind.
      return Date.now() - begun < timeoutMs;
    },
  };
}
