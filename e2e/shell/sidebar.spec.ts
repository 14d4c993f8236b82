import { desktopSidebar, expect, signUpViaApi, test } from '../support/fixtures';
import type { BrowserContext } from '@playwright/test';

const sidebarCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'sidebar_state');

test.describe('Sidebar', () => {
  test('Ctrl+B collapses and expands it, remembered in the sidebar_state cookie', async ({ page, context }) => {
    await signUpViaApi(page.request);
    await page.goto('/dashboard');
    const sidebar = desktopSidebar(page);
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(sidebar.getByRole('link', { name: 'Reviews', exact: true })).toBeVisible();

    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect.poll(async () => (await sidebarCookie(context))?.value).toBe('false');
    const cookie = await sidebarCookie(context);
    // Kept 7 days (604800 s).
    const daysAhead = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(daysAhead).toBeGreaterThan(6.9);
    expect(daysAhead).toBeLessThanOrEqual(7.01);

    // The collapsed state is read back from the cookie on the next load.
    await page.reload();
    await expect(desktopSidebar(page)).toHaveAttribute('data-state', 'collapsed');

    await page.keyboard.press('Control+b');
    await expect(desktopSidebar(page)).toHaveAttribute('data-state', 'expanded');
    await expect.poll(async () => (await sidebarCookie(context))?.value).toBe('true');
  });

  test('below 768 px it is a sheet opened by the header trigger', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpViaApi(page.request);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // No fixed desktop sidebar, and the navigation is hidden until opened.
    await expect(desktopSidebar(page)).toHaveCount(0);
    const sheet = page.getByRole('dialog', { name: 'Navigation' });
    await expect(sheet).toBeHidden();

    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveAttribute('data-mobile', 'true');

    // Choosing a destination navigates and closes the sheet.
    await sheet.getByRole('link', { name: 'Billing', exact: true }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(sheet).toBeHidden();
  });
});
