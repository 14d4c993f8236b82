import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Request } from 'playwright-core';
import { buildApp } from '@server/app';
import { startBenchApp } from './bench-app';
import { report } from './report';

type Received = { url: string; javascript: boolean; encoding: string; bodyOnWire: number; headersOnWire: number; decodedBody: number };

/**
 * Design §7: under 170 KB of JavaScript over the wire before the landing page is interactive, as a
 * browser receives it from our own server: a fresh build served by the product's app, `/` loaded in
 * Chromium with an empty cache until the load event and network idle, every JavaScript response
 * counted at its encoded (compressed) body size.
 */
export async function benchLandingBundle() {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'reputation-ai-bundle-'));
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'error'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
  const bench = await startBenchApp({});
  const app = await buildApp(bench.ctx, { logger: false, webDistDir: outDir });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const received = await loadLanding(address);
    const scripts = received.filter((response) => response.javascript);
    const sum = (responses: Received[], size: (response: Received) => number) => responses.reduce((total, response) => total + size(response), 0);
    const byEncoding = [...new Set(scripts.map((r) => r.encoding))].map((encoding) => `${scripts.filter((r) => r.encoding === encoding).length} ${encoding}`);

    report(`landing JavaScript over the wire (${byEncoding.join(', ')})`, sum(scripts, (r) => r.bodyOnWire) / 1024, 'KB', 170, 'under');
    report('landing JavaScript uncompressed', sum(scripts, (r) => r.decodedBody) / 1024, 'KB');
    // What the server holds for a browser that takes gzip but not brotli.
    const gzipBytes = sum(scripts, (r) => {
      const file = path.join(outDir, new URL(r.url).pathname);
      return statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
    });
    report('landing JavaScript for a gzip-only browser', gzipBytes / 1024, 'KB');
    report(`landing page over the wire (${received.length} responses, headers included)`, sum(received, (r) => r.bodyOnWire + r.headersOnWire) / 1024, 'KB');
    const heaviest = scripts.sort((a, b) => b.bodyOnWire - a.bodyOnWire).slice(0, 6);
    console.log(`  heaviest: ${heaviest.map((r) => `${path.basename(new URL(r.url).pathname)} ${(r.bodyOnWire / 1024).toFixed(1)} KB`).join(', ')}`);
  } finally {
    await app.close();
    await bench.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Every response of a cold visit to `/`, as Chromium received it. */
async function loadLanding(address: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await (await browser.newContext()).newPage();
    const measured: Array<Promise<Received>> = [];
    const measure = async (request: Request): Promise<Received> => {
      const response = (await request.response())!;
      const [sizes, body] = await Promise.all([request.sizes(), response.body()]);
      return {
        url: request.url(),
        javascript: /javascript/.test(response.headers()['content-type'] ?? ''),
        encoding: response.headers()['content-encoding'] ?? 'uncompressed',
        bodyOnWire: sizes.responseBodySize,
        headersOnWire: sizes.responseHeadersSize,
        decodedBody: body.length,
      };
    };
    page.on('requestfinished', (request) => measured.push(measure(request)));
    await page.goto(`${address}/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    return await Promise.all(measured);
  } finally {
    await browser.close();
  }
}

