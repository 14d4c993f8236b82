import { expect, logInViaUi, signUpViaApi, test, toast, type Account } from '../support/fixtures';
import type { APIRequestContext } from '@playwright/test';

/** The newest reset link mailed to `email`, read from the embedded outbox's developer view. */
async function resetLinkFromOutbox(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/outbox');
        expect(response.status()).toBe(200);
        const html = await response.text();
        // Newest first; one <article> per email.
        const article = html.split('<article>').find((part) => part.includes(email));
        link = article?.match(/https?:\/\/[^\s"<]+\/reset-password\?token=[^\s"<&]+/)?.[0];
        return link;
      },
      { message: `a reset email to ${email} in /dev/outbox` },
    )
    .toBeTruthy();
  return link!;
}

test.describe('Forgot password', () => {
  test('the reset email arrives in the outbox, its link sets a new password, and that password logs in', async ({ page, request }) => {
    const account: Account = await signUpViaApi(request);
    const newPassword = 'Reset-pass-2024';

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(`We've sent password reset instructions to ${account.email}.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();

    const link = await resetLinkFromOutbox(request, account.email);
    expect(new URL(link).pathname).toBe('/reset-password');

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Password updated' })).toBeVisible();

    await page.getByRole('link', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logInViaUi(page, { ...account, password: newPassword });
    await expect(toast(page, 'Welcome back!')).toBeVisible();

    // The old password no longer works, and the link is single use.
    const old = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
    expect(old.status()).toBe(401);
    const reuse = await request.post('/api/auth/reset-password', { data: { token: new URL(link).searchParams.get('token'), password: 'Yet-another-99' } });
    expect(reuse.status()).toBe(400);
  });
});
