import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessionCookieOf, uniqueEmail, useTestApp } from '@server/test/test-app';

const PASSWORD = 'correct horse battery';
const DAY_S = 24 * 60 * 60;

const setCookieOf = (response: LightMyRequestResponse): string => {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const sid = all.find((value) => value.startsWith('sid='));
  if (!sid) throw new Error(`No sid Set-Cookie in answer ${response.statusCode}`);
  return sid;
};

/** A password hash in any form must never leave the server. */
const expectNoPasswordHash = (response: LightMyRequestResponse) => {
  expect(response.body).not.toMatch(/passwordHash|password_hash|\$argon2/i);
};

describe('auth API', () => {
  const t = useTestApp();

  const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: '/api/auth/register', payload, headers });
  const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: '/api/auth/login', payload, headers });
  const me = (cookie?: string) => t.request({ method: 'GET', url: '/api/auth/me', cookie });

  describe('POST /api/auth/register', () => {
    it('creates the account, answers 201 with the user and signs in', async () => {
      const email = uniqueEmail();
      const response = await register({ email, password: PASSWORD, fullName: 'Ada Lovelace' });
      expect(response.statusCode).toBe(201);
      expect(response.json().user).toMatchObject({ email, fullName: 'Ada Lovelace', hasPassword: true });
      expectNoPasswordHash(response);

      const current = await me(sessionCookieOf(response));
      expect(current.statusCode).toBe(200);
      expect(current.json().user.email).toBe(email);
      expect(current.json().user.id).toBe(response.json().user.id);
    });

    it('stores the email trimmed and lowercased', async () => {
      const response = await register({ email: '  Mixed.Case@Example.COM ', password: PASSWORD });
      expect(response.statusCode).toBe(201);
      expect(response.json().user.email).toBe('mixed.case@example.com');
    });

    it('answers 409 for an email that is already registered, whatever its case', async () => {
      const email = uniqueEmail();
      expect((await register({ email, password: PASSWORD })).statusCode).toBe(201);

      const again = await register({ email, password: 'another password' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/already exists/i);
      expect(again.cookies.find((c) => c.name === 'sid')).toBeUndefined();

      const upper = await register({ email: email.toUpperCase(), password: 'another password' });
      expect(upper.statusCode).toBe(409);

      const [row] = await t.ctx.database.query<{ count: number }>(`SELECT count(*)::int AS count FROM users`);
      expect(row!.count).toBe(1);
    });

    it('answers 400 naming the email field for a bad email', async () => {
      const response = await register({ email: 'not-an-email', password: PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.email).toBe('Invalid email address');
      expect(response.json().message).toMatch(/email/);
    });

    it('answers 400 naming the password field for a password under 8 characters', async () => {
      const response = await register({ email: uniqueEmail(), password: 'short12' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.password).toBe('Password must be at least 8 characters');
      const [row] = await t.ctx.database.query<{ count: number }>(`SELECT count(*)::int AS count FROM users`);
      expect(row!.count).toBe(0);
    });

    it('accepts exactly 8 characters', async () => {
      expect((await register({ email: uniqueEmail(), password: '12345678' })).statusCode).toBe(201);
    });

    it('answers 400 when email or password is missing', async () => {
      const noPassword = await register({ email: uniqueEmail() });
      expect(noPassword.statusCode).toBe(400);
      expect(noPassword.json().fields).toHaveProperty('password');
      const noEmail = await register({ password: PASSWORD });
      expect(noEmail.statusCode).toBe(400);
      expect(noEmail.json().fields).toHaveProperty('email');
    });

    it('stores the password hashed with argon2id, never in clear', async () => {
      const email = uniqueEmail();
      await register({ email, password: PASSWORD });
      const [row] = await t.ctx.database.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE email = $1`, [email]);
      expect(row!.password_hash).toMatch(/^\$argon2id\$/);
      expect(row!.password_hash).not.toContain(PASSWORD);
    });

    it('stores the session token hashed, not the cookie value', async () => {
      const response = await register({ email: uniqueEmail(), password: PASSWORD });
      const token = response.cookies.find((c) => c.name === 'sid')!.value;
      const rows = await t.ctx.database.query<{ token_hash: string }>(`SELECT token_hash FROM sessions`);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).not.toBe(token);
      expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe('the user object', () => {
    it('has the spec fields with plan free, status active and no password hash', async () => {
      const { cookie, email } = await t.signUp();
      const response = await me(cookie);
      expect(response.statusCode).toBe(200);
      const user = response.json().user;
      expect(Object.keys(user).sort()).toEqual(
        ['email', 'fullName', 'hasPassword', 'id', 'phone', 'subscriptionPlan', 'subscriptionStatus'].sort(),
      );
      expect(user).toEqual({
        id: expect.any(String),
        email,
        fullName: null,
        phone: null,
        subscriptionPlan: 'free',
        subscriptionStatus: 'active',
        hasPassword: true,
      });
      expect(user).not.toHaveProperty('oauthProvider');
    });

    it('never contains the password hash in register, login, me or profile answers', async () => {
      const email = uniqueEmail();
      const responses = [await register({ email, password: PASSWORD })];
      responses.push(await login({ email, password: PASSWORD }));
      const cookie = sessionCookieOf(responses[1]!);
      responses.push(await me(cookie));
      responses.push(await t.request({ method: 'GET', url: '/api/profile', cookie }));
      responses.push(await t.request({ method: 'PATCH', url: '/api/profile', cookie, payload: { fullName: 'Grace Hopper' } }));
      for (const response of responses) {
        expect(response.statusCode).toBeLessThan(300);
        expectNoPasswordHash(response);
      }
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with the right password and answers the user', async () => {
      const { email, userId } = await t.signUp();
      const response = await login({ email, password: 'correct horse battery' });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ id: userId, email, hasPassword: true });
      expect((await me(sessionCookieOf(response))).statusCode).toBe(200);
    });

    it('accepts the email in another case', async () => {
      const { email } = await t.signUp();
      const response = await login({ email: email.toUpperCase(), password: PASSWORD });
      expect(response.statusCode).toBe(200);
    });

    it('with rememberMe sets a persistent HttpOnly, SameSite=Lax cookie of 30 days', async () => {
      const { email } = await t.signUp();
      const response = await login({ email, password: PASSWORD, rememberMe: true });
      expect(response.statusCode).toBe(200);
      const header = setCookieOf(response);
      expect(header).toMatch(/;\s*HttpOnly/i);
      expect(header).toMatch(/;\s*SameSite=Lax/i);
      expect(header).toMatch(/;\s*Path=\//i);
      // Plain http here: Secure would stop the browser from storing it.
      expect(header).not.toMatch(/;\s*Secure/i);
      const maxAge = Number(/Max-Age=(\d+)/i.exec(header)?.[1]);
      expect(maxAge).toBeGreaterThan(30 * DAY_S - 60);
      expect(maxAge).toBeLessThanOrEqual(30 * DAY_S);

      const [session] = await t.ctx.database.query<{ persistent: boolean; expires_at: Date }>(
        `SELECT persistent, expires_at FROM sessions ORDER BY created_at DESC LIMIT 1`,
      );
      expect(session!.persistent).toBe(true);
      const days = (new Date(session!.expires_at).getTime() - Date.now()) / 1000 / DAY_S;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
    });

    it('without rememberMe sets a browser-session cookie (no Max-Age, no Expires)', async () => {
      const { email } = await t.signUp();
      for (const payload of [
        { email, password: PASSWORD, rememberMe: false },
        { email, password: PASSWORD },
      ]) {
        const response = await login(payload);
        expect(response.statusCode).toBe(200);
        const header = setCookieOf(response);
        expect(header).not.toMatch(/Max-Age/i);
        expect(header).not.toMatch(/Expires/i);
        expect(header).toMatch(/;\s*HttpOnly/i);
        expect(header).toMatch(/;\s*SameSite=Lax/i);
      }
      // The server still ends such a session, after a week.
      const [session] = await t.ctx.database.query<{ persistent: boolean; expires_at: Date }>(
        `SELECT persistent, expires_at FROM sessions ORDER BY created_at DESC LIMIT 1`,
      );
      expect(session!.persistent).toBe(false);
      const days = (new Date(session!.expires_at).getTime() - Date.now()) / 1000 / DAY_S;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);
    });

    it('answers an unknown email and a wrong password alike, without a cookie', async () => {
      const { email } = await t.signUp();
      const wrongPassword = await login({ email, password: 'wrong password!' });
      const unknownEmail = await login({ email: uniqueEmail('nobody'), password: 'wrong password!' });
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
      expect(unknownEmail.body).toBe(wrongPassword.body);
      expect(wrongPassword.json()).toEqual({ message: 'Invalid email or password' });
      expect(wrongPassword.headers['set-cookie']).toBeUndefined();
      expect(unknownEmail.headers['set-cookie']).toBeUndefined();
    });

    it('refuses an account without a password (OAuth only) like a wrong password', async () => {
      const { email, userId } = await t.signUp();
      await t.ctx.database.query(`UPDATE users SET password_hash = NULL WHERE id = $1`, [userId]);
      const response = await login({ email, password: PASSWORD });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid email or password' });
    });

    it('answers 400 for an empty body', async () => {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
      expect(response.json().message.length).toBeGreaterThan(0);
    });

    it('answers 400 naming the fields for an empty object', async () => {
      const response = await login({});
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields).sort()).toEqual(['email', 'password']);
    });

    it('answers 400 for a rememberMe that is not a boolean', async () => {
      const { email } = await t.signUp();
      const response = await login({ email, password: PASSWORD, rememberMe: 'yes' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('rememberMe');
    });
  });

  describe('GET /api/auth/me', () => {
    it('answers 401 with a message without a cookie', async () => {
      const response = await me();
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String) });
    });

    it('answers 401 with a garbage cookie', async () => {
      expect((await me('sid=garbage')).statusCode).toBe(401);
      expect((await me(`sid=${'A'.repeat(43)}`)).statusCode).toBe(401);
      expect((await me('sid=')).statusCode).toBe(401);
    });

    it('answers 401 for an expired session', async () => {
      const { cookie } = await t.signUp();
      await t.ctx.database.query(`UPDATE sessions SET expires_at = now() - interval '1 minute'`);
      expect((await me(cookie)).statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('revokes the session server-side and clears the cookie', async () => {
      const { cookie } = await t.signUp();
      expect((await me(cookie)).statusCode).toBe(200);

      const response = await t.request({ method: 'POST', url: '/api/auth/logout', cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      const cleared = setCookieOf(response);
      expect(cleared).toMatch(/^sid=;/);
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/i);

      // Replaying the old cookie (as a stolen copy would) no longer works.
      expect((await me(cookie)).statusCode).toBe(401);
      const rows = await t.ctx.database.query(`SELECT id FROM sessions`);
      expect(rows).toHaveLength(0);
    });

    it('revokes only the session that logs out', async () => {
      const { cookie, email } = await t.signUp();
      const other = sessionCookieOf(await login({ email, password: PASSWORD }));
      await t.request({ method: 'POST', url: '/api/auth/logout', cookie });
      expect((await me(cookie)).statusCode).toBe(401);
      expect((await me(other)).statusCode).toBe(200);
    });

    it('answers ok without a session', async () => {
      const response = await t.request({ method: 'POST', url: '/api/auth/logout' });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('HTTP behaviour', () => {
    it('answers malformed JSON with 400 and a message', async () => {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "a@example.com", "password": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message: 'Malformed JSON in request body' });
    });

    it('refuses a prototype-poisoning body with 400', async () => {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":"a@example.com","password":"x","__proto__":{"admin":true}}',
      });
      expect(response.statusCode).toBe(400);
    });

    it('answers an unknown /api path with 404 JSON {message}', async () => {
      for (const [method, url] of [
        ['GET', '/api/does-not-exist'],
        ['POST', '/api/nothing/here'],
        ['GET', '/api'],
      ] as const) {
        const response = await t.request({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type']).toMatch(/application\/json/);
        expect(Object.keys(response.json())).toEqual(['message']);
        expect(response.json().message).toEqual(expect.any(String));
      }
    });

    it('sets the security headers', async () => {
      for (const response of [await me(), await t.request({ method: 'GET', url: '/api/health' })]) {
        const csp = String(response.headers['content-security-policy']);
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("object-src 'none'");
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        const framing = response.headers['x-frame-options'] !== undefined || /frame-ancestors 'none'/.test(csp);
        expect(framing).toBe(true);
        expect(response.headers['referrer-policy']).toBeDefined();
        expect(response.headers['x-powered-by']).toBeUndefined();
      }
    });

    it('does not send HSTS over plain http', async () => {
      const response = await t.request({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });
  });

  describe('Origin check on state-changing requests', () => {
    it('refuses a POST from another origin with 403 and does not act on it', async () => {
      const email = uniqueEmail();
      const response = await register({ email, password: PASSWORD }, { origin: 'https://evil.example' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toEqual(expect.any(String));
      const rows = await t.ctx.database.query(`SELECT id FROM users`);
      expect(rows).toHaveLength(0);
    });

    it('refuses a signed-in cross-site logout and settings PATCH', async () => {
      const { cookie } = await t.signUp();
      const headers = { origin: 'https://evil.example' };
      expect((await t.request({ method: 'POST', url: '/api/auth/logout', cookie, headers })).statusCode).toBe(403);
      expect((await me(cookie)).statusCode).toBe(200);
      const patch = await t.request({ method: 'PATCH', url: '/api/settings', cookie, headers, payload: { defaultTone: 'casual' } });
      expect(patch.statusCode).toBe(403);
      const settings = await t.request({ method: 'GET', url: '/api/settings', cookie });
      expect(settings.json().defaultTone).toBe('friendly');
    });

    it('refuses Origin: null and a look-alike origin', async () => {
      for (const origin of ['null', 'http://localhost:5000.evil.example', 'https://localhost:5000', 'http://localhost:5001']) {
        const response = await login({ email: uniqueEmail(), password: PASSWORD }, { origin });
        expect(response.statusCode, origin).toBe(403);
      }
    });

    it('refuses a cross-site request that carries no Origin but Sec-Fetch-Site: cross-site', async () => {
      const response = await login({ email: uniqueEmail(), password: PASSWORD }, { 'sec-fetch-site': 'cross-site' });
      expect(response.statusCode).toBe(403);
    });

    it("allows the app's own origin", async () => {
      const response = await register({ email: uniqueEmail(), password: PASSWORD }, { origin: 'http://localhost:5000' });
      expect(response.statusCode).toBe(201);
    });

    it('allows a request without Origin (non-browser client)', async () => {
      const response = await register({ email: uniqueEmail(), password: PASSWORD });
      expect(response.statusCode).toBe(201);
    });

    it('does not check safe methods', async () => {
      const { cookie } = await t.signUp();
      const response = await t.request({ method: 'GET', url: '/api/auth/me', cookie, headers: { origin: 'https://evil.example' } });
      expect(response.statusCode).toBe(200);
    });
  });
});

describe('auth rate limit per email', () => {
  const t = useTestApp({ AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_IP: '100' });

  it('answers the 4th login attempt for one email with 429, Retry-After and a message', async () => {
    const email = uniqueEmail();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong password' } });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const limited = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong password' } });
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(limited.json().message).toMatch(/too many attempts/i);

    const rows = await t.ctx.database.query<{ key: string; count: number }>(`SELECT key, count FROM rate_limits WHERE key LIKE '%email%'`);
    expect(rows).toEqual([{ key: `login:email:${email}`, count: 4 }]);
  });

  it('limits even the right password once over, and counts the email whatever its case or IP', async () => {
    const { email } = await t.signUp();
    for (const [index, variant] of [email, email.toUpperCase(), ` ${email} `].entries()) {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: variant, password: 'wrong password' },
        remoteAddress: `10.0.0.${index + 1}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const limited = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'correct horse battery' },
      remoteAddress: '10.0.0.9',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['set-cookie']).toBeUndefined();
  });

  it('does not limit another email', async () => {
    const email = uniqueEmail();
    for (let attempt = 0; attempt < 4; attempt++) {
      await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong password' } });
    }
    const other = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail(), password: 'x' } });
    expect(other.statusCode).toBe(401);
  });

  it('limits sign-up per email too', async () => {
    const email = uniqueEmail();
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await t.request({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'correct horse battery' } })).statusCode);
    }
    expect(statuses).toEqual([201, 409, 409, 429]);
  });

  it('starts a new window once the old one has passed', async () => {
    const email = uniqueEmail();
    for (let attempt = 0; attempt < 4; attempt++) {
      await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong password' } });
    }
    await t.ctx.database.query(`UPDATE rate_limits SET window_start = now() - interval '16 minutes'`);
    const response = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong password' } });
    expect(response.statusCode).toBe(401);
    const [row] = await t.ctx.database.query<{ count: number }>(`SELECT count FROM rate_limits WHERE key = $1`, [`login:email:${email}`]);
    expect(row!.count).toBe(1);
  });
});

