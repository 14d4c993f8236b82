import { z } from 'zod';
import type { Database } from '@server/db/client';
import { openTestDatabase, testDatabaseUrl } from '@server/test/test-database';
import { createJobQueue, retryingDeadlocks, type JobDefinition, type JobQueue } from './queue';

type Variant = { name: string; connectionString: boolean };

/**
 * The queue on the product's own database handle (PGlite, or PostgreSQL with TEST_DATABASE_URL), and on
 * PostgreSQL through a connection string of its own, as the worker role runs it in production.
 */
const variants: Variant[] = [
  { name: 'through the database handle', connectionString: false },
  ...(testDatabaseUrl() ? [{ name: 'through a PostgreSQL connection string', connectionString: true }] : []),
];

async function waitFor<T>(probe: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const payload = z.object({ count: z.number().int(), label: z.string().trim().optional() });

function definition(name: string, run: JobDefinition<typeof payload>['run'], extra: Partial<JobDefinition<typeof payload>> = {}): JobDefinition<typeof payload> {
  return { name, payload, retryLimit: 0, retryDelaySeconds: 1, run, ...extra };
}

// The tests use a queue each and wait on polling, so they run side by side.
describe.concurrent.each(variants)('the job queue $name', ({ connectionString }) => {
  let database: Database & { dispose: () => Promise<void> };
  let queue: JobQueue;
  const errors: Error[] = [];

  const jobRows = (name: string) =>
    database.query<{ id: string; state: string; data: unknown; retry_count: number; singleton_key: string | null }>(
      `SELECT id, state, data, retry_count, singleton_key FROM pgboss.job WHERE name = $1 ORDER BY created_on`,
      [name],
    );
  /** Skips a retry's backoff so the test does not wait for it. */
  const retryNow = (name: string) => database.query(`UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state = 'retry'`, [name]);

  let idleQueueLeftNoTrace: boolean | undefined;

  beforeAll(async () => {
    database = await openTestDatabase();
    // A process that never queues pays nothing: stopping an unused queue installs no tables.
    const idle = createJobQueue(database, { schedule: false, onError: (error) => errors.push(error) });
    await idle.stop();
    const [{ exists }] = (await database.query<{ exists: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM information_schema.schemata WHERE schema_name = 'pgboss') AS exists`,
    )) as [{ exists: boolean }];
    idleQueueLeftNoTrace = !exists;
    let databaseUrl: string | undefined;
    if (connectionString) {
      expect(database.kind).toBe('postgres');
      const [{ name }] = (await database.query<{ name: string }>('SELECT current_database() AS name')) as [{ name: string }];
      const url = new URL(testDatabaseUrl()!);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    }
    queue = createJobQueue(database, { ...(databaseUrl ? { databaseUrl } : {}), schedule: false, onError: (error) => errors.push(error) });
  });

  afterAll(async () => {
    await queue?.stop();
    await database?.dispose();
  });

  afterAll(() => {
    expect(errors).toEqual([]);
  });

  it('installs nothing until first used', () => {
    expect(idleQueueLeftNoTrace).toBe(true);
  });

  it('runs a sent job once with its parsed payload', async () => {
    const runs: Array<{ payload: unknown; lastAttempt: boolean }> = [];
    const job = definition('test-basic', async (data, attempt) => {
      runs.push({ payload: data, lastAttempt: attempt.lastAttempt });
    }, { retryLimit: 2 });

    // The payload is parsed before it is stored: unknown fields dropped, values normalised.
    const id = await queue.send(job, { count: 3, label: '  first  ', extra: 'dropped' } as never);
    expect(id).toEqual(expect.any(String));
    const [stored] = await jobRows('test-basic');
    expect(stored!.data).toEqual({ count: 3, label: 'first' });

    await queue.work([job]);
    await waitFor(() => runs.length === 1);
    await waitFor(async () => (await jobRows('test-basic'))[0]!.state === 'completed');
    expect(runs).toEqual([{ payload: { count: 3, label: 'first' }, lastAttempt: false }]);

    await queue.send(job, { count: 4, label: 'second' });
    await waitFor(() => runs.length === 2);
    expect(runs[1]).toEqual({ payload: { count: 4, label: 'second' }, lastAttempt: false });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runs).toHaveLength(2);
  });

  it('refuses a payload that does not match the schema, queueing nothing', async () => {
    const job = definition('test-invalid', async () => {});
    await expect(queue.send(job, { count: 'three' } as never)).rejects.toThrow(z.ZodError);
    expect(await jobRows('test-invalid')).toEqual([]);
  });

  it('retries a failing job up to retryLimit, and tells the last try it is the last', async () => {
    const attempts: boolean[] = [];
    const job = definition('test-retry', async (_data, { lastAttempt }) => {
      attempts.push(lastAttempt);
      throw new Error('platform busy');
    }, { retryLimit: 2 });
    await queue.work([job]);
    await queue.send(job, { count: 1 });
    for (let expected = 1; expected <= 3; expected++) {
      await waitFor(async () => {
        await retryNow('test-retry');
        return attempts.length >= expected;
      });
    }
    const [row] = await waitFor(async () => {
      const rows = await jobRows('test-retry');
      return rows[0]?.state === 'failed' && rows;
    });
    expect(attempts).toEqual([false, false, true]);
    expect(row!.retry_count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await retryNow('test-retry');
    expect(attempts).toHaveLength(3);
  });

  it('completes a job that succeeds on a retry', async () => {
    const attempts: boolean[] = [];
    const job = definition('test-recover', async (_data, { lastAttempt }) => {
      attempts.push(lastAttempt);
      if (attempts.length === 1) throw new Error('once');
    }, { retryLimit: 3 });
    await queue.work([job]);
    await queue.send(job, { count: 1 });
    await waitFor(async () => {
      await retryNow('test-recover');
      return (await jobRows('test-recover'))[0]?.state === 'completed';
    });
    expect(attempts).toEqual([false, false]);
  });

  it('a job without retries is on its last attempt at once', async () => {
    const attempts: boolean[] = [];
    const job = definition('test-no-retry', async (_data, { lastAttempt }) => {
      attempts.push(lastAttempt);
      throw new Error('no');
    });
    await queue.work([job]);
    await queue.send(job, { count: 1 });
    await waitFor(async () => (await jobRows('test-no-retry'))[0]?.state === 'failed');
    expect(attempts).toEqual([true]);
  });

  it('keeps one queued job per singletonKey, and every job without a key', async () => {
    const runs: number[] = [];
    const job = definition('test-singleton', async ({ count }) => {
      runs.push(count);
    });
    const first = await queue.send(job, { count: 1 }, { singletonKey: 'connection-a' });
    const duplicate = await queue.send(job, { count: 2 }, { singletonKey: 'connection-a' });
    const otherKey = await queue.send(job, { count: 3 }, { singletonKey: 'connection-b' });
    const keyless = [await queue.send(job, { count: 4 }), await queue.send(job, { count: 5 })];
    expect(first).toEqual(expect.any(String));
    expect(duplicate).toBeNull();
    expect(otherKey).toEqual(expect.any(String));
    expect(keyless).toEqual([expect.any(String), expect.any(String)]);
    expect((await jobRows('test-singleton')).map((row) => (row.data as { count: number }).count).sort()).toEqual([1, 3, 4, 5]);

    await queue.work([job]);
    await waitFor(() => runs.length === 4);
    expect(runs.sort()).toEqual([1, 3, 4, 5]);
    // Once the first has run, the same key may be queued again.
    expect(await queue.send(job, { count: 6 }, { singletonKey: 'connection-a' })).toEqual(expect.any(String));
    await waitFor(() => runs.length === 5);
  });

  it('queues many jobs in one call, skipping a key that is already queued', async () => {
    const runs: number[] = [];
    const job = definition('test-many', async ({ count }) => {
      runs.push(count);
    });
    await queue.send(job, { count: 0 }, { singletonKey: 'reply-1' });
    await queue.sendMany(job, [1, 2, 3].map((count) => ({ payload: { count }, singletonKey: `reply-${count}` })));
    await queue.sendMany(job, []);
    expect((await jobRows('test-many')).map((row) => (row.data as { count: number }).count).sort()).toEqual([0, 2, 3]);
    await queue.work([job]);
    await waitFor(() => runs.length === 3);
    expect(runs.sort()).toEqual([0, 2, 3]);
  });

  it('holds a job until startAfter', async () => {
    let ranAt: number | undefined;
    const job = definition('test-delayed', async () => {
      ranAt = Date.now();
    });
    await queue.work([job]);
    const startAfter = new Date(Date.now() + 1500);
    await queue.send(job, { count: 1 }, { startAfter });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // Two polls have passed; a slow machine may have slept past startAfter, then nothing is proven here.
    if (Date.now() < startAfter.getTime() - 100) expect(ranAt).toBeUndefined();
    await waitFor(() => ranAt);
    // The database clock decides; allow for rounding to the millisecond.
    expect(ranAt!).toBeGreaterThanOrEqual(startAfter.getTime() - 5);
  });

  it('runs as many jobs of a kind at once as its concurrency', async () => {
    let started = 0;
    let release: () => void = () => {};
    const bothStarted = new Promise<void>((resolve) => {
      release = resolve;
    });
    const done: number[] = [];
    const job = definition('test-concurrent', async ({ count }) => {
      if (++started === 2) release();
      // Each waits for the other: with one poller this would never finish.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([bothStarted, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('ran alone')), 10_000)))]);
      clearTimeout(timer);
      done.push(count);
    }, { concurrency: 2 });
    await queue.send(job, { count: 1 });
    await queue.send(job, { count: 2 });
    await queue.work([job]);
    await waitFor(() => done.length === 2);
    expect(done.sort()).toEqual([1, 2]);
  });
});

// PGlite is one process's own database, reached through one connection: several workers share PostgreSQL only.
const workerCount = testDatabaseUrl() ? 2 : 1;

describe(`work on a schedule, with ${workerCount} worker(s) offering it`, () => {
  let database: Database & { dispose: () => Promise<void> };
  const errors: Error[] = [];
  const running: JobQueue[] = [];
  const worker = () => {
    const queue = createJobQueue(database, { schedule: true, onError: (error) => errors.push(error) });
    running.push(queue);
    return queue;
  };
  const stopAll = async () => {
    for (const queue of running.splice(0)) await queue.stop();
  };
  const runsOf = (name: string) =>
    database.query<{ singleton_on: Date | null; state: string }>(`SELECT singleton_on, state FROM pgboss.job WHERE name = $1 ORDER BY created_on`, [name]);

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await stopAll();
    await database?.dispose();
    expect(errors).toEqual([]);
  });

  it('runs an everySeconds job once per interval however many workers offer it, until they stop', async () => {
    const ran: number[] = [];
    const workers = Array.from({ length: workerCount }, worker);
    // Like a cron job, it is sent with an empty payload.
    const every = (index: number): JobDefinition<z.ZodObject> => ({ name: 'test-every', payload: z.object({}), retryLimit: 0, retryDelaySeconds: 0, everySeconds: 1, run: async () => void ran.push(index) });
    await Promise.all(workers.map((queue, index) => queue.work([every(index)])));
    const began = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    const rows = await runsOf('test-every');
    const slots = rows.map((row) => new Date(row.singleton_on!).getTime());
    // One job per one-second slot, not one per worker and slot.
    expect(new Set(slots).size).toBe(slots.length);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.length).toBeLessThanOrEqual(Math.ceil((Date.now() - began) / 1000) + 1);
    await waitFor(() => ran.length >= 3);

    await stopAll();
    const stoppedWith = (await runsOf('test-every')).length;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await runsOf('test-every')).toHaveLength(stoppedWith);
  }, 40_000);

  it('drops from the database the schedule of a job that no longer has one', async () => {
    const schedules = () => database.query<{ cron: string }>(`SELECT cron FROM pgboss.schedule WHERE name = 'test-unscheduled'`);
    await worker().work([definition('test-unscheduled', async () => {}, { cron: '0 3 * * *' })]);
    expect(await schedules()).toEqual([{ cron: '0 3 * * *' }]);
    await stopAll();
    // The next release runs it another way: its old crontab must not go on firing.
    await worker().work([definition('test-unscheduled', async () => {}, { everySeconds: 60 })]);
    expect(await schedules()).toEqual([]);
  });
});

describe('retryingDeadlocks', () => {
  const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

  it('runs the work again when PostgreSQL chose it as a deadlock victim', async () => {
    let calls = 0;
    const result = await retryingDeadlocks(async () => {
      if (++calls < 3) throw deadlock();
      return 'created';
    });
    expect(result).toBe('created');
    expect(calls).toBe(3);
  });

  it('gives up after the attempts, and never retries another error', async () => {
    let calls = 0;
    await expect(retryingDeadlocks(async () => {
      calls++;
      throw deadlock();
    }, 2)).rejects.toThrow('deadlock detected');
    expect(calls).toBe(2);
    calls = 0;
    await expect(retryingDeadlocks(async () => {
      calls++;
      throw new Error('syntax error');
    })).rejects.toThrow('syntax error');
    expect(calls).toBe(1);
  });
});
