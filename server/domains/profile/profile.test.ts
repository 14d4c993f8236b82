import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oauthAccounts } from '@server/db/schema';
import { sessionCookieOf, uniqueEmail, useTestApp } from '@server/test/test-app';

const PASSWORD = 'correct horse battery';
const UNLINK_REFUSED = 'Set a password first before unlinking your OAuth account to prevent being locked out.';

describe('profile API', () => {
  const t = useTestApp();

  const getProfile = (cookie?: string) => t.request({ method: 'GET', url: '/api/profile', cookie });
  const patchProfile = (cookie: string | undefined, payload: Record<string, unknown>) =>
    t.request({ method: 'PATCH', url: '/api/profile', cookie, payload });
  const changePassword = (cookie: string | undefined, payload: Record<string, unknown>) =>
    t.request({ method: 'PATCH', url: '/api/profile/password', cookie, payload });
  const unlink = (cookie?: string) => t.request({ method: 'POST', url: '/api/profile/unlink-oauth', cookie });
  const me = (cookie: string) => t.request({ method: 'GET', url: '/api/auth/me', cookie });
  const login = (email: string, password: string) =>
    t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  const linkGoogle = (userId: string, subject = `google-${userId}`) =>
    t.ctx.database.db.insert(oauthAccounts).values({ userId, provider: 'google', providerUserId: subject, email: 'linked@gmail.com' });

  describe('without a session', () => {
    it('answers 401 on every profile endpoint', async () => {
      expect((await getProfile()).statusCode).toBe(401);
      expect((await patchProfile(undefined, { fullName: 'Someone' })).statusCode).toBe(401);
      expect((await changePassword(undefined, { currentPassword: PASSWORD, newPassword: 'new password 1' })).statusCode).toBe(401);
      const response = await unlink();
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String) });
    });

    it('answers 401 after logout', async () => {
      const { cookie } = await t.signUp();
      await t.request({ method: 'POST', url: '/api/auth/logout', cookie });
      expect((await getProfile(cookie)).statusCode).toBe(401);
    });
  });

  describe('GET /api/profile', () => {
    it('answers the user with fullName, email and phone', async () => {
      const { cookie, email, userId } = await t.signUp();
      const response = await getProfile(cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ id: userId, email, fullName: null, phone: null, hasPassword: true });
    });
  });

  describe('PATCH /api/profile', () => {
    it('saves fullName, email and phone and shows them everywhere', async () => {
      const { cookie, userId } = await t.signUp();
      const email = uniqueEmail('renamed');
      const response = await patchProfile(cookie, { fullName: '  Karen Blixen ', email, phone: '+45 12 34 56 78' });
      expect(response.statusCode).toBe(200);
      const expected = { id: userId, fullName: 'Karen Blixen', email, phone: '+45 12 34 56 78' };
      expect(response.json().user).toMatchObject(expected);
      expect((await getProfile(cookie)).json().user).toMatchObject(expected);
      expect((await me(cookie)).json().user).toMatchObject(expected);
    });

    it('changes the sign-in email: the new one logs in, the old one no longer does', async () => {
      const { cookie, email: oldEmail } = await t.signUp();
      const newEmail = uniqueEmail('moved');
      expect((await patchProfile(cookie, { email: newEmail.toUpperCase() })).json().user.email).toBe(newEmail);
      expect((await login(newEmail, PASSWORD)).statusCode).toBe(200);
      expect((await login(oldEmail, PASSWORD)).statusCode).toBe(401);
    });

    it('leaves fields that are not sent unchanged', async () => {
      const { cookie, email } = await t.signUp();
      await patchProfile(cookie, { fullName: 'Karen Blixen', phone: '12345678' });
      const response = await patchProfile(cookie, { phone: '87654321' });
      expect(response.json().user).toMatchObject({ fullName: 'Karen Blixen', email, phone: '87654321' });
    });

    it('refuses a fullName under 2 characters with 400 naming fullName, and saves nothing', async () => {
      const { cookie } = await t.signUp();
      await patchProfile(cookie, { fullName: 'Karen Blixen' });
      const response = await patchProfile(cookie, { fullName: 'K', phone: '11111111' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ fullName: 'Name must be at least 2 characters' });
      expect(response.json().message).toContain('fullName');
      expect((await getProfile(cookie)).json().user).toMatchObject({ fullName: 'Karen Blixen', phone: null });
    });

    it('counts the name after trimming', async () => {
      const { cookie } = await t.signUp();
      const response = await patchProfile(cookie, { fullName: ' K ' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('fullName');
    });

    it('clears fullName and phone with an empty string', async () => {
      const { cookie } = await t.signUp();
      await patchProfile(cookie, { fullName: 'Karen Blixen', phone: '12345678' });
      const response = await patchProfile(cookie, { fullName: '', phone: '  ' });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ fullName: null, phone: null });
      expect((await getProfile(cookie)).json().user).toMatchObject({ fullName: null, phone: null });
    });

    it('refuses an invalid or empty email with 400 naming email', async () => {
      const { cookie, email } = await t.signUp();
      for (const bad of ['not-an-email', '', 'a@', '@example.com']) {
        const response = await patchProfile(cookie, { email: bad });
        expect(response.statusCode, JSON.stringify(bad)).toBe(400);
        expect(response.json().fields).toHaveProperty('email');
      }
      expect((await getProfile(cookie)).json().user.email).toBe(email);
    });

    it("refuses another account's email with 409, whatever its case", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const response = await patchProfile(a.cookie, { email: b.email.toUpperCase(), fullName: 'Should Not Save' });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/already uses this email/i);
      expect((await getProfile(a.cookie)).json().user).toMatchObject({ email: a.email, fullName: null });
    });

    it('accepts the own email unchanged', async () => {
      const { cookie, email } = await t.signUp();
      const response = await patchProfile(cookie, { email, fullName: 'Same Mail' });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ email, fullName: 'Same Mail' });
    });

    it('refuses a phone that is not text', async () => {
      const { cookie } = await t.signUp();
      const response = await patchProfile(cookie, { phone: 12345678 });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('phone');
    });

    it("changes only the caller's account", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      await patchProfile(a.cookie, { fullName: 'Only A' });
      expect((await getProfile(b.cookie)).json().user.fullName).toBeNull();
    });
  });

  describe('PATCH /api/profile/password', () => {
    it('refuses a wrong current password with 400 naming currentPassword, and keeps the old password', async () => {
      const { cookie, email } = await t.signUp();
      const response = await changePassword(cookie, { currentPassword: 'not my password', newPassword: 'new password 1' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Current password is incorrect',
        fields: { currentPassword: 'Current password is incorrect' },
      });
      expect((await login(email, PASSWORD)).statusCode).toBe(200);
      expect((await login(email, 'new password 1')).statusCode).toBe(401);
    });

    it('refuses a new password under 8 characters with 400 naming newPassword', async () => {
      const { cookie, email } = await t.signUp();
      const response = await changePassword(cookie, { currentPassword: PASSWORD, newPassword: 'short' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ newPassword: 'Password must be at least 8 characters' });
      expect((await login(email, PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a missing current password with the spec message', async () => {
      const { cookie } = await t.signUp();
      const response = await changePassword(cookie, { currentPassword: '', newPassword: 'new password 1' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ currentPassword: 'Current password is required' });
    });

    it('changes the password: the new one logs in, the old one does not', async () => {
      const { cookie, email } = await t.signUp();
      const response = await changePassword(cookie, { currentPassword: PASSWORD, newPassword: 'new password 1' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect((await login(email, 'new password 1')).statusCode).toBe(200);
      expect((await login(email, PASSWORD)).statusCode).toBe(401);
    });

    it('revokes the other sessions and keeps the current one', async () => {
      const { cookie: current, email } = await t.signUp();
      const otherDevice = sessionCookieOf(await login(email, PASSWORD));
      const thirdDevice = sessionCookieOf(await login(email, PASSWORD));
      const stranger = await t.signUp();

      expect((await changePassword(current, { currentPassword: PASSWORD, newPassword: 'new password 1' })).statusCode).toBe(200);

      expect((await me(current)).statusCode).toBe(200);
      expect((await me(otherDevice)).statusCode).toBe(401);
      expect((await me(thirdDevice)).statusCode).toBe(401);
      expect((await me(stranger.cookie)).statusCode).toBe(200);
    });

    it('refuses an account without a password with 403', async () => {
      const { cookie, userId } = await t.signUp();
      await t.ctx.database.query(`UPDATE users SET password_hash = NULL WHERE id = $1`, [userId]);
      const response = await changePassword(cookie, { currentPassword: 'anything', newPassword: 'new password 1' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toEqual(expect.any(String));
      const [row] = await t.ctx.database.query<{ password_hash: string | null }>(`SELECT password_hash FROM users WHERE id = $1`, [userId]);
      expect(row!.password_hash).toBeNull();
    });
  });

  describe('POST /api/profile/unlink-oauth', () => {
    it('shows a linked Google account as oauthProvider google', async () => {
      const { cookie, userId } = await t.signUp();
      await linkGoogle(userId);
      expect((await me(cookie)).json().user.oauthProvider).toBe('google');
      expect((await getProfile(cookie)).json().user.oauthProvider).toBe('google');
    });

    it('unlinks for a user with a password: oauthProvider disappears', async () => {
      const { cookie, userId } = await t.signUp();
      await linkGoogle(userId);
      const response = await unlink(cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().user).not.toHaveProperty('oauthProvider');
      expect((await me(cookie)).json().user).not.toHaveProperty('oauthProvider');
      const rows = await t.ctx.database.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, userId));
      expect(rows).toEqual([]);
    });

    it('refuses a user without a password with 403 and the spec message, and keeps the link', async () => {
      const { cookie, userId } = await t.signUp();
      await linkGoogle(userId);
      await t.ctx.database.query(`UPDATE users SET password_hash = NULL WHERE id = $1`, [userId]);
      const response = await unlink(cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: UNLINK_REFUSED });
      const user = (await me(cookie)).json().user;
      expect(user).toMatchObject({ oauthProvider: 'google', hasPassword: false });
      const rows = await t.ctx.database.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, userId));
      expect(rows).toHaveLength(1);
    });

    it('answers 400 when nothing is linked', async () => {
      const { cookie } = await t.signUp();
      const response = await unlink(cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    });

    it("leaves other accounts' links alone", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      await linkGoogle(a.userId);
      await linkGoogle(b.userId);
      expect((await unlink(a.cookie)).statusCode).toBe(200);
      expect((await me(b.cookie)).json().user.oauthProvider).toBe('google');
    });

    it('accepts an empty JSON body (the client posts none)', async () => {
      const { cookie, userId } = await t.signUp();
      await linkGoogle(userId);
      const response = await t.request({
        method: 'POST',
        url: '/api/profile/unlink-oauth',
        cookie,
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(response.statusCode).toBe(200);
    });
  });
});
