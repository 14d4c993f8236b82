import { expect, expectOneMainAndOneH1, test } from '../support/fixtures';

// A light accessibility smoke check: each public page has one main landmark and exactly one h1.
const PUBLIC_PATHS = ['/', '/login', '/signup', '/forgot-password', '/reset-password', '/blog', '/integrations', '/about', '/no-such-page'];

test('every public page has one main landmark and one h1', async ({ page }) => {
  for (const path of PUBLIC_PATHS) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      await expectOneMainAndOneH1(page);
    });
  }
});
