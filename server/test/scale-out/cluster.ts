import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, killHard, pidExists, startNode, waitFor, type RealProcess } from './processes';

/** The product's server entry, run as production runs it: `node` on the entry, no npm in between. */
const SERVER_ENTRY = 'server/main.ts';
const EMULATOR_ENTRY = 'tools/emulators/google/main.ts';
/** Starting a process compiles the TypeScript it imports; four at once on two busy cores take a while. */
const START_TIMEOUT_MS = 120_000;
/** Wrong passwords one email may try per window, low so the shared count shows in a few requests. */
export const LOGIN_LIMIT_PER_EMAIL = 5;

export type WebInstance = RealProcess & { url: string };
export type WorkerInstance = RealProcess & { appName: string };

export type Cluster = {
  emulatorUrl: string;
  web: [WebInstance, WebInstance];
  workers: [WorkerInstance, WorkerInstance];
  /** Kills every process it started and checks that none of their pids is left. */
  stop: () => Promise<void>;
};

/**
 * The deployment the README describes: the Google emulator as its own process, two web instances
 * (`--role web`) and two workers (`--role worker`) on one PostgreSQL database, each on its own port
 * and data directory, sharing only the database and APP_SECRET. Each process names its connections
 * to PostgreSQL (application_name), so a test can see which connections are whose.
 */
export async function startCluster(databaseUrl: string, options: { reviewsPerLocation: number; waitForWorker: (appName: string) => Promise<void> }): Promise<Cluster> {
  const started: RealProcess[] = [];
  const dataDirs: string[] = [];
  const stop = async () => {
    const errors: string[] = [];
    for (const proc of started) await killHard(proc).catch((error: Error) => errors.push(error.message));
    const left = started.filter((proc) => pidExists(proc.pid));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    if (errors.length > 0 || left.length > 0) throw new Error(`Processes left behind: ${[...errors, ...left.map((proc) => `${proc.name} ${proc.pid}`)].join(', ')}`);
  };

  try {
    const emulatorPort = await freePort();
    const emulator = startNode('emulator', EMULATOR_ENTRY, ['--port', String(emulatorPort), '--reviews', String(options.reviewsPerLocation), '--locations', '1', '--auto-consent'], {});
    started.push(emulator);
    const emulatorUrl = `http://127.0.0.1:${emulatorPort}`;

    const [portA, portB] = [await freePort(), await freePort()];
    // The load balancer's address: OAuth sends the browser back there, and either instance may answer.
    const publicUrl = `http://127.0.0.1:${portA}`;
    const common = {
      NODE_ENV: 'production',
      APP_SECRET: 'scale-out-proof-secret-shared-by-every-instance',
      PUBLIC_URL: publicUrl,
      HOST: '127.0.0.1',
      GOOGLE_EMULATOR_URL: emulatorUrl,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_EMAIL: String(LOGIN_LIMIT_PER_EMAIL),
      AUTH_RATE_LIMIT_PER_IP: '1000',
    };
    const envFor = (appName: string, extra: Record<string, string> = {}) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), `reputation-ai-scale-out-${appName}-`));
      dataDirs.push(dataDir);
      // In the URL, as pg-boss names its own connections otherwise (and the URL's value wins).
      const named = new URL(databaseUrl);
      named.searchParams.set('application_name', appName);
      return { ...common, DATABASE_URL: named.toString(), DATA_DIR: dataDir, ...extra };
    };

    const startWeb = (name: string, port: number): WebInstance => {
      const proc = startNode(name, SERVER_ENTRY, ['--role', 'web'], envFor(name, { PORT: String(port) }));
      started.push(proc);
      return { ...proc, url: `http://127.0.0.1:${port}` };
    };
    const spawnWorker = (name: string): WorkerInstance => {
      const proc = startNode(name, SERVER_ENTRY, ['--role', 'worker'], envFor(name));
      started.push(proc);
      return { ...proc, appName: name };
    };
    const ready = async (proc: RealProcess, check: () => Promise<boolean>) =>
      waitFor(`${proc.name} to be ready`, async () => ((await check()) ? true : undefined), {
        timeoutMs: START_TIMEOUT_MS,
        everyMs: 500,
        context: proc.output,
        giveUpIf: () => (proc.alive() ? undefined : `${proc.name} exited`),
      });
    const webReady = (web: WebInstance) =>
      // Signed out, the API answers 401 in JSON: the app, its routes and its session loader are up.
      ready(web, async () => (await fetch(`${web.url}/api/auth/me`)).status === 401);
    const workerReady = (worker: WorkerInstance) => ready(worker, async () => (await options.waitForWorker(worker.appName), true));

    await ready(emulator, async () => (await fetch(`${emulatorUrl}/__emulator`)).ok);
    const web: [WebInstance, WebInstance] = [startWeb('web-a', portA), startWeb('web-b', portB)];
    const workers: [WorkerInstance, WorkerInstance] = [spawnWorker('worker-a'), spawnWorker('worker-b')];
    await Promise.all([...web.map(webReady), ...workers.map(workerReady)]);

    return {
      emulatorUrl,
      web,
      workers,
      stop,
    };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}
