import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import { uniqueEmail, useTestApp } from '@server/test/test-app';
import { REDACTED, redactUrl, requestLoggerOptions } from './request-logging';

const t = useTestApp();

const SECRETS = {
  password: 'Pa55word-that-must-not-leak',
  wrongPassword: 'Wrong-pa55word-that-must-not-leak',
  bearer: 'bearer-token-that-must-not-leak',
  resetToken: 'reset-token-that-must-not-leak',
  verifyToken: 'verify-token-that-must-not-leak',
  oauthCode: 'oauth-code-that-must-not-leak',
  oauthState: 'oauth-state-that-must-not-leak',
  accessToken: 'access-token-that-must-not-leak',
  queryParameter: 'query-parameter-that-must-not-leak',
  apiKey: 'api-key-that-must-not-leak',
};

type LogLine = Record<string, unknown> & { msg?: string; req?: Record<string, unknown>; res?: Record<string, unknown>; responseTime?: unknown };

describe('request logs', () => {
  let app: FastifyInstance;
  let raw = '';
  let sessionToken = '';

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        raw += chunk.toString();
        done();
      },
    });
    app = await buildApp(t.ctx, { logger: requestLoggerOptions({ level: 'info', stream }), webDistDir: path.join(os.tmpdir(), 'no-web-build') });
    app.get('/api/test/failing-query', async () => {
      throw new DrizzleQueryError('select * from users where api_key = $1', [SECRETS.queryParameter], new Error('connection reset'));
    });
    // A route that logs what it received of its own accord: the redaction paths still apply.
    app.post('/api/test/log-what-came', async (request) => {
      request.log.info({ headers: request.headers, body: request.body }, 'what came');
      return { ok: true };
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  const lines = () =>
    raw
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as LogLine);

  it('log every request as JSON with method, URL, status and response time, and no credential', async () => {
    const email = uniqueEmail();
    const requests = [
      { method: 'POST' as const, url: '/api/auth/register', payload: { email, password: SECRETS.password } },
      { method: 'POST' as const, url: '/api/auth/login', payload: { email, password: SECRETS.wrongPassword } },
      { method: 'POST' as const, url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: `{"email":"${email}","password":"${SECRETS.password}"` },
      { method: 'GET' as const, url: `/reset-password?token=${SECRETS.resetToken}&lang=da` },
      { method: 'GET' as const, url: `/verify-email?lang=da&token=${SECRETS.verifyToken}` },
      { method: 'GET' as const, url: `/api/oauth/google/callback?code=${SECRETS.oauthCode}&state=${SECRETS.oauthState}&scope=openid` },
      { method: 'GET' as const, url: `/api/platforms?access_token=${SECRETS.accessToken}&API_KEY=${SECRETS.apiKey}` },
      { method: 'GET' as const, url: '/api/test/failing-query' },
    ];
    const statuses: number[] = [];
    for (const request of requests) {
      const response = await app.inject(request);
      statuses.push(response.statusCode);
      const session = response.cookies.find((cookie) => cookie.name === 'sid');
      if (session) sessionToken = session.value;
    }
    expect(sessionToken).not.toBe('');
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `sid=${sessionToken}`, authorization: `Bearer ${SECRETS.bearer}` } });
    expect(me.statusCode).toBe(200);
    statuses.push(me.statusCode);
    expect(statuses).toEqual([201, 401, 400, 404, 404, 302, 401, 500, 200]);

    const completed = lines().filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(requests.length + 1);
    for (const line of completed) {
      expect(line.res).toEqual({ method: expect.any(String), url: expect.stringMatching(/^\//), statusCode: expect.any(Number) });
      expect(line.responseTime).toEqual(expect.any(Number));
    }
    expect(completed.map((line) => line.res!.statusCode)).toEqual(statuses);
    const urls = completed.map((line) => line.res!.url);
    expect(urls).toContain(`/reset-password?token=${REDACTED}&lang=da`);
    expect(urls).toContain(`/api/oauth/google/callback?code=${REDACTED}&state=${REDACTED}&scope=openid`);

    const incoming = lines().filter((line) => line.msg === 'incoming request');
    expect(incoming).toHaveLength(requests.length + 1);
    for (const line of incoming) expect(Object.keys(line.req!).sort()).toEqual(['method', 'remoteAddress', 'url']);

    const failed = lines().find((line) => line.msg === 'request failed');
    expect(failed?.err).toMatchObject({ type: 'Error', message: 'Failed query: select * from users where api_key = $1', cause: { message: 'connection reset' } });

    for (const secret of [...Object.values(SECRETS), sessionToken, encodeURIComponent(sessionToken)]) expect(raw).not.toContain(secret);
  });

  it('redact headers and passwords that a route logs of its own accord', async () => {
    raw = '';
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/log-what-came',
      headers: { cookie: `sid=${sessionToken}`, authorization: `Bearer ${SECRETS.bearer}` },
      payload: { email: 'owner@example.com', password: SECRETS.password, token: SECRETS.resetToken },
    });
    expect(response.statusCode).toBe(200);
    const logged = lines().find((line) => line.msg === 'what came')!;
    expect(logged.headers).toMatchObject({ cookie: REDACTED, authorization: REDACTED });
    expect(logged.body).toEqual({ email: 'owner@example.com', password: REDACTED, token: REDACTED });
    for (const secret of [SECRETS.bearer, SECRETS.password, SECRETS.resetToken, sessionToken]) expect(raw).not.toContain(secret);
  });
});

describe('health probes', () => {
  it('log only their failures', async () => {
    let raw = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        raw += chunk.toString();
        done();
      },
    });
    const app = await buildApp(t.ctx, { logger: requestLoggerOptions({ level: 'info', stream }), webDistDir: path.join(os.tmpdir(), 'no-web-build') });
    try {
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      expect(raw).toBe('');
      const query = vi.spyOn(t.ctx.database, 'query').mockRejectedValue(new Error('connection refused'));
      try {
        expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
      } finally {
        query.mockRestore();
      }
      const lines = raw.trim().split('\n').map((line) => JSON.parse(line) as LogLine);
      expect(lines).toEqual([expect.objectContaining({ level: 40, msg: 'readiness: database check failed', err: expect.objectContaining({ message: 'connection refused' }) })]);
    } finally {
      await app.close();
    }
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/reviews/pending?page=2&pageSize=25', '/api/reviews/pending?page=2&pageSize=25'],
    ['/reset-password?token=abc', `/reset-password?token=${REDACTED}`],
    ['/x?inviteToken=abc&id_token=def&client_secret=ghi&password=jkl', `/x?inviteToken=${REDACTED}&id_token=${REDACTED}&client_secret=${REDACTED}&password=${REDACTED}`],
    ['/x?to%6Ben=abc&flag', `/x?to%6Ben=${REDACTED}&flag`],
    ['/healthz', '/healthz'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
