import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '@server/test/test-app';
import { COMPRESSION_THRESHOLD, negotiateEncoding, registerCompression } from './compression';
import { badRequest, errorHandler } from './errors';

const BROWSER = 'gzip, deflate, br, zstd';

describe('compressed API responses', () => {
  const t = useTestApp();

  /** An account whose business list is well over 1 KB of JSON. */
  const accountWithManyBusinesses = async () => {
    const { cookie } = await t.signUp();
    for (let i = 0; i < 8; i++) {
      await t.request({ method: 'POST', url: '/api/businesses', cookie, payload: { name: `Café Luna ${i} ${'by the old harbour '.repeat(9)}`, industry: 'cafe' } });
    }
    return cookie;
  };

  it('compresses JSON of 1 KB and more with brotli for a browser, varying on Accept-Encoding', async () => {
    const cookie = await accountWithManyBusinesses();
    const plain = await t.request({ method: 'GET', url: '/api/businesses', cookie });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);

    const br = await t.request({ method: 'GET', url: '/api/businesses', cookie, headers: { 'accept-encoding': BROWSER } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await t.request({ method: 'GET', url: '/api/businesses', cookie, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends JSON under 1 KB as it is', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': BROWSER } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ ok: true });
  });

  it('still answers errors as readable JSON', async () => {
    const { cookie } = await t.signUp();
    const invalid = await t.request({ method: 'POST', url: '/api/businesses', cookie, headers: { 'accept-encoding': BROWSER }, payload: { name: '' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: expect.any(String), fields: { name: expect.any(String) } });
    const signedOut = await t.request({ method: 'GET', url: '/api/businesses', headers: { 'accept-encoding': BROWSER } });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: expect.any(String) });
  });
});

describe('registerCompression', () => {
  const appWith = async (route: (app: FastifyInstance) => void) => {
    const app = Fastify();
    app.setErrorHandler(errorHandler);
    await registerCompression(app);
    route(app);
    await app.ready();
    return app;
  };
  const big = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, text: 'a review worth answering' })) };

  it('leaves the headers and cookies a route sets on a compressed response', async () => {
    const app = await appWith((a) =>
      a.get('/api/big', async (_request, reply) => reply.header('set-cookie', 'sid=abc; HttpOnly').header('x-total-count', '100').send(big)),
    );
    const response = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['set-cookie']).toBe('sid=abc; HttpOnly');
    expect(response.headers['x-total-count']).toBe('100');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(big);
  });

  it('compresses a large error answer into JSON that still parses', async () => {
    const fields = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`field${i}`, 'Must be at most 200 characters']));
    const app = await appWith((a) =>
      a.post('/api/big-error', async () => {
        throw badRequest('Check the highlighted fields', fields);
      }),
    );
    const response = await app.inject({ method: 'POST', url: '/api/big-error', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual({ message: expect.any(String), fields });
  });

  it('compresses a body too large to compress inline too, off the main thread', async () => {
    const huge = { items: Array.from({ length: 3000 }, (_, i) => ({ id: i, text: `a review worth answering, number ${i}` })) };
    const app = await appWith((a) => a.get('/api/huge', async () => huge));
    const response = await app.inject({ url: '/api/huge', headers: { 'accept-encoding': 'gzip' } });
    expect(JSON.stringify(huge).length).toBeGreaterThan(64 * 1024);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(huge);
  });

  it('varies on Accept-Encoding also when it sends a large body plain, and keeps what a route put in Vary', async () => {
    const app = await appWith((a) => a.get('/api/big', async (_request, reply) => reply.header('vary', 'Origin').send(big)));
    const plain = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Origin, Accept-Encoding');
    expect(plain.json()).toEqual(big);
  });

  it('never compresses an event stream', async () => {
    const app = await appWith((a) =>
      a.get('/api/events', async (_request, reply) => reply.type('text/event-stream').send(`data: ${JSON.stringify(big)}\n\n`)),
    );
    const response = await app.inject({ url: '/api/events', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('compresses only the API: other routes (the web app, served precompressed) go as they are', async () => {
    const app = await appWith((a) => a.get('/assets/app.js', async (_request, reply) => reply.type('text/javascript').send('x'.repeat(5000))));
    const response = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('negotiateEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.9, gzip;q=0.9', 'br'],
    ['identity', undefined],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
  ] as const)('reads %j as %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
