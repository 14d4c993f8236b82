import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@server/app';
import { startInboxBench } from './inbox-fixture';
import type { Load, LoadResult } from './load-client';
import { report } from './report';

const here = path.dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = 50;
const CLOSED_REQUESTS = 4_000;
const OPEN_SECONDS = 10;

/** Issue 13's budgets: throughput under 50 connections, and p99 at a steady arrival rate, per database. */
const BUDGETS = {
  postgres: { throughput: 2_000, rate: 500 },
  pglite: { throughput: 500, rate: 100 },
} as const;

function runLoad(load: Load): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'load-client.ts'), JSON.stringify(load)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(output) as LoadResult) : reject(new Error(`load client exited ${code}`))));
  });
}

/**
 * The first pending page and the dashboard's stats of an account with 10,000 reviews, each beside a bare
 * Node route served by the same process in the same run: a closed loop of 50 connections for throughput,
 * then a steady arrival rate for the p99 a user waits. The load runs in a process of its own.
 */
export async function benchApiLoad() {
  const bench = await startInboxBench();
  const app = await buildApp(bench.ctx, { logger: false });
  const bare = http.createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end('{"ok":true}');
  });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
    const budget = BUDGETS[bench.ctx.database.kind === 'postgres' ? 'postgres' : 'pglite'];
    console.log(`(database: ${bench.ctx.database.kind}; steady rate ${budget.rate} requests/s)`);
    const targets: Array<[string, string]> = [
      ['bare Node route', bareUrl],
      ['first pending page', `${address}/api/reviews/pending?page=1&pageSize=25`],
      ['stats', `${address}/api/reviews/stats`],
    ];
    for (const [name, url] of targets) {
      const own = url !== bareUrl;
      const base = { url, cookie: bench.cookie(), connections: CONNECTIONS };
      // A first round opens the connections and warms the code paths, as a server that has been up a while has them.
      await runLoad({ ...base, mode: 'closed', requests: 1_000 });
      const closed = await runLoad({ ...base, mode: 'closed', requests: CLOSED_REQUESTS });
      const open = await runLoad({ ...base, mode: 'open', rate: budget.rate, seconds: OPEN_SECONDS });
      report(`${name}: throughput, ${CONNECTIONS} connections`, closed.throughput, 'req/s', own ? budget.throughput : undefined, 'over');
      report(`${name}: p99 at ${budget.rate} req/s (p50 ${open.p50.toFixed(1)} ms)`, open.p99, 'ms', own ? 50 : undefined, 'under');
      if (closed.errors + open.errors > 0) console.log(`  ${closed.errors + open.errors} requests failed`);
    }
  } finally {
    bare.close();
    await app.close();
    await bench.close();
  }
}
