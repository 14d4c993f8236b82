import { collectPageErrors, desktopSidebar, expect, signUpViaApi, test } from '../support/fixtures';

/** Each sidebar entry, where it goes and the title its screen shows (spec section 2). */
const ROUTES = [
  { link: 'Dashboard', path: '/dashboard', title: 'Dashboard' },
  { link: 'Reviews', path: '/reviews', title: 'Reviews' },
  { link: 'History', path: '/reviews/history', title: 'Review History' },
  { link: 'Profile', path: '/profile', title: 'Profile' },
  { link: 'Billing', path: '/billing', title: 'Billing' },
  { link: 'Platform Connections', path: '/platforms', title: 'Platform Connections' },
  { link: 'Notifications', path: '/notifications', title: 'Notification Preferences' },
  { link: 'Settings', path: '/settings', title: 'Reputation Settings' },
] as const;

test.describe('Navigation', () => {
  test('every app route is reached from the sidebar and renders its title without errors', async ({ page }) => {
    const errors = collectPageErrors(page);
    await signUpViaApi(page.request);
    await page.goto('/dashboard');
    const sidebar = desktopSidebar(page);

    // Analytics is listed with a Soon badge but is not navigable.
    await expect(sidebar.getByRole('button', { name: 'Analytics' })).toBeDisabled();
    await expect(sidebar.getByText('Soon', { exact: true })).toBeVisible();

    for (const route of ROUTES) {
      await test.step(`${route.link} → ${route.path}`, async () => {
        const link = sidebar.getByRole('link', { name: route.link, exact: true });
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${route.path.replace(/\//g, '\\/')}$`));
        await expect(page.getByRole('main').getByRole('heading', { level: 1, name: route.title, exact: true })).toBeVisible();
        // The current route's item is highlighted.
        await expect(link).toHaveAttribute('aria-current', 'page');
        await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);
      });
    }

    expect(errors, 'page errors and console errors while navigating').toEqual([]);
  });
});
