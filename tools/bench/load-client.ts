/**
 * A load generator in a process of its own, so it does not share the server's core: `tsx load-client.ts
 * '<json>'` prints one JSON line of results. Two shapes of load:
 * - closed: N connections that each send the next request when the last one answered (a throughput ceiling);
 * - open: requests sent at a steady rate whether or not earlier ones answered, each timed from when it was
 *   due, so a server that falls behind shows it in the latencies instead of slowing the load down.
 */
import http from 'node:http';
import { z } from 'zod';

const ZLoad = z.object({
  url: z.string().url(),
  cookie: z.string(),
  mode: z.enum(['closed', 'open']),
  connections: z.number().int().positive(),
  /** closed: requests in all; open: requests per second. */
  requests: z.number().int().positive().optional(),
  rate: z.number().positive().optional(),
  seconds: z.number().positive().optional(),
});
export type Load = z.infer<typeof ZLoad>;
export type LoadResult = { requests: number; errors: number; seconds: number; throughput: number; p50: number; p99: number; max: number };

const load = ZLoad.parse(JSON.parse(process.argv[2] ?? '{}'));
const agent = new http.Agent({ keepAlive: true, maxSockets: load.connections });
const target = new URL(load.url);

function send(): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get({ agent, host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, headers: { cookie: load.cookie, 'accept-encoding': 'br, gzip' } }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve((response.statusCode ?? 500) < 400));
    });
    request.on('error', () => resolve(false));
  });
}

const latencies: number[] = [];
let errors = 0;
const started = performance.now();
if (load.mode === 'closed') {
  let issued = 0;
  const total = load.requests ?? 2_000;
  await Promise.all(
    Array.from({ length: load.connections }, async () => {
      while (issued++ < total) {
        const at = performance.now();
        if (!(await send())) errors++;
        latencies.push(performance.now() - at);
      }
    }),
  );
} else {
  const rate = load.rate ?? 100;
  const total = Math.round(rate * (load.seconds ?? 10));
  const pending: Array<Promise<void>> = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    // Timed from when it was due, or from when it went out if that was up to a millisecond early.
    const from = Math.min(due, performance.now());
    pending.push(send().then((ok) => {
      if (!ok) errors++;
      latencies.push(performance.now() - from);
    }));
  }
  await Promise.all(pending);
}
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
const result: LoadResult = { requests: latencies.length, errors, seconds, throughput: latencies.length / seconds, p50: at(50), p99: at(99), max: latencies.at(-1) ?? 0 };
console.log(JSON.stringify(result));
agent.destroy();
