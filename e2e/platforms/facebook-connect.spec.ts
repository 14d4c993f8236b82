/**
 * Issue 14 journey: a new owner connects Facebook from onboarding through the embedded emulator, picks
 * one of the login's two Pages, reads its ratings as recommendations with drafts, approves one that
 * lands on Facebook as one comment of the Page, and sees a rating written on Facebook arrive by push.
 */
import type { Page } from '@playwright/test';
import { chooseLocations, everyReviewDrafted, expect, signUpViaUi, test, toast } from '../support/fixtures';

type ReplyCall = { method: string; storyId?: string; status: number };
type FacebookState = { pages: Array<{ id: string; name: string }>; counts: { withoutStory: number }; replyCalls: ReplyCall[] };

/** The embedded Facebook emulator listens on the product's port + 3, after Trustpilot's (see README). */
function facebookUrl(page: Page): string {
  const app = new URL(page.url());
  return `${app.protocol}//${app.hostname}:${Number(app.port) + 3}`;
}

async function facebookState(page: Page, pageId?: string): Promise<FacebookState> {
  const response = await page.request.get(`${facebookUrl(page)}/__emulator/state?ratings=0${pageId ? `&pageId=${pageId}` : ''}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as FacebookState;
}

test('connect Facebook from onboarding, choose the Page, reply once, and receive a pushed rating', async ({ page }) => {
  await signUpViaUi(page);
  await page.getByRole('button', { name: 'Connect Facebook Reviews' }).click();

  const dialog = page.getByRole('dialog', { name: 'Which locations do you want to connect?' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText('Your Facebook login manages several locations.');
  await chooseLocations(page, ['Café Solsikke']);
  await expect(toast(page, 'Connected successfully!')).toContainText('1 Facebook location connected');

  const card = page.getByRole('main').locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { level: 2, name: 'Facebook' }) });
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  await expect(card.getByText('Café Solsikke')).toBeVisible();
  await expect(card.getByTestId('facebook-emulated-note')).toBeVisible();
  await card.getByRole('button', { name: 'Sync Reviews' }).click();
  await expect(toast(page, 'Sync complete')).toBeVisible({ timeout: 20_000 });
  const cafe = (await facebookState(page)).pages.find((candidate) => candidate.name === 'Café Solsikke')!;
  // Old ratings without a story take no reply: they get no draft, and their cards say why.
  const storyless = (await facebookState(page, cafe.id)).counts.withoutStory;
  expect(storyless).toBeGreaterThan(0);
  await everyReviewDrafted(page, storyless);

  await page.goto('/reviews');
  const cards = page.getByTestId('review-card');
  await expect(cards.first()).toBeVisible();
  // Recommendations show where the stars go.
  await expect(page.getByTestId('recommendation').first()).toHaveText(/Recommends|Doesn't recommend/);
  const ready = cards.filter({ has: page.getByRole('button', { name: 'Approve & Post', disabled: false }) }).filter({ hasNot: page.getByTestId('reply-warnings') }).first();
  await ready.getByRole('button', { name: 'Approve & Post' }).click();
  await expect(toast(page, 'Response posted!')).toBeVisible();
  await expect.poll(async () => (await facebookState(page)).replyCalls.filter((call) => call.method === 'POST' && call.status === 200).length).toBe(1);

  // A rating written on Facebook reaches the inbox with its draft by push, without a sync.
  const written = await page.request.post(`${facebookUrl(page)}/__emulator/ratings`, {
    data: { pageId: cafe.id, recommendationType: 'negative', reviewText: 'Kaffen var kold, og vi ventede en halv time.', language: 'da', reviewer: { name: 'Søren Holm' } },
  });
  expect(written.status()).toBe(201);
  await expect
    .poll(
      async () => {
        const pending = (await (await page.request.get('/api/reviews/pending?q=ventede%20en%20halv%20time')).json()) as Array<{ recommendation: string | null; aiResponse?: { language: string } }>;
        const pushed = pending[0];
        return pushed ? `${pushed.recommendation} ${pushed.aiResponse?.language ?? '-'}` : null;
      },
      { timeout: 60_000, message: 'the pushed rating is in the inbox with a Danish draft' },
    )
    .toBe('negative da');
});
