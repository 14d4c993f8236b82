import { expect, logOutViaSidebar, signUpViaApi, test } from '../support/fixtures';

test.describe('Log out', () => {
  test('Log Out in the sidebar footer lands on / and really ends the session', async ({ page, context, playwright, baseURL }) => {
    await signUpViaApi(page.request);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const sessionBefore = (await context.cookies()).find((cookie) => cookie.name === 'sid');
    expect(sessionBefore, 'signed in with a sid cookie').toBeDefined();

    await logOutViaSidebar(page);

    // The browser is signed out...
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    expect((await context.cookies()).find((cookie) => cookie.name === 'sid')).toBeUndefined();

    // ...and the old session token is revoked on the server, not just forgotten by the browser.
    const replay = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `sid=${sessionBefore!.value}` } });
    expect((await replay.get('/api/auth/me')).status()).toBe(401);
    await replay.dispose();

    // An app route now sends the visitor to the login screen.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  });
});
