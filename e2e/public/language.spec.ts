import { expect, test } from '../support/fixtures';

test.describe('Language', () => {
  test('switching the landing page to Danish translates it, and a reload keeps Danish', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    // The hero is the section holding the page's h1.
    const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.getByRole('link', { name: 'Get Started Today' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log In', exact: true })).toBeVisible();

    await header.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Dansk' }).click();

    await expect(hero.getByRole('link', { name: 'Kom i gang i dag' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log ind', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started Today' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('The smartest');
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    expect(await page.evaluate(() => localStorage.getItem('uiLanguage'))).toBe('da');

    await page.reload();
    await expect(hero.getByRole('link', { name: 'Kom i gang i dag' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log ind', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');

    // The choice carries over to the other screens.
    await page.getByRole('banner').getByRole('link', { name: 'Log ind', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Log ind', exact: true })).toBeVisible();
  });
});
