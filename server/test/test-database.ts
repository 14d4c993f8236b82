import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '@server/db/client';

/**
 * One database per test file, made cheaply from a template that global setup migrated once:
 * PGlite copies a data directory (0.4 s instead of a 3 s initdb), PostgreSQL clones a template database.
 * The template belongs to one run (named when global setup imports this module; the test workers
 * inherit the variable), so two runs at once on one machine (a watch and a one-off run, two checkouts)
 * do not delete each other's template mid-copy.
 */
export const RUN_ENV = 'REPUTATION_AI_TEST_RUN';
process.env[RUN_ENV] ??= `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const runId = () => process.env[RUN_ENV]!;
export const templateDir = () => path.join(os.tmpdir(), `reputation-ai-test-template-${runId()}`);
export const templateDb = () => `reputation_ai_test_template_${runId()}`;

export const testDatabaseUrl = () => process.env.TEST_DATABASE_URL || undefined;

const withDatabase = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};

export async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTemplate() {
  const url = testDatabaseUrl();
  if (url) {
    await adminQuery(`DROP DATABASE IF EXISTS ${templateDb()} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${templateDb()}`);
    const database = await openDatabase({ url: withDatabase(url, templateDb()) });
    await database.close();
    return;
  }
  rmSync(templateDir(), { recursive: true, force: true });
  const database = await openDatabase({ dataDir: templateDir() });
  await database.close();
}

export async function dropTemplate() {
  if (testDatabaseUrl()) await adminQuery(`DROP DATABASE IF EXISTS ${templateDb()} WITH (FORCE)`);
  else rmSync(templateDir(), { recursive: true, force: true });
}

export async function openTestDatabase(): Promise<Database & { dispose: () => Promise<void> }> {
  const url = testDatabaseUrl();
  if (url) {
    const name = `reputation_ai_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${templateDb()}`);
    const database = await openDatabase({ url: withDatabase(url, name) }, { migrate: false });
    return {
      ...database,
      dispose: async () => {
        await database.close();
        await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  if (!existsSync(templateDir())) await createTemplate();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'reputation-ai-test-'));
  cpSync(templateDir(), dir, { recursive: true });
  const database = await openDatabase({ dataDir: dir }, { migrate: false });
  return {
    ...database,
    dispose: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Empties every table between tests, keeping the schema and the migrations journal. DELETE with the
 * foreign-key triggers off (transaction-local) takes a few milliseconds on these tiny tables, where
 * TRUNCATE takes 100-400 ms (it swaps every table's files); it needs a superuser, else TRUNCATE.
 */
export async function resetDatabase(database: Database) {
  try {
    await database.query(`DO $$
      DECLARE t record;
      BEGIN
        PERFORM set_config('session_replication_role', 'replica', true);
        FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
          EXECUTE format('DELETE FROM %I', t.tablename);
        END LOOP;
      END $$`);
    return;
  } catch {
    // Not a superuser: fall back to TRUNCATE below.
  }
  const tables = await database.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
  );
  if (tables.length === 0) return;
  await database.query(`TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')} CASCADE`);
}
