import { openDatabase, type Database } from '@server/db/client';
import { adminQuery, templateDb, testDatabaseUrl } from '../test-database';

/**
 * A database of its own for the scale-out proof, cloned from this run's migrated template (so no two
 * processes race to migrate it), with its URL: the processes under test connect to it themselves.
 */
export async function createScaleOutDatabase(): Promise<{ url: string; database: Database; dispose: () => Promise<void> }> {
  const base = testDatabaseUrl();
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `reputation_ai_scale_out_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${templateDb()}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() }, { migrate: false });
  return {
    url: url.toString(),
    database,
    dispose: async () => {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
