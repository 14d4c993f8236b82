import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ZLivenessSchema, ZReadinessSchema } from '@common/schemas/health';
import { buildApp } from '@server/app';
import { useTestApp } from '@server/test/test-app';
import { READINESS_TIMEOUT_MS } from './health';

const t = useTestApp();

const READY = { status: 'ready', database: 'ok', migrations: 'applied' };

describe('GET /healthz', () => {
  it('answers that the process is alive, as uncached JSON, without asking the database', async () => {
    const query = vi.spyOn(t.ctx.database, 'query');
    try {
      const response = await t.request({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(ZLivenessSchema.parse(response.json())).toEqual({ status: 'ok' });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(query).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
    }
  });
});

describe('GET /readyz', () => {
  it('is ready when the database answers and every migration of the build is applied', async () => {
    const response = await t.request({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(ZReadinessSchema.parse(response.json())).toEqual(READY);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming the migrations when the newest one is not applied', async () => {
    const [newest] = await t.ctx.database.query<{ id: number; hash: string; created_at: string }>(
      'SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
    );
    await t.ctx.database.query('DELETE FROM drizzle.__drizzle_migrations WHERE id = $1', [newest!.id]);
    try {
      const response = await t.request({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not_ready', database: 'ok', migrations: 'pending' });
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await t.ctx.database.query('INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES ($1, $2, $3)', [newest!.id, newest!.hash, newest!.created_at]);
    }
    expect((await t.request({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503 naming the database when it fails, without the error or a stack', async () => {
    const query = vi.spyOn(t.ctx.database, 'query').mockRejectedValue(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2'));
    try {
      const response = await t.request({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not_ready', database: 'unreachable', migrations: 'unknown' });
      expect(response.body).not.toMatch(/ECONNREFUSED|hunter2|at /);
    } finally {
      query.mockRestore();
    }
  });

  it('answers 503 when the database does not answer within the time limit', async () => {
    const query = vi.spyOn(t.ctx.database, 'query').mockReturnValue(new Promise(() => {}));
    try {
      const started = Date.now();
      const response = await t.request({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ database: 'unreachable' });
      expect(Date.now() - started).toBeLessThan(READINESS_TIMEOUT_MS + 1000);
    } finally {
      query.mockRestore();
    }
  });
});

describe('health endpoints for load balancers', () => {
  it('need no session, ignore a stale cookie and are never rate limited', async () => {
    for (let probe = 0; probe < 60; probe++) {
      const url = probe % 2 ? '/healthz' : '/readyz';
      const response = await t.request({ method: 'GET', url, cookie: 'sid=stale-session-token' });
      expect(response.statusCode, `${url} probe ${probe}`).toBe(200);
    }
  });

  it('answer HEAD too', async () => {
    expect((await t.request({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.request({ method: 'HEAD', url: '/readyz' })).statusCode).toBe(200);
  });

  it('answer JSON where the built web app answers its HTML for every other path', async () => {
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'reputation-ai-web-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Reputation AI</title>');
    const app = await buildApp(t.ctx, { webDistDir: distDir });
    try {
      expect((await app.inject({ method: 'GET', url: '/some-screen' })).headers['content-type']).toMatch(/^text\/html/);
      for (const url of ['/healthz', '/readyz']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.body).not.toContain('<!doctype');
      }
    } finally {
      await app.close();
      rmSync(distDir, { recursive: true, force: true });
    }
  });
});
