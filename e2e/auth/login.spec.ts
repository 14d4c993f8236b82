import { expect, logInViaUi, signUpViaApi, submitLogin, test, toast } from '../support/fixtures';

const DAY_S = 24 * 60 * 60;

test.describe('Log in', () => {
  test('with Remember me: /dashboard, Welcome back! toast, a sid cookie that lasts ~30 days', async ({ page, context, request }) => {
    const account = await signUpViaApi(request);

    await logInViaUi(page, account, { rememberMe: true });
    await expect(toast(page, 'Welcome back!')).toBeVisible();

    const sid = (await context.cookies()).find((cookie) => cookie.name === 'sid');
    expect(sid, 'a sid cookie').toBeDefined();
    expect(sid!.httpOnly).toBe(true);
    expect(sid!.sameSite).toBe('Lax');
    const daysAhead = (sid!.expires - Date.now() / 1000) / DAY_S;
    expect(daysAhead).toBeGreaterThan(29);
    expect(daysAhead).toBeLessThanOrEqual(30.01);
  });

  test('without Remember me: a browser-session cookie (expires -1)', async ({ page, context, request }) => {
    const account = await signUpViaApi(request);

    await logInViaUi(page, account, { rememberMe: false });
    await expect(toast(page, 'Welcome back!')).toBeVisible();

    const sid = (await context.cookies()).find((cookie) => cookie.name === 'sid');
    expect(sid, 'a sid cookie').toBeDefined();
    expect(sid!.expires).toBe(-1);
    expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  });

  test('a wrong password shows Login failed and stays on /login', async ({ page, request }) => {
    const account = await signUpViaApi(request);

    await submitLogin(page, { ...account, password: 'not-the-password' });
    await expect(toast(page, 'Login failed')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });
});
