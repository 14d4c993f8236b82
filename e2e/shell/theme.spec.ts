import { expect, signUpViaApi, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));
const html = (page: Page) => page.locator('html');

test.describe('Theme toggle', () => {
  test('dark mode chosen on the landing page survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(html(page)).not.toHaveClass(/\bdark\b/);

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await storedTheme(page)).toBe('dark');

    await page.reload();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await storedTheme(page)).toBe('dark');
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  });

  test('the app header toggle switches back to light, and that persists too', async ({ page }) => {
    await signUpViaApi(page.request);
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('theme', 'dark');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/dashboard');
    await expect(html(page)).toHaveClass(/\bdark\b/);

    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    expect(await storedTheme(page)).toBe('light');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
  });
});