describe('auth rate limit per IP', () => {
  const t = useTestApp({ AUTH_RATE_LIMIT_PER_IP: '3', AUTH_RATE_LIMIT_PER_EMAIL: '100' });

  const attempt = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail(), password: 'wrong password' }, remoteAddress, headers });

  it('answers the 4th attempt from one IP with 429 whatever the emails, and keeps the count in rate_limits', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('203.0.113.7')).statusCode).toBe(401);
    const limited = await attempt('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/too many attempts/i);

    const rows = await t.ctx.database.query<{ key: string; count: number }>(`SELECT key, count FROM rate_limits WHERE key LIKE '%:ip:%'`);
    expect(rows).toEqual([{ key: 'login:ip:203.0.113.7', count: 4 }]);

    // Another address is not affected.
    expect((await attempt('203.0.113.8')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await attempt('203.0.113.9', { 'x-forwarded-for': `198.51.100.${i}` })).statusCode).toBe(401);
    }
    expect((await attempt('203.0.113.9', { 'x-forwarded-for': '198.51.100.99' })).statusCode).toBe(429);
  });

  it('limits sign-up per IP', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: uniqueEmail(), password: 'correct horse battery' },
        remoteAddress: '203.0.113.20',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const [row] = await t.ctx.database.query<{ count: number }>(`SELECT count(*)::int AS count FROM users`);
    expect(row!.count).toBe(3);
  });
});

describe('auth behind HTTPS', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://reviews.example.com' });

  it('marks the session cookie Secure and sends HSTS', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: 'correct horse battery' },
      headers: { origin: 'https://reviews.example.com' },
    });
    expect(response.statusCode).toBe(201);
    expect(setCookieOf(response)).toMatch(/;\s*Secure/i);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('refuses the plain-http origin of the same host', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail(), password: 'whatever pass' },
      headers: { origin: 'http://reviews.example.com' },
    });
    expect(response.statusCode).toBe(403);
  });
});
