/**
 * Issue 12 journeys: Luna's Quick Help runs each guided tour from start to finish on its real screen, a
 * tour whose target goes missing skips it, and the first-review tour without reviews offers to connect.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, signUpViaApi, test } from '../support/fixtures';
import { ownerWithDraftedReviews, pendingReviews } from '../reviews/support';

/** Opens Luna from any app screen and starts a tour from Quick Help, as the owner does. */
async function startTour(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: /^Luna, your assistant/ }).click();
  await page.getByRole('region', { name: 'Quick Help' }).getByRole('button', { name }).click();
}

const tooltip = (page: Page) => page.getByRole('alertdialog');

/** The tooltip shows `text`, with `primary` as its main button, and the step's target is on screen, lit by the spotlight. */
async function expectStep(page: Page, target: string, text: RegExp, primary: string): Promise<Locator> {
  const dialog = tooltip(page);
  await expect(dialog).toContainText(text);
  // Shown, not fading in: only an open tooltip answers Esc.
  await expect(page.locator('.react-joyride__floater')).toHaveCSS('opacity', '1');
  await expect(dialog.getByRole('button', { name: primary, exact: true })).toBeVisible();
  await expect(page.locator(`[data-tour="${target}"]`)).toBeInViewport();
  await expect(dialog).toBeInViewport({ ratio: 1 });
  return dialog;
}

async function next(page: Page, primary: string): Promise<void> {
  await tooltip(page).getByRole('button', { name: primary, exact: true }).click();
}

/** Console warnings of the page (the runner warns about each target it skips). */
function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

