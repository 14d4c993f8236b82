import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { adminQuery, templateDb, templateDir, testDatabaseUrl } from '@server/test/test-database';

/**
 * The production command of the README, `node --import tsx server/main.ts`, as a process manager runs
 * it: the signal goes to the server process itself. On PGlite in a temporary DATA_DIR (a copy of the
 * migrated test template, to skip a slow initdb), or on PostgreSQL when TEST_DATABASE_URL is set.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const PRODUCTION_COMMAND = ['--import', 'tsx', 'server/main.ts'];
const GRACE_MS = 10_000;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every process whose parent chain leads to `pid` (read from /proc): what could be left as an orphan. */
function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (field 2) may hold spaces; the parent pid is the second field after it.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of parents) {
      if (ppid !== parent) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

/** Running, that is: a zombie (state Z, waiting for a container's init to reap it) runs nothing. */
const alive = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '(gone)';
  }
};

/** The processes of the list still running once their parent has had a moment to take them down. */
async function survivors(pids: number[]): Promise<string[]> {
  const until = Date.now() + 3000;
  while (pids.some(alive) && Date.now() < until) await sleep(100);
  return pids.filter(alive).map((pid) => `${pid}: ${commandOf(pid)}`);
}

type Instance = { child: ChildProcess; port: number; output: () => string; exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>; dispose: () => Promise<void> };

async function startInstance(): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reputation-ai-main-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    APP_SECRET: 'production-test-secret-0123456789abcdef',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
  };
  let dropDatabase = async () => {};
  const url = testDatabaseUrl();
  if (url) {
    const name = `reputation_ai_main_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${templateDb()}`);
    const databaseUrl = new URL(url);
    databaseUrl.pathname = `/${name}`;
    env.DATABASE_URL = databaseUrl.toString();
    dropDatabase = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    cpSync(templateDir(), path.join(dataDir, 'pglite'), { recursive: true });
  }

  const child = spawn(process.execPath, PRODUCTION_COMMAND, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return {
    child,
    port,
    output: () => output,
    exited,
    dispose: async () => {
      if (alive(child.pid!)) child.kill('SIGKILL');
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilReady(instance: Instance) {
  const until = Date.now() + 90_000;
  for (;;) {
    const response = await fetch(`http://127.0.0.1:${instance.port}/readyz`).catch(() => undefined);
    if (response?.status === 200) return;
    if (instance.child.exitCode !== null) throw new Error(`the server exited while starting:\n${instance.output()}`);
    if (Date.now() > until) throw new Error(`not ready after 90 s:\n${instance.output()}`);
    await sleep(200);
  }
}

/** A sign-in whose body arrives in two parts: the request is in flight for as long as the test likes. */
function startSlowLogin(port: number, body: string) {
  const socket: Socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const answered = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  const half = Math.floor(body.length / 2);
  socket.write(`POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`);
  return { finish: () => socket.write(body.slice(half)), answered, socket };
}

describe('the production command', () => {
  let instance: Instance | undefined;

  afterEach(async () => {
    await instance?.dispose();
    instance = undefined;
  });

  it('ends gracefully on SIGTERM: refuses new connections, answers the request in flight, exits 0 within 10 s', async () => {
    instance = await startInstance();
    await waitUntilReady(instance);
    const { port, child } = instance;
    const credentials = { email: 'owner@example.com', password: 'correct horse battery' };
    const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    expect(registered.status).toBe(201);

    const login = startSlowLogin(port, JSON.stringify(credentials));
    await sleep(300);
    const processes = [child.pid!, ...descendantsOf(child.pid!)];
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    await sleep(300);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    // The request in flight gets its answer a second after the signal.
    await sleep(700);
    login.finish();
    const answer = await login.answered;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/set-cookie: sid=/i);

    const exit = await instance.exited;
    expect({ code: exit.code, signal: exit.signal }, instance.output()).toEqual({ code: 0, signal: null });
    expect(exit.at - signalledAt).toBeLessThan(GRACE_MS);
    expect(await survivors(processes)).toEqual([]);
    const log = instance.output();
    expect(log).toContain('SIGTERM: stopping');
    expect(log).toContain('"msg":"stopped"');
  }, 180_000);

  it('gives up on a request that outlasts 10 s, says so and exits non-zero', async () => {
    instance = await startInstance();
    await waitUntilReady(instance);
    const { port, child } = instance;
    const login = startSlowLogin(port, JSON.stringify({ email: 'owner@example.com', password: 'never finished' }));
    await sleep(300);
    const processes = [child.pid!, ...descendantsOf(child.pid!)];
    const signalledAt = Date.now();
    child.kill('SIGTERM');

    const exit = await instance.exited;
    expect({ code: exit.code, signal: exit.signal }, instance.output()).toEqual({ code: 1, signal: null });
    expect(exit.at - signalledAt).toBeGreaterThanOrEqual(GRACE_MS - 100);
    expect(exit.at - signalledAt).toBeLessThan(GRACE_MS + 2000);
    expect(instance.output()).toContain('in-flight work did not finish within 10 s');
    expect(await survivors(processes)).toEqual([]);
    login.socket.destroy();
  }, 180_000);
});
