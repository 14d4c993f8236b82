import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
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
