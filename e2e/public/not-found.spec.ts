import { expect, test } from '../support/fixtures';

test('an unknown path shows the 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  // The server hands the app to the browser; the app renders the 404 screen.
  expect(response?.ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/404 Page Not Found/);
  await expect(page).toHaveURL(/\/no-such-page$/);

  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
