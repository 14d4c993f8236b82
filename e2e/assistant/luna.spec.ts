/**
 * Issue 12 journeys: Luna on every app screen. The badge counts what waits, the banner leads to the
 * inbox, notifications come from the account and stay dismissed, and the chat answers with the
 * account's own numbers in English and in Danish.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { everyReviewDrafted, expect, sidebar, signUpViaApi, test } from '../support/fixtures';
import { emulatorUrl, ownerWithDraftedReviews, pendingReviews } from '../reviews/support';

const avatar = (page: Page) => page.getByRole('button', { name: /^Luna, your assistant/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Luna' });
const badge = (page: Page) => page.getByTestId('luna-badge');

async function pendingCount(request: APIRequestContext): Promise<number> {
  return ((await (await request.get('/api/reviews/pending/counts')).json()) as { total: number }).total;
}
async function notificationIds(request: APIRequestContext): Promise<string[]> {
  const { notifications } = (await (await request.get('/api/luna/notifications')).json()) as { notifications: Array<{ id: string }> };
  return notifications.map((notification) => notification.id);
}

/** Two unhappy guests write on Google today, and the next sync brings them in with their drafts. */
async function newNegativeReviewsArrive(page: Page): Promise<void> {
  for (const [starRating, displayName] of [[1, 'Bo Kristensen'], [2, 'Lene Dahl']] as const) {
    const added = await page.request.post(`${emulatorUrl(page)}/__emulator/reviews`, {
      data: { starRating, reviewer: { displayName }, comment: 'Cold food and a long wait.', language: 'en', createTime: new Date().toISOString() },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  const [connection] = (await (await page.request.get('/api/platforms')).json()) as Array<{ id: string }>;
  expect((await page.request.post(`/api/connections/${connection!.id}/sync`)).ok()).toBe(true);
  // Google's push notice may bring them in before the sync does: either way both are in the inbox.
  const arrived = async () => (await pendingReviews(page.request)).filter((review) => ['Bo Kristensen', 'Lene Dahl'].includes(review.reviewerName)).length;
  await expect.poll(arrived).toBe(2);
  await everyReviewDrafted(page);
}

async function openPanel(page: Page) {
  await avatar(page).click();
  await expect(panel(page)).toBeVisible();
  return panel(page);
}

test.describe('Luna', () => {
  test('a new owner: all caught up, the no-platform notice, and a dismissal that outlives a reload', async ({ page }) => {
    await signUpViaApi(page.request);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(avatar(page)).toHaveCount(0);

    await page.goto('/dashboard');
    // Nothing pending, one notification (no platform yet).
    expect(await notificationIds(page.request)).toEqual(['noPlatform']);
    await expect(badge(page)).toHaveText('1');
    await expect(avatar(page)).toHaveAccessibleName('Luna, your assistant: 1 thing to check');

    const luna = await openPanel(page);
    await expect(luna.getByRole('heading', { name: "You're all caught up!" })).toBeVisible();
    await expect(luna.getByText("No pending reviews right now. I'll let you know when something needs your attention.")).toBeVisible();
    const notice = luna.getByTestId('luna-notification');
    await expect(notice).toHaveText(/Connect a review platform and I'll bring your reviews in here\./);
    await expect(notice.getByRole('link', { name: 'Connect a platform' })).toHaveAttribute('href', '/platforms');

    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(luna.getByTestId('luna-notification')).toHaveCount(0);
    await expect.poll(() => notificationIds(page.request)).toEqual([]);

    await page.reload();
    await expect(avatar(page)).toHaveAccessibleName('Luna, your assistant');
    await expect(badge(page)).toHaveCount(0);
    await expect((await openPanel(page)).getByTestId('luna-notification')).toHaveCount(0);
  });

  test('an owner with reviews: badge = pending + notifications, the banner, Review Now, and the new-reviews notice', async ({ page }) => {
    test.setTimeout(120_000);
    await ownerWithDraftedReviews(page);
    await newNegativeReviewsArrive(page);
    const pending = await pendingCount(page.request);
    const notifications = await notificationIds(page.request);
    expect(pending).toBeGreaterThan(1);
    expect(notifications.some((id) => id.startsWith('newNegativeReviews:'))).toBe(true);

    await page.goto('/dashboard');
    const waiting = pending + notifications.length;
    await expect(badge(page)).toHaveText(waiting > 99 ? '99+' : String(waiting));
    await expect(avatar(page)).toHaveAccessibleName(`Luna, your assistant: ${waiting} things to check`);
    await expect(page.getByTestId('luna-pulse')).toBeVisible();

    // Review Now: to the inbox, and a second time, on the inbox, nowhere.
    let luna = await openPanel(page);
    await expect(badge(page)).toHaveCount(0);
    await expect(luna.getByRole('heading', { name: `${pending} reviews to check` })).toBeVisible();
    await expect(luna.getByTestId('luna-notification')).toHaveCount(notifications.length);
    await luna.getByRole('button', { name: 'Review Now' }).click();
    await expect(page).toHaveURL(/\/reviews$/);
    await expect(panel(page)).toHaveCount(0);
    await expect(page.getByTestId('review-card').first()).toBeVisible();
    const historyLength = await page.evaluate(() => history.length);
    luna = await openPanel(page);
    await luna.getByRole('button', { name: 'Review Now' }).click();
    await expect(panel(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/reviews$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // The new 1-2 star reviews' notification leads to the inbox filtered to them.
    luna = await openPanel(page);
    const news = luna.getByTestId('luna-notification').filter({ hasText: /new 1–2 star reviews? since you last looked/ });
    await news.getByRole('link', { name: 'See them' }).click();
    await expect(page).toHaveURL(/\/reviews$/);
    await expect(page.getByRole('group', { name: 'Rating' }).getByRole('button', { pressed: true })).toHaveCount(2);
    await expect(page.getByTestId('review-card').first()).toBeVisible();
    await expect(page.getByTestId('review-card').getByRole('img', { name: /^Rated [345] out of 5$/ })).toHaveCount(0);
    await expect(page.getByTestId('review-card').getByRole('img', { name: /^Rated [12] out of 5$/ }).first()).toBeVisible();
  });

  test("the chat answers 'how many reviews are waiting?' with the real count, in English and in Danish", async ({ page }) => {
    test.setTimeout(120_000);
    await ownerWithDraftedReviews(page);
    const pending = await pendingCount(page.request);
    await page.goto('/reviews');

    // The conversation survives closing the panel and a change of screen.
    let luna = await openPanel(page);
    await luna.getByRole('button', { name: 'Ask Luna a Question' }).click();
    const box = luna.getByRole('textbox', { name: 'Your question for Luna' });
    await box.fill('how many reviews are waiting?');
    await box.press('Enter');
    const answers = luna.getByTestId('luna-message').and(page.locator('[data-role="assistant"]'));
    await expect(answers.first()).toContainText(String(pending), { timeout: 20_000 });
    await expect(box).toHaveValue('');

    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(avatar(page)).toBeFocused();
    await sidebar(page).getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);
    luna = await openPanel(page);
    await expect(luna.getByTestId('luna-message')).toHaveCount(2);
    await expect(luna.getByText('how many reviews are waiting?')).toBeVisible();

    // Danish: the interface and the question.
    const settings = await page.request.patch('/api/settings', { data: { uiLanguage: 'da' } });
    expect(settings.ok()).toBe(true);
    await page.evaluate(() => localStorage.setItem('uiLanguage', 'da'));
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^Luna, din assistent/ }).click();
    const dansk = page.getByRole('dialog', { name: 'Luna' });
    await expect(dansk.getByRole('heading', { name: `${pending} anmeldelser at tjekke` })).toBeVisible();
    await dansk.getByRole('button', { name: 'Stil Luna et spørgsmål' }).click();
    const felt = dansk.getByRole('textbox', { name: 'Dit spørgsmål til Luna' });
    await felt.fill('hvor mange anmeldelser venter?');
    await felt.press('Enter');
    const svar = dansk.getByTestId('luna-message').and(page.locator('[data-role="assistant"]'));
    await expect(svar.first()).toContainText(String(pending), { timeout: 20_000 });
    await expect(svar.first()).toContainText(/anmeldelse/i);
  });
});
