import type { Database } from './client';

/** Below this many new rows the planner's picture of a table is still good enough. */
export const BULK_WRITE_ROWS = 100;

/**
 * Refreshes the planner's statistics after a bulk write. PGlite runs no autovacuum: without this, a
 * table that grew from nothing to 10,000 rows is still planned as empty, and the inbox sorts every
 * pending review instead of reading its first page off the index. VACUUM also marks the pages
 * all-visible, so counts become index-only scans. PostgreSQL's autovacuum does both by itself, a
 * little later; ANALYZE there costs a few milliseconds and makes the next read good at once.
 */
export async function refreshStatistics(database: Database, tables: readonly string[]) {
  for (const table of tables) {
    // Identifiers cannot be parameters; these come from our own code, never from a request.
    await database.query(database.kind === 'pglite' ? `VACUUM ANALYZE ${table}` : `ANALYZE ${table}`);
  }
}
