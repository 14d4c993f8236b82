import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import type { AppContext } from '@server/app-context';
import { loadConfig } from '@server/config';
import { createAppContext } from '@server/context';
import { openTestDatabase } from '@server/test/test-database';
import { precompressDir } from '../../tools/build/precompress';

// Text that compresses well, as built JavaScript and HTML do.
const filler = (line: string, times: number) => Array.from({ length: times }, (_, i) => `${line} ${i};`).join('\n');
const INDEX_HTML = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>\n<!-- ${filler('app shell', 150)} --></body></html>`;
const ENTRY_JS = filler('export const greeting = "hello from the landing page"', 200);
const TINY_JS = 'export const tiny = 1;';

describe('web app delivery', () => {
  let app: FastifyInstance;
  let ctx: AppContext;
  let dispose: () => Promise<void>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'reputation-ai-web-app-'));
    const distDir = path.join(dataDir, 'web');
    mkdirSync(path.join(distDir, 'assets'), { recursive: true });
    writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(distDir, 'assets/index-abc123.js'), ENTRY_JS);
    writeFileSync(path.join(distDir, 'assets/tiny-def456.js'), TINY_JS);
    await precompressDir(distDir);

    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_SECRET: 'test-secret-test-secret-test-secret-0123', PUBLIC_URL: 'http://localhost:5000' });
    const database = await openTestDatabase();
    dispose = database.dispose;
    ctx = createAppContext(config, database, {
      schedule: false,
      onJobError: (error) => {
        throw error;
      },
    });
    app = await buildApp(ctx, { webDistDir: distDir });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await ctx?.jobs.stop();
    await dispose?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends a hashed asset as brotli to a browser that accepts it, immutable, varying on Accept-Encoding', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(ENTRY_JS.length / 4);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ENTRY_JS);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(ENTRY_JS);
  });

  it('sends the file itself, at its own length, to a client that accepts no encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const response = await get('/assets/index-abc123.js', acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers['content-length']).toBe(String(Buffer.byteLength(ENTRY_JS)));
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(ENTRY_JS);
    }
  });

  it('honours q-values: a refused or less wanted encoding is not chosen', async () => {
    expect((await get('/assets/index-abc123.js', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/assets/index-abc123.js', 'br;q=0.2, gzip;q=0.8')).headers['content-encoding']).toBe('gzip');
    expect((await get('/assets/index-abc123.js', 'gzip;q=0.5, br')).headers['content-encoding']).toBe('br');
    expect((await get('/assets/index-abc123.js', 'br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
    // @fastify/static reads '*' as gzip; 'identity;q=0' alone still gets the file, as from most servers.
    expect((await get('/assets/index-abc123.js', '*')).headers['content-encoding']).toBe('gzip');
    expect((await get('/assets/index-abc123.js', 'identity;q=0')).body).toBe(ENTRY_JS);
  });

  it('sends a file too small to have compressed copies as it is, not compressed on the fly', async () => {
    const response = await get('/assets/tiny-def456.js', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(TINY_JS);
  });

  it('gives the compressed copies no URL of their own', async () => {
    expect((await get('/assets/index-abc123.js.br')).statusCode).toBe(404);
    expect((await get('/index.html.gz')).statusCode).toBe(404);
  });

  it('sends index.html for app routes compressed and never cached', async () => {
    for (const url of ['/', '/dashboard/reviews?page=2', '/index.html']) {
      const response = await get(url, 'gzip, deflate, br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
    }
    const plain = await get('/dashboard');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(INDEX_HTML);
  });

  it('still answers a missing file or API path with 404 JSON', async () => {
    for (const url of ['/favicon.png', '/api/nothing-here']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });
});
