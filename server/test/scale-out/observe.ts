import type { Database } from '@server/db/client';

/** One run of a job as pg-boss keeps it (its live table and its archive), whoever ran it. */
export type JobRun = {
  name: string;
  state: string;
  retryCount: number;
  createdOn: Date;
  /** The time slot of a job kept once per slot (pg-boss's singletonSeconds), else null. */
  singletonOn: Date | null;
  data: Record<string, unknown>;
};

/** Every job row of the given queues, oldest first. */
export async function jobRuns(database: Database, names: string[]): Promise<JobRun[]> {
  const rows = await database.query<{ name: string; state: string; retry_count: number; created_on: Date; singleton_on: Date | null; data: Record<string, unknown> }>(
    `SELECT name, state::text, retry_count, created_on, singleton_on, data FROM pgboss.job WHERE name = ANY($1)
     UNION ALL
     SELECT name, state::text, retry_count, created_on, singleton_on, data FROM pgboss.archive WHERE name = ANY($1)
     ORDER BY created_on`,
    [names],
  );
  return rows.map((row) => ({
    name: row.name,
    state: row.state,
    retryCount: row.retry_count,
    createdOn: new Date(row.created_on),
    singletonOn: row.singleton_on === null ? null : new Date(row.singleton_on),
    data: row.data,
  }));
}

/**
 * Whether the process that names itself `appName` to PostgreSQL is working its queues: its pg-boss
 * connections have been polling for jobs.
 */
export async function isPollingJobs(database: Database, appName: string): Promise<boolean> {
  const [row] = await database.query<{ polling: number }>(
    `SELECT count(*)::int AS polling FROM pg_stat_activity WHERE application_name = $1 AND query ILIKE '%FROM pgboss.job%'`,
    [appName],
  );
  return (row?.polling ?? 0) > 0;
}

/** Every updateReply call the emulator received, failed ones included, counted per review. */
export async function replyPutsPerReview(emulatorUrl: string): Promise<{ succeeded: Map<string, number>; all: number }> {
  const response = await fetch(`${emulatorUrl}/__emulator/state?reviews=0`);
  const state = (await response.json()) as { replyCalls: Array<{ method: string; reviewName: string; status: number }> };
  const succeeded = new Map<string, number>();
  let all = 0;
  for (const call of state.replyCalls) {
    if (call.method !== 'PUT') continue;
    all++;
    if (call.status === 200) succeeded.set(call.reviewName, (succeeded.get(call.reviewName) ?? 0) + 1);
  }
  return { succeeded, all };
}
