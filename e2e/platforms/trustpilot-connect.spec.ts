/**
 * Issue 14 journey: a new owner connects Trustpilot from onboarding through the embedded emulator,
 * picks one of the login's two business units, reads the reviews with their headlines and drafts,
 * approves one that lands on Trustpilot once, and sees a review written on Trustpilot arrive by push.
 */
import type { Page } from '@playwright/test';
import { chooseLocations, everyReviewDrafted, expect, signUpViaUi, test, toast } from '../support/fixtures';

type TrustpilotReview = { id: string; title: string; text: string };
type ReplyCall = { method: string; reviewId: string; status: number; body?: { message?: string } };
type TrustpilotState = { businessUnits: Array<{ id: string; displayName: string }>; reviews?: TrustpilotReview[]; replyCalls: ReplyCall[] };

/** The embedded Trustpilot emulator listens on the product's port + 2, after Google's (see README). */
function trustpilotUrl(page: Page): string {
  const app = new URL(page.url());
  return `${app.protocol}//${app.hostname}:${Number(app.port) + 2}`;
}

async function trustpilotState(page: Page, businessUnitId?: string): Promise<TrustpilotState> {
  const response = await page.request.get(`${trustpilotUrl(page)}/__emulator/state${businessUnitId ? `?businessUnitId=${businessUnitId}` : ''}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as TrustpilotState;
}

test('connect Trustpilot from onboarding, choose the business unit, reply once, and receive a pushed review', async ({ page }) => {
  await signUpViaUi(page);
  await page.getByRole('button', { name: 'Connect Trustpilot' }).click();

  // Back from the emulator's login: the login manages two units, so the owner picks one.
  const dialog = page.getByRole('dialog', { name: 'Which locations do you want to connect?' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/platforms$/);
  await expect(dialog).toContainText('Your Trustpilot login manages several locations.');
  await chooseLocations(page, ['Restaurant Havnely']);
  await expect(toast(page, 'Connected successfully!')).toContainText('1 Trustpilot location connected');

  const card = page.getByRole('main').locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { level: 2, name: 'Trustpilot' }) });
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  await expect(card.getByText('Restaurant Havnely')).toBeVisible();
  await expect(card.getByTestId('trustpilot-emulated-note')).toBeVisible();
  await card.getByRole('button', { name: 'Sync Reviews' }).click();
  await expect(toast(page, 'Sync complete')).toBeVisible({ timeout: 20_000 });
  await everyReviewDrafted(page);

  const unit = (await trustpilotState(page)).businessUnits.find((candidate) => candidate.displayName === 'Restaurant Havnely')!;
  const onTrustpilot = (await trustpilotState(page, unit.id)).reviews!;

  await page.goto('/reviews');
  const cards = page.getByTestId('review-card');
  await expect(cards.first()).toBeVisible();
  const ready = cards.filter({ has: page.getByRole('button', { name: 'Approve & Post', disabled: false }) }).filter({ hasNot: page.getByTestId('reply-warnings') }).first();
  const headline = (await ready.locator('p.font-semibold').first().innerText()).trim();
  const review = onTrustpilot.find((candidate) => candidate.title === headline);
  expect(review, `the card's headline "${headline}" is a Trustpilot review's title`).toBeDefined();

  await ready.getByRole('button', { name: 'Approve & Post' }).click();
  await expect(toast(page, 'Response posted!')).toBeVisible();
  await expect.poll(async () => (await trustpilotState(page)).replyCalls.filter((call) => call.reviewId === review!.id && call.status === 201).length).toBe(1);

  // A review written on Trustpilot reaches the inbox with its draft by push, without a sync.
  const written = await page.request.post(`${trustpilotUrl(page)}/__emulator/reviews`, {
    data: { businessUnitId: unit.id, stars: 1, title: 'Ventede en time', text: 'Vi ventede en time på maden, og ingen undskyldte.', language: 'da' },
  });
  expect(written.status()).toBe(201);
  await expect
    .poll(
      async () => {
        const pending = (await (await page.request.get('/api/reviews/pending?q=Ventede%20en%20time')).json()) as Array<{ title: string; aiResponse?: { language: string } }>;
        return pending.find((candidate) => candidate.title === 'Ventede en time')?.aiResponse?.language ?? null;
      },
      { timeout: 60_000, message: 'the pushed review is in the inbox with a Danish draft' },
    )
    .toBe('da');
});
