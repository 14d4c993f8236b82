import { z } from 'zod';
import type { Database } from '@server/db/client';
import { openTestDatabase } from '@server/test/test-database';
import { createJobQueue, type JobDefinition } from './queue';

const payload = z.object({ label: z.string() });

async function waitFor(probe: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A job that runs for `ms`; `started` and `finished` say where it is. */
function slowJob(name: string, ms: number) {
  const state = { started: false, finished: false };
  const job: JobDefinition<typeof payload> = {
    name,
    payload,
    retryLimit: 2,
    retryDelaySeconds: 1,
    run: async () => {
      state.started = true;
      await new Promise((resolve) => setTimeout(resolve, ms));
      state.finished = true;
    },
  };
  return { job, state };
}

describe('stopping the job queue', () => {
  let database: Database & { dispose: () => Promise<void> };

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database?.dispose();
  });

  const stateOf = async (name: string, on: Database = database) =>
    (await on.query<{ state: string }>('SELECT state FROM pgboss.job WHERE name = $1', [name])).map((row) => row.state);

  it('answers at once when nothing ever ran', async () => {
    const queue = createJobQueue(database, { schedule: false, onError: () => {} });
    const started = Date.now();
    expect(await queue.stop(5000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('stops fetching and lets a running job finish', async () => {
    const queue = createJobQueue(database, { schedule: false, onError: (error) => expect.fail(error.message) });
    const { job, state } = slowJob('stop-finishes', 1500);
    await queue.work([job]);
    await queue.send(job, { label: 'running' });
    await waitFor(() => state.started);

    const stopped = queue.stop(8000);
    // Queued after the stop began, while the running job holds the stop open: left for another worker.
    await queue.send(job, { label: 'left for another worker' });
    expect(await stopped).toBe(true);
    expect(state.finished).toBe(true);
    expect((await stateOf('stop-finishes')).sort()).toEqual(['completed', 'created']);
  });

  it('gives up on a job that outlasts the timeout, hands it back for a retry and says so', async () => {
    const queue = createJobQueue(database, { schedule: false, onError: () => {} });
    const { job, state } = slowJob('stop-gives-up', 6000);
    await queue.work([job]);
    await queue.send(job, { label: 'too slow' });
    await waitFor(() => state.started);

    const started = Date.now();
    expect(await queue.stop(1500)).toBe(false);
    expect(Date.now() - started).toBeLessThan(3500);
    expect(state.finished).toBe(false);
    expect(await stateOf('stop-gives-up')).toEqual(['retry']);
  });

  it('lets a job that ends after the stop handed it back meet a closed database without an unhandled rejection, and sends after a stop', async () => {
    const own = await openTestDatabase();
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const queue = createJobQueue(own, { schedule: false, onError: () => {} });
      const { job, state } = slowJob('stop-then-ends', 2500);
      await queue.work([job]);
      await queue.send(job, { label: 'ends after the stop' });
      await waitFor(() => state.started);

      expect(await queue.stop(1000)).toBe(false);
      expect(await stateOf('stop-then-ends', own)).toEqual(['retry']);
      // A stopped queue still queues work for the workers: a web process stops its queue's workers only.
      expect(await queue.send(job, { label: 'queued after the stop' })).toEqual(expect.any(String));
      await own.dispose();
      await waitFor(() => state.finished);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
