import { expect, expectOneMainAndOneH1, signUpViaApi, test } from '../support/fixtures';

// A light accessibility smoke check: each app screen has one main landmark and exactly one h1.
const APP_PATHS = ['/dashboard', '/reviews', '/reviews/history', '/onboarding', '/settings', '/profile', '/billing', '/platforms', '/notifications'];

test('every app screen has one main landmark and one h1', async ({ page }) => {
  await signUpViaApi(page.request);
  for (const path of APP_PATHS) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      await expectOneMainAndOneH1(page);
    });
  }
});
