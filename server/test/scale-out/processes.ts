import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The repository root: the processes run from there, as `node server/main.ts` runs in production. */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export type RealProcess = {
  name: string;
  pid: number;
  /** Everything the process printed, for the failure message of a test that waited on it. */
  output: () => string;
  /** Resolves when the process has exited (at once if it already has). */
  exited: Promise<void>;
  alive: () => boolean;
};

const running = new Set<ChildProcess>();
// A test run that crashes or is interrupted must not leave servers behind on the machine.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Starts `node --import tsx <entry> <args>` with the given environment on top of this one. */
export function startNode(name: string, entry: string, args: string[], env: Record<string, string>): RealProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`${name} did not start`);
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    // The tail is what explains a failure; a long run must not grow without bound.
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exitedFlag = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exitedFlag = true;
      running.delete(child);
      resolve();
    }),
  );
  return { name, pid: child.pid, output: () => output, exited, alive: () => !exitedFlag };
}

/** Whether any process has this pid, asked of the operating system rather than of our own bookkeeping. */
export function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGKILL, then waits until the operating system no longer knows the pid. */
export async function killHard(proc: RealProcess, timeoutMs = 10_000) {
  if (proc.alive()) process.kill(proc.pid, 'SIGKILL');
  await Promise.race([proc.exited, sleep(timeoutMs)]);
  if (pidExists(proc.pid)) throw new Error(`${proc.name} (pid ${proc.pid}) still exists after SIGKILL`);
}

/** Stops (SIGSTOP) or resumes (SIGCONT) a process: frozen, it keeps its connections but does nothing. */
export function freeze(proc: RealProcess, frozen: boolean) {
  process.kill(proc.pid, frozen ? 'SIGSTOP' : 'SIGCONT');
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on right now (the OS picks it; the process binds it a moment later). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Polls `check` until it answers a value other than undefined, or fails naming what it waited for: at
 * the timeout, or at once when `giveUpIf` names a reason (e.g. the process waited on has exited).
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  options: { timeoutMs: number; everyMs?: number; context?: () => string | Promise<string>; giveUpIf?: () => string | undefined },
): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  let lastError: unknown;
  for (;;) {
    const hopeless = options.giveUpIf?.();
    if (hopeless) throw new Error(`Gave up waiting for ${what}: ${hopeless}${options.context ? `\n${await options.context()}` : ''}`);
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      const context = options.context ? `\n${await options.context()}` : '';
      throw new Error(`Timed out after ${options.timeoutMs / 1000} s waiting for ${what}${cause}${context}`);
    }
    await sleep(options.everyMs ?? 250);
  }
}
