import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '@server/app';
import type { AppContext, Clock } from '@server/app-context';
import { loadConfig } from '@server/config';
import { createAppContext } from '@server/context';
import { createGoogleEmulator, type GoogleEmulator, type GoogleEmulatorOptions } from '../../tools/emulators/google/create-emulator';
import { createFacebookEmulator, type FacebookEmulator, type FacebookEmulatorOptions } from '../../tools/emulators/facebook/create-emulator';
import { createTrustpilotEmulator, type TrustpilotEmulator, type TrustpilotEmulatorOptions } from '../../tools/emulators/trustpilot/create-emulator';
import { openTestDatabase, resetDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  /** inject() with the given session cookie. */
  request: (options: InjectOptions & { cookie?: string }) => Promise<LightMyRequestResponse>;
  /** The Google emulator the app talks to, when the file asked for one. */
  emulator: GoogleEmulator;
  /** The Trustpilot emulator the app talks to, when the file asked for one. */
  trustpilot: TrustpilotEmulator;
  /** The Facebook emulator the app talks to, when the file asked for one. */
  facebook: FacebookEmulator;
  /** Registers a fresh account and returns its session cookie. */
  signUp: (email?: string, password?: string) => Promise<{ cookie: string; email: string; userId: string }>;
};

let counter = 0;
export const uniqueEmail = (prefix = 'owner') => `${prefix}-${Date.now()}-${++counter}@example.com`;

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error(`No session cookie in answer ${response.statusCode}: ${response.body}`);
  return `sid=${cookie.value}`;
}

/**
 * A real app on its own database for one test file; tables are emptied before each test. With
 * `googleEmulator`, `trustpilotEmulator` or `facebookEmulator`, that emulator listens on a free port and the app's adapter points at it;
 * the Google one holds a single location unless `googleEmulator.locations` says otherwise.
 */
export function useTestApp(
  env: Record<string, string> = {},
  options: { googleEmulator?: GoogleEmulatorOptions; trustpilotEmulator?: TrustpilotEmulatorOptions; facebookEmulator?: FacebookEmulatorOptions; clock?: Clock } = {},
): TestApp {
  const handle = {} as TestApp;
  let dataDir = '';
  let dispose: () => Promise<void> = async () => {};

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'reputation-ai-data-'));
    // One location unless a test asks for more, so connecting Google is one step as for most owners.
    const emulator = options.googleEmulator ? await createGoogleEmulator({ locations: 1, ...options.googleEmulator }) : undefined;
    if (emulator) await emulator.listen(0);
    const trustpilot = options.trustpilotEmulator ? await createTrustpilotEmulator(options.trustpilotEmulator) : undefined;
    if (trustpilot) await trustpilot.listen(0);
    const facebook = options.facebookEmulator ? await createFacebookEmulator(options.facebookEmulator) : undefined;
    if (facebook) await facebook.listen(0);
    const config = loadConfig({
      ...(emulator ? { GOOGLE_EMULATOR_URL: emulator.url } : {}),
      ...(trustpilot ? { TRUSTPILOT_EMULATOR_URL: trustpilot.url } : {}),
      ...(facebook ? { FACEBOOK_EMULATOR_URL: facebook.url } : {}),
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      APP_SECRET: 'test-secret-test-secret-test-secret-0123',
      PUBLIC_URL: 'http://localhost:5000',
      ...env,
    });
    const database = await openTestDatabase();
    dispose = database.dispose;
    const ctx: AppContext = createAppContext(config, database, {
      schedule: false,
      onJobError: (error) => {
        throw error;
      },
      ...(options.clock ? { clock: options.clock } : {}),
    });
    const app = await buildApp(ctx, { webDistDir: path.join(dataDir, 'no-web-build') });
    await app.ready();
    Object.assign(handle, {
      app,
      ctx,
      emulator,
      trustpilot,
      facebook,
      request: ({ cookie, headers, ...options }: InjectOptions & { cookie?: string }) =>
        app.inject({ ...options, headers: { ...(headers ?? {}), ...(cookie ? { cookie } : {}) } }),
      signUp: async (email = uniqueEmail(), password = 'correct horse battery') => {
        const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password } });
        return { cookie: sessionCookieOf(response), email, userId: response.json().user.id as string };
      },
    });
  }, 60_000);

  beforeEach(async () => {
    await resetDatabase(handle.ctx.database);
  });

  afterAll(async () => {
    await handle.app?.close();
    await handle.ctx?.jobs.stop();
    await handle.emulator?.close();
    await handle.trustpilot?.close();
    await handle.facebook?.close();
    await dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return handle;
}