test.describe('Guided tours', () => {
  test('first-review: from the dashboard to the inbox, five steps on review card 0, nothing approved on the way', async ({ page }) => {
    await ownerWithDraftedReviews(page);
    const before = (await pendingReviews(page.request)).length;
    await page.goto('/dashboard');
    await startTour(page, 'How to approve your first review');

    await expect(page).toHaveURL(/\/reviews$/);
    await expectStep(page, 'nav-reviews', /Reviews is your inbox/, 'Next (Step 1 of 5)');
    await next(page, 'Next (Step 1 of 5)');
    await expectStep(page, 'review-card-0', /Each card is one review/, 'Next (Step 2 of 5)');
    await next(page, 'Next (Step 2 of 5)');
    await expectStep(page, 'review-approve', /Approve & Post publishes it/, 'Next (Step 3 of 5)');
    // The lit Approve & Post button is shown, not pressed: a click on it during the tour posts nothing.
    await page.locator('[data-tour="review-approve"]').click({ force: true });
    // Nor does the inbox's 'a' shortcut (approve the first reply) while a tour is open.
    await page.keyboard.press('a');
    await expect(tooltip(page)).toContainText(/Approve & Post publishes it/);
    await next(page, 'Next (Step 3 of 5)');
    await expectStep(page, 'review-edit', /Edit the reply/, 'Next (Step 4 of 5)');
    await next(page, 'Next (Step 4 of 5)');
    await expectStep(page, 'reviews-bulk-actions', /Bulk Actions approves/, 'Last');
    await next(page, 'Last');

    await expect(tooltip(page)).toHaveCount(0);
    await expect(page.locator('.react-joyride__overlay')).toHaveCount(0);
    await expect(page.getByText('Posted!')).toHaveCount(0);
    expect((await pendingReviews(page.request)).length).toBe(before);
  });

  test('ai-settings: the settings link, tone, custom instructions, 5-star auto-approval and Save', async ({ page }) => {
    await signUpViaApi(page.request);
    await page.goto('/dashboard');
    await startTour(page, 'Customize your AI responses');

    await expect(page).toHaveURL(/\/settings#custom-instructions$/);
    await expectStep(page, 'nav-settings', /Settings is where you decide/, 'Next (Step 1 of 5)');
    await next(page, 'Next (Step 1 of 5)');
    await expectStep(page, 'settings-tone', /Choose the tone of your replies/, 'Next (Step 2 of 5)');
    await next(page, 'Next (Step 2 of 5)');
    await expectStep(page, 'settings-custom-instructions', /Tell the AI about your business/, 'Next (Step 3 of 5)');
    await next(page, 'Next (Step 3 of 5)');
    await expectStep(page, 'settings-auto-approve-5', /replies to 5-star reviews are posted by themselves/, 'Next (Step 4 of 5)');
    // Back and forth once, through the screen's scrolling.
    await tooltip(page).getByRole('button', { name: 'Back' }).click();
    await expectStep(page, 'settings-custom-instructions', /Tell the AI about your business/, 'Next (Step 3 of 5)');
    await next(page, 'Next (Step 3 of 5)');
    await expectStep(page, 'settings-auto-approve-5', /posted by themselves/, 'Next (Step 4 of 5)');
    await next(page, 'Next (Step 4 of 5)');
    await expectStep(page, 'settings-save', /Nothing changes until you save/, 'Last');
    await next(page, 'Last');
    await expect(tooltip(page)).toHaveCount(0);
  });

  test('connect-platforms: the platforms, Connect Google Business Profile and how connections work', async ({ page }) => {
    await signUpViaApi(page.request);
    await page.goto('/reviews');
    await startTour(page, 'Connect review platforms');

    await expect(page).toHaveURL(/\/platforms$/);
    await expectStep(page, 'platforms-section', /These are the review platforms you can connect/, 'Next (Step 1 of 3)');
    await next(page, 'Next (Step 1 of 3)');
    const dialog = await expectStep(page, 'connect-google', /Start with Google/, 'Next (Step 2 of 3)');
    await expect(page.locator('[data-tour="connect-google"]')).toHaveText('Connect Google Business Profile');
    await next(page, 'Next (Step 2 of 3)');
    await expectStep(page, 'platforms-how-it-works', /Good to know/, 'Last');
    await expect(dialog.getByRole('button', { name: 'Skip' })).toHaveCount(0);
    await next(page, 'Last');
    await expect(tooltip(page)).toHaveCount(0);
    // The tour only showed the way: nothing was connected.
    expect(await (await page.request.get('/api/platforms')).json()).toEqual([]);
  });

  test('a target that went missing is skipped both ways, with a console warning and nothing shown to the owner', async ({ page }) => {
    const warnings = collectWarnings(page);
    await signUpViaApi(page.request);
    await page.goto('/dashboard');
    await startTour(page, 'Connect review platforms');
    await expectStep(page, 'platforms-section', /These are the review platforms/, 'Next (Step 1 of 3)');

    // The Connect Google button stops being a tour target while step 1 shows.
    await page.locator('[data-tour="connect-google"]').evaluate((element) => element.removeAttribute('data-tour'));
    await next(page, 'Next (Step 1 of 3)');
    await expectStep(page, 'platforms-how-it-works', /Good to know/, 'Last');
    expect(warnings.filter((text) => /"connect-platforms".*step 2.*connect-google.*skipped/.test(text))).toHaveLength(1);
    await expect(page.getByText(/missing|hidden|not found/i)).toHaveCount(0);

    await tooltip(page).getByRole('button', { name: 'Back' }).click();
    await expectStep(page, 'platforms-section', /These are the review platforms/, 'Next (Step 1 of 3)');
    expect(warnings.filter((text) => /connect-google.*skipped/.test(text))).toHaveLength(2);

    // Skip ends the tour.
    await tooltip(page).getByRole('button', { name: 'Skip' }).click();
    await expect(tooltip(page)).toHaveCount(0);
  });

  test('Esc closes the tooltip and the tour with it', async ({ page }) => {
    await signUpViaApi(page.request);
    await page.goto('/platforms');
    await startTour(page, 'Connect review platforms');
    await expectStep(page, 'platforms-section', /These are the review platforms/, 'Next (Step 1 of 3)');
    await page.keyboard.press('Escape');
    await expect(tooltip(page)).toHaveCount(0);
    await expect(page.locator('.react-joyride__overlay')).toHaveCount(0);
  });

  test('on a phone the sidebar link is skipped: the settings tour opens on the tone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpViaApi(page.request);
    await page.goto('/dashboard');
    await startTour(page, 'Customize your AI responses');
    const dialog = await expectStep(page, 'settings-tone', /Choose the tone of your replies/, 'Next (Step 2 of 5)');
    // No way back to a step the phone does not show.
    await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390 - 16);
  });

  test('first-review without reviews does not start: it says so and offers to connect a platform', async ({ page }) => {
    await signUpViaApi(page.request);
    await page.goto('/dashboard');
    await startTour(page, 'How to approve your first review');

    const dialog = page.getByRole('dialog', { name: 'No reviews to show you yet' });
    await expect(dialog).toBeVisible();
    await expect(tooltip(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard$/);
    await dialog.getByRole('link', { name: 'Connect a platform' }).click();
    await expect(page).toHaveURL(/\/platforms$/);
    await expect(dialog).toHaveCount(0);
  });
});
