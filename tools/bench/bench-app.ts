import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { createAppContext } from '@server/context';
import { databaseTarget, openDatabase } from '@server/db/client';
import { createGoogleEmulator, type GoogleEmulatorOptions } from '../emulators/google/create-emulator';

/**
 * The product as `npm start` runs it (embedded PGlite in a fresh DATA_DIR, or PostgreSQL with
 * BENCH_DATABASE_URL) beside a Google emulator, for benchmarks that drive it through HTTP.
 */
export async function startBenchApp(emulatorOptions: GoogleEmulatorOptions) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reputation-ai-bench-'));
  // One location unless a bench asks for more, so connecting is the one step most owners take.
  const emulator = await createGoogleEmulator({ autoConsent: true, locations: 1, ...emulatorOptions });
  await emulator.listen(0);
  const config = loadConfig({
    NODE_ENV: 'production',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    GOOGLE_EMULATOR_URL: emulator.url,
    AUTH_RATE_LIMIT_PER_IP: '100000',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  });
  const database = await openDatabase(databaseTarget(config));
  const ctx = createAppContext(config, database, { schedule: false, onJobError: (error) => console.error(error) });
  const app = await buildApp(ctx, { logger: false });
  await app.ready();

  let cookie = '';
  const email = `bench-${Date.now()}@example.com`;
  const call = async (method: string, url: string, payload?: unknown) => {
    const response = await app.inject({ method: method as 'GET', url, ...(payload === undefined ? {} : { payload: payload as object }), headers: cookie ? { cookie } : {} });
    const sid = response.cookies.find((c) => c.name === 'sid');
    if (sid) cookie = `sid=${sid.value}`;
    if (response.statusCode >= 400) throw new Error(`${method} ${url} → ${response.statusCode} ${response.body}`);
    return response;
  };

  return {
    app,
    ctx,
    emulator,
    call,
    /** The session cookie of the signed-in bench user. */
    cookie: () => cookie,
    /**
     * Signs up, connects Google through the OAuth flow (choosing every location when the login manages
     * several) and answers the connection ids, one per location.
     */
    async connectGoogle() {
      await call('POST', '/api/auth/register', { email, password: 'bench-password-1' });
      const business = (await call('POST', '/api/businesses', { name: 'Bench Café', industry: 'cafe' })).json() as { id: string };
      const { authUrl } = (await call('GET', `/api/auth/google/connect/${business.id}`)).json() as { authUrl: string };
      const consent = await fetch(authUrl, { redirect: 'manual' });
      const back = new URL(consent.headers.get('location')!);
      const callback = await call('GET', `${back.pathname}${back.search}`);
      const choiceId = new URL(String(callback.headers.location), 'http://x').searchParams.get('choose');
      if (choiceId) {
        const choice = (await call('GET', `/api/connections/choices/${choiceId}`)).json() as { locations: Array<{ id: string }> };
        await call('POST', `/api/connections/choices/${choiceId}`, { locations: choice.locations.map(({ id }) => ({ id })) });
      }
      return ((await call('GET', '/api/platforms')).json() as Array<{ id: string }>).map((connection) => connection.id);
    },
    async close() {
      await app.close();
      await ctx.jobs.stop();
      // A PostgreSQL database outlives the run: take the bench account and everything it owns away with it.
      if (process.env.BENCH_DATABASE_URL) await database.query('DELETE FROM users WHERE email = $1', [email]);
      await emulator.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
