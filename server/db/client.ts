import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers share Drizzle's Postgres dialect, so the rest of the server sees one type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL with positional parameters: for the job queue and hand-written statements. */
  query: <Row = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<Row[]>;
  /** Runs several statements separated by semicolons (no parameters); answers the last one's rows. */
  exec: (sql: string) => Promise<Record<string, unknown>[]>;
  close: () => Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseTarget = { url: string } | { dataDir: string | undefined };

/** Opens PostgreSQL when a URL is given, otherwise PGlite (in memory when dataDir is undefined). */
export type OpenOptions = {
  migrate?: boolean;
  /** An idle PostgreSQL connection that the server closed (restart, failover, DROP DATABASE … FORCE). */
  onConnectionLost?: (error: Error) => void;
};

export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  const database = 'url' in target ? openPostgres(target.url, options.onConnectionLost) : await openPglite(target.dataDir);
  if (options.migrate !== false) await database.migrate();
  return database;
}

function openPostgres(url: string, onConnectionLost: OpenOptions['onConnectionLost']) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // The pool drops a connection that dies while idle and opens another on the next query; without a
  // listener, Node would turn that event into an uncaught exception and stop the process.
  pool.on('error', (error) => onConnectionLost?.(error));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres' as const,
    query: async <Row,>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as Row[],
    exec: async (sql: string) => {
      const result = (await pool.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as Record<string, unknown>[];
    },
    migrate: () => migrateAlone(pool),
    close: () => pool.end(),
  };
}

/** Any fixed number: the key of the advisory lock that migrating instances queue on. */
const MIGRATION_LOCK = 7_201_311;

/**
 * Instances started together on an empty database would each create Drizzle's bookkeeping table and run
 * the same migrations at once, and all but one fail. They take turns on an advisory lock held by one
 * connection instead: the first migrates, the others then find nothing left to do.
 */
async function migrateAlone(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

async function openPglite(dataDir: string | undefined) {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite' as const,
    query: async <Row,>(sql: string, params: unknown[] = []) => (await client.query<Row>(sql, params)).rows,
    exec: async (sql: string) => ((await client.exec(sql)).at(-1)?.rows ?? []) as Record<string, unknown>[],
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: () => client.close(),
  };
}

export function databaseTarget(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') };
}
