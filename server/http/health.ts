import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZLivenessSchema, ZReadinessSchema, type TReadiness } from '@common/schemas/health';
import type { AppContext } from '@server/app-context';
import { migrationsFolder, type Database } from '@server/db/client';

/** Load balancers wait a few seconds for a probe; a database slower than this counts as unreachable. */
export const READINESS_TIMEOUT_MS = 2000;

/** Drizzle records each migration it applies by its journal timestamp (`created_at` = `folderMillis`). */
async function appliedMigrations(database: Database): Promise<Set<number>> {
  const [journal] = await database.query<{ present: boolean }>(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!journal?.present) return new Set();
  const rows = await database.query<{ created_at: string | number | bigint }>('SELECT created_at FROM drizzle.__drizzle_migrations');
  return new Set(rows.map((row) => Number(row.created_at)));
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Ready when the database answers and has every migration of this build (as the migrator reads them). */
export async function checkReadiness(database: Database, expected: readonly number[], onFailure: (error: Error) => void): Promise<TReadiness> {
  try {
    const applied = await withTimeout(appliedMigrations(database), READINESS_TIMEOUT_MS);
    if (expected.every((when) => applied.has(when))) return { status: 'ready', database: 'ok', migrations: 'applied' };
    return { status: 'not_ready', database: 'ok', migrations: 'pending' };
  } catch (error) {
    onFailure(error as Error);
    return { status: 'not_ready', database: 'unreachable', migrations: 'unknown' };
  }
}

/**
 * `/healthz` (the process answers HTTP) and `/readyz` (it can serve: database and migrations) for
 * load balancers and process managers: JSON, never cached, no session. Once the app closes, its port
 * refuses connections and Fastify answers 503 to a request that still arrives on an open one, so a
 * balancer's probe fails either way (drain-on-close.ts).
 */
export function registerHealthRoutes(app: FastifyInstance, ctx: Pick<AppContext, 'database'>) {
  const expected = readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis);
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Probes arrive every few seconds from every balancer: log only what goes wrong.
  const logLevel = 'warn';

  r.get('/healthz', { logLevel, schema: { response: { 200: ZLivenessSchema } } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  r.get('/readyz', { logLevel, schema: { response: { 200: ZReadinessSchema, 503: ZReadinessSchema } } }, async (request, reply) => {
    const readiness = await checkReadiness(ctx.database, expected, (error) => request.log.warn({ err: error }, 'readiness: database check failed'));
    if (readiness.migrations === 'pending') request.log.warn('readiness: migrations of this build are not applied yet');
    return reply
      .header('cache-control', 'no-store')
      .status(readiness.status === 'ready' ? 200 : 503)
      .send(readiness);
  });
}
