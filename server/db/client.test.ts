import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { migrationsFolder, openDatabase, type Database } from './client';
import { adminQuery, openTestDatabase, testDatabaseUrl } from '@server/test/test-database';

describe.skipIf(!testDatabaseUrl())('PostgreSQL connection pool', () => {
  it('survives an idle connection closed by the server, reports it, and reconnects on the next query', async () => {
    const scratch = await openTestDatabase();
    const [{ name } = { name: '' }] = await scratch.query<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(testDatabaseUrl()!);
    url.pathname = `/${name}`;
    const lost: Error[] = [];
    const database = await openDatabase({ url: url.toString() }, { migrate: false, onConnectionLost: (error) => lost.push(error) });
    try {
      const [{ pid } = { pid: 0 }] = await database.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await adminQuery(`SELECT pg_terminate_backend(${Number(pid)})`);
      await expect.poll(() => lost.length).toBe(1);
      expect((lost[0] as Error & { code?: string }).code).toBe('57P01');
      expect(await database.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
      await scratch.dispose();
    }
  });
});

describe.skipIf(!testDatabaseUrl())('PostgreSQL migrations', () => {
  it('lets instances started together on an empty database migrate it once, each waiting its turn', async () => {
    const name = `reputation_ai_test_empty_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(testDatabaseUrl()!);
    url.pathname = `/${name}`;
    const opened = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ url: url.toString() })));
    try {
      expect(opened.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const database = (opened[0] as PromiseFulfilledResult<Database>).value;
      const [applied] = await database.query<{ count: string }>('SELECT count(*) AS count FROM drizzle.__drizzle_migrations');
      expect(Number(applied!.count)).toBe(readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql')).length);
    } finally {
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
