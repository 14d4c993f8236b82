import { expect, newAccount, signUpViaUi, test, toast } from '../support/fixtures';

test.describe('Sign up', () => {
  test('a new account lands on /onboarding, signed in, with the Account created! toast', async ({ page }) => {
    const account = newAccount('signup');
    await signUpViaUi(page, account);

    await expect(toast(page, 'Account created!')).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding$/);

    // Really signed in: the session cookie answers for this account.
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(200);
    expect((await me.json()).user.email).toBe(account.email);
  });

  test('signing up twice with the same email shows Signup failed', async ({ page, request }) => {
    const account = newAccount('dup');
    const first = await request.post('/api/auth/register', { data: account });
    expect(first.status()).toBe(201);

    await page.goto('/signup');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(toast(page, 'Signup failed')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });
});
