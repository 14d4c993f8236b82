import { expect, logInViaUi, logOutViaSidebar, signUpViaApi, submitLogin, test, toast } from '../support/fixtures';

test.describe('Change password', () => {
  test('on /profile; afterwards the new password logs in and the old one fails', async ({ page }) => {
    const account = await signUpViaApi(page.request);
    const newPassword = 'Brand-new-pass-77';

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Change Password' })).toBeVisible();
    await page.getByLabel('Current Password', { exact: true }).fill(account.password);
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();

    await expect(toast(page, 'Password updated')).toBeVisible();
    // The form is cleared after success.
    await expect(page.getByLabel('Current Password', { exact: true })).toHaveValue('');

    await logOutViaSidebar(page);

    await submitLogin(page, account);
    await expect(toast(page, 'Login failed')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await logInViaUi(page, { ...account, password: newPassword });
    await expect(toast(page, 'Welcome back!')).toBeVisible();
  });

  test('a wrong current password is refused with Error and changes nothing', async ({ page }) => {
    const account = await signUpViaApi(page.request);

    await page.goto('/profile');
    await page.getByLabel('Current Password', { exact: true }).fill('definitely-wrong');
    await page.getByLabel('New Password', { exact: true }).fill('Another-pass-88');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('Another-pass-88');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(toast(page, 'Error')).toBeVisible();

    // The original password still works.
    const check = await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
    expect(check.status()).toBe(200);
  });
});
