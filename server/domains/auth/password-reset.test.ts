import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import da from '@common/i18n/locales/da/mail.json';
import en from '@common/i18n/locales/en/mail.json';
import { sessionCookieOf, uniqueEmail, useTestApp } from '@server/test/test-app';

const OLD_PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new secret';

type OutboxRow = { to: string; subject: string; text: string; html: string | null; transport: string };

/** Undoes quoted-printable soft breaks and escapes, enough to find a link in an .eml file. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('password reset API', () => {
  const t = useTestApp();

  const forgot = (email: string) => t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (token: string, password = NEW_PASSWORD) =>
    t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
  const login = (email: string, password: string) =>
    t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const outbox = () => t.ctx.database.query<OutboxRow>(`SELECT "to", subject, text, html, transport FROM outbox_emails ORDER BY created_at`);

  /** Asks for a reset link for the address and returns the token from the email's link. */
  async function requestToken(email: string) {
    expect((await forgot(email)).statusCode).toBe(200);
    const emails = (await outbox()).filter((row) => row.to === email);
    expect(emails.length).toBeGreaterThan(0);
    const match = /http:\/\/localhost:5000\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(emails.at(-1)!.text);
    expect(match).not.toBeNull();
    return decodeURIComponent(match![1]!);
  }

  describe('POST /api/auth/forgot-password', () => {
    it('answers the same for a known and an unknown address', async () => {
      const { email } = await t.signUp();
      const known = await forgot(email);
      const unknown = await forgot(uniqueEmail('nobody'));
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual({ ok: true });
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
    });

    it('sends no email for an unknown address', async () => {
      await forgot(uniqueEmail('nobody'));
      expect(await outbox()).toEqual([]);
      const rows = await t.ctx.database.query(`SELECT id FROM password_reset_tokens`);
      expect(rows).toHaveLength(0);
    });

    it('sends a reset email with a single-use link to a known address (case-insensitive)', async () => {
      const { email } = await t.signUp();
      expect((await forgot(email.toUpperCase())).statusCode).toBe(200);
      const emails = await outbox();
      expect(emails).toHaveLength(1);
      const message = emails[0]!;
      expect(message.to).toBe(email);
      expect(message.transport).toBe('outbox');
      expect(message.subject).toBe(en.passwordReset.subject);
      expect(message.text).toContain(en.passwordReset.intro);
      expect(message.text).toMatch(/http:\/\/localhost:5000\/reset-password\?token=[A-Za-z0-9_-]{40,}/);
      expect(message.html).toContain('http://localhost:5000/reset-password?token=');
    });

    it('writes the email as an .eml file in DATA_DIR/outbox', async () => {
      const { email } = await t.signUp();
      const token = await requestToken(email);
      const dir = path.join(t.ctx.config.dataDir, 'outbox');
      const files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
      const contents = files.map((name) => decodeQuotedPrintable(readFileSync(path.join(dir, name), 'utf8')));
      const mine = contents.find((content) => content.includes(`reset-password?token=${token}`));
      expect(mine).toBeDefined();
      expect(mine).toMatch(new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}`, 'm'));
      expect(mine).toMatch(/^Subject: Reset your Reputation AI password/m);
    });

    it('stores only a hash of the token, expiring in one hour', async () => {
      const { email, userId } = await t.signUp();
      const token = await requestToken(email);
      const rows = await t.ctx.database.query<{ user_id: string; token_hash: string; expires_at: Date; used_at: Date | null }>(
        `SELECT user_id, token_hash, expires_at, used_at FROM password_reset_tokens`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.user_id).toBe(userId);
      expect(rows[0]!.token_hash).not.toContain(token);
      expect(rows[0]!.used_at).toBeNull();
      const minutes = (new Date(rows[0]!.expires_at).getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(59);
      expect(minutes).toBeLessThanOrEqual(60);
    });

    it("writes the email in the account's interface language", async () => {
      const email = uniqueEmail();
      const registered = await t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password: OLD_PASSWORD, uiLanguage: 'da' },
      });
      expect(registered.statusCode).toBe(201);
      await forgot(email);
      const [message] = await outbox();
      expect(message!.subject).toBe(da.passwordReset.subject);
      expect(message!.subject).not.toBe(en.passwordReset.subject);
      expect(message!.text).toContain(da.passwordReset.intro);
      expect(message!.text).toContain(`${da.passwordReset.action}: http://localhost:5000/reset-password?token=`);
    });

    it('follows a later change of the interface language in settings', async () => {
      const { email, cookie } = await t.signUp();
      const patched = await t.request({ method: 'PATCH', url: '/api/settings', cookie, payload: { uiLanguage: 'da' } });
      expect(patched.statusCode).toBe(200);
      await forgot(email);
      const [message] = await outbox();
      expect(message!.subject).toBe(da.passwordReset.subject);
    });

    it('answers 400 for a bad email', async () => {
      const response = await forgot('not an email');
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.email).toBe('Invalid email address');
    });

    it('needs no session', async () => {
      const { email } = await t.signUp();
      const response = await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('POST /api/auth/reset-password', () => {
    it('sets the new password: login works with the new one and fails with the old one', async () => {
      const { email } = await t.signUp();
      const token = await requestToken(email);
      const response = await reset(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });

      expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await login(email, OLD_PASSWORD)).statusCode).toBe(401);
    });

    it('signs the account out everywhere', async () => {
      const { email, cookie } = await t.signUp();
      const second = sessionCookieOf(await login(email, OLD_PASSWORD));
      const token = await requestToken(email);
      expect((await reset(token)).statusCode).toBe(200);
      for (const old of [cookie, second]) {
        expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie: old })).statusCode).toBe(401);
      }
    });

    it('leaves other accounts signed in', async () => {
      const { email } = await t.signUp();
      const other = await t.signUp();
      const token = await requestToken(email);
      expect((await reset(token)).statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie: other.cookie })).statusCode).toBe(200);
      expect((await login(other.email, OLD_PASSWORD)).statusCode).toBe(200);
    });

    it('uses a token only once', async () => {
      const { email } = await t.signUp();
      const token = await requestToken(email);
      expect((await reset(token)).statusCode).toBe(200);
      const again = await reset(token, 'yet another secret');
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toMatch(/invalid or has expired/i);
      // The second use changed nothing.
      expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await login(email, 'yet another secret')).statusCode).toBe(401);
    });

    it('refuses an expired token', async () => {
      const { email } = await t.signUp();
      const token = await requestToken(email);
      await t.ctx.database.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'`);
      const response = await reset(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/invalid or has expired/i);
      expect(response.json().fields).toHaveProperty('token');
      expect((await login(email, OLD_PASSWORD)).statusCode).toBe(200);
      expect((await login(email, NEW_PASSWORD)).statusCode).toBe(401);
    });

    it('refuses a bad token', async () => {
      const { email } = await t.signUp();
      await requestToken(email);
      for (const token of ['not-a-token', 'A'.repeat(43)]) {
        const response = await reset(token);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toEqual(expect.any(String));
      }
      expect((await login(email, OLD_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a missing token or a short password with 400 naming the field', async () => {
      const { email } = await t.signUp();
      const token = await requestToken(email);
      const short = await reset(token, 'short');
      expect(short.statusCode).toBe(400);
      expect(short.json().fields.password).toBe('Password must be at least 8 characters');
      // The token was not used up by the refused request.
      expect((await reset(token)).statusCode).toBe(200);

      const missing = await t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { password: NEW_PASSWORD } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toHaveProperty('token');
    });

    it("a token resets only its own account's password", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const token = await requestToken(a.email);
      expect((await reset(token)).statusCode).toBe(200);
      expect((await login(b.email, OLD_PASSWORD)).statusCode).toBe(200);
      expect((await login(b.email, NEW_PASSWORD)).statusCode).toBe(401);
    });

    it('lets an account without a password (OAuth only) set one', async () => {
      const { email, userId } = await t.signUp();
      await t.ctx.database.query(`UPDATE users SET password_hash = NULL WHERE id = $1`, [userId]);
      const token = await requestToken(email);
      expect((await reset(token)).statusCode).toBe(200);
      const response = await login(email, NEW_PASSWORD);
      expect(response.statusCode).toBe(200);
      expect(response.json().user.hasPassword).toBe(true);
    });
  });
});
