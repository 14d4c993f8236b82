/**
 * Issue 4 journeys: the owner works through the inbox of reviews imported from the (emulated) Google
 * Business Profile, and the replies they approve are posted there.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, toast } from '../support/fixtures';
import { ownerWithDraftedReviews, pendingReviews, postedOnGoogle } from './support';

const cards = (page: Page) => page.getByTestId('review-card');
const viewButton = (page: Page, name: string) => page.getByRole('group', { name: 'View mode' }).getByRole('button', { name });

async function openInbox(page: Page): Promise<void> {
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
}

/** The first card whose reply is ready to post without a question (a draft a guardrail held shows its warnings). */
function readyCard(page: Page): Locator {
  return cards(page)
    .filter({ has: page.getByRole('button', { name: 'Approve & Post', disabled: false }) })
    .filter({ hasNot: page.getByTestId('reply-warnings') })
    .first();
}

test.describe('Reviews inbox', () => {
  test.beforeEach(async ({ page }) => {
    await ownerWithDraftedReviews(page);
  });

  test('approve from a card: Posted!, the reply is on Google, and History lists it', async ({ page }) => {
    await openInbox(page);
    const card = readyCard(page);
    const reviewer = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    const reply = (await card.getByRole('region', { name: 'Suggested Reply' }).innerText()).trim();
    const before = (await pendingReviews(page.request)).length;

    await card.getByRole('button', { name: 'Approve & Post' }).click();
    await expect(page.getByText('Posted!').first()).toBeVisible();
    await expect(toast(page, 'Response posted!')).toBeVisible();

    await expect.poll(async () => (await postedOnGoogle(page)).length).toBe(1);
    const [posted] = await postedOnGoogle(page);
    const words = (text: string) => text.replace(/\s+/g, ' ').trim();
    expect(words(reply)).toContain(words(posted!.body!.comment!));
    await expect.poll(async () => (await pendingReviews(page.request)).length).toBe(before - 1);

    await page.getByRole('navigation').getByRole('link', { name: 'History', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review History' })).toBeVisible();
    await expect(page.getByText('1 of 1 completed response')).toBeVisible();
    const row = page.getByRole('main').getByText(reviewer).first();
    await expect(row).toBeVisible();
    await expect(page.getByRole('main').getByText('Posted', { exact: true }).first()).toBeVisible();
  });

  test('regenerate from an expanded card: a new reply in place of the old one', async ({ page }) => {
    await openInbox(page);
    const card = readyCard(page);
    const reviewer = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    await card.getByRole('button', { name: 'View details' }).click();
    await expect(card.getByRole('region', { name: 'AI Insight' })).toBeVisible();
    const before = (await card.getByRole('region', { name: 'Suggested Response' }).innerText()).trim();

    await card.getByRole('button', { name: 'Regenerate' }).click();
    await expect(toast(page, 'Response regenerated')).toBeVisible();
    await expect(card.getByRole('region', { name: 'Suggested Response' })).not.toHaveText(before);
    const stored = (await pendingReviews(page.request)).find((review) => review.reviewerName === reviewer)!;
    expect(stored.aiResponse!.status).toBe('pending');
  });

  test('bulk-approve every 5-star review: confirmation, success toast, posted on Google', async ({ page }) => {
    await openInbox(page);
    const fiveStar = (await pendingReviews(page.request)).filter((review) => review.rating === 5 && review.aiResponse?.status === 'pending');
    // Replies carrying warnings are left out of bulk approval: each waits for a look of its own.
    const fiveStarReady = fiveStar.filter((review) => review.aiResponse!.warnings.length === 0);
    const warned = fiveStar.length - fiveStarReady.length;
    expect(fiveStarReady.length).toBeGreaterThan(1);

    await page.getByRole('button', { name: 'Bulk Actions' }).click();
    await page.getByRole('menuitem', { name: `Approve All 5★ Reviews (${fiveStar.length})` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Bulk Approval' });
    await expect(dialog).toContainText('cannot be undone');
    await dialog.getByRole('button', { name: 'Approve & Post All' }).click();

    await expect(toast(page, 'Bulk approval successful!')).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await postedOnGoogle(page)).length, { timeout: 30_000 }).toBe(fiveStarReady.length);
    const left = await pendingReviews(page.request);
    expect(left.filter((review) => review.rating === 5 && review.aiResponse?.status === 'pending')).toHaveLength(warned);

    // Nothing left to approve: the menu says so instead of posting anything.
    await page.getByRole('button', { name: 'Bulk Actions' }).click();
    await page.getByRole('menuitem', { name: `Approve All 5★ Reviews (${warned})` }).click();
    if (warned === 0) await expect(toast(page, 'No 5-star reviews to approve')).toBeVisible();
    else await expect(page.getByRole('alertdialog', { name: 'Confirm Bulk Approval' })).toBeVisible();
  });

  test("the owner's own words: saved with a warning, posted as written after one confirmation", async ({ page }) => {
    await openInbox(page);
    const card = readyCard(page);
    const reviewer = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    const text = `Hi ${reviewer.split(' ')[0]}, thanks a lot for taking the time to write, we will call you about this tomorrow morning. Best, Mette`;

    await card.getByRole('button', { name: 'Edit Response' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Response' });
    await editor.getByPlaceholder('Enter your response...').fill(text);
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Response updated')).toContainText('The card shows');
    await expect(editor).toBeHidden();

    const edited = cards(page).filter({ has: page.getByRole('heading', { level: 3, name: reviewer, exact: true }) }).first();
    await expect(edited.getByTestId('reply-warnings')).toContainText('Before you post, note');
    await expect(edited.getByTestId('reply-warnings')).toContainText('“tomorrow');
    await expect(edited.getByTestId('edited-by-owner')).toHaveText('Edited by you');
    const stored = (await pendingReviews(page.request)).find((review) => review.reviewerName === reviewer)!;
    expect(stored.aiResponse).toMatchObject({ responseText: text, editedByOwner: true, status: 'pending' });

    // Approve & Post asks once; Go back posts nothing, Post anyway posts the owner's words as written.
    await edited.getByRole('button', { name: 'Approve & Post' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Post this reply anyway?' });
    await expect(confirm).toContainText('tomorrow');
    await confirm.getByRole('button', { name: 'Go back' }).click();
    await expect(confirm).toBeHidden();
    expect(await postedOnGoogle(page)).toHaveLength(0);

    await edited.getByRole('button', { name: 'Approve & Post' }).click();
    await confirm.getByRole('button', { name: 'Post anyway' }).click();
    await expect(toast(page, 'Response posted!')).toBeVisible();
    await expect.poll(async () => (await postedOnGoogle(page)).map((call) => call.body?.comment)).toEqual([text]);
  });

  test('stream view: arrow keys move through the reviews, space approves and moves on', async ({ page }) => {
    await openInbox(page);
    await viewButton(page, 'Stream').click();
    const stream = page.getByTestId('stream-view');
    await expect(stream).toBeVisible();
    const total = Number((await stream.getByText(/^Review \d+ of \d+$/).innerText()).match(/of (\d+)/)![1]);
    await expect(stream.getByText(`Review 1 of ${total}`)).toBeVisible();
    await expect(stream.getByText('Use ← → arrow keys to navigate, space to approve')).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(stream.getByText(`Review 3 of ${total}`)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(stream.getByText(`Review 2 of ${total}`)).toBeVisible();

    const current = (await stream.getByRole('heading').first().innerText()).trim();
    await page.keyboard.press('Space');
    // A reply carrying warnings is posted only once the owner confirms.
    const currentReview = (await pendingReviews(page.request)).find((review) => review.reviewerName === current);
    if (currentReview?.aiResponse?.warnings.length) await page.getByRole('alertdialog').getByRole('button', { name: 'Post anyway' }).click();
    await expect.poll(async () => (await postedOnGoogle(page)).length).toBe(1);
    await expect(stream.getByText(new RegExp(`^Review \\d+ of \\d+$`))).toBeVisible();
    await expect(stream.getByRole('heading').first()).not.toHaveText(current);

    await stream.getByRole('button', { name: 'Exit stream view' }).click();
    await expect(stream).toBeHidden();
    await expect(cards(page).first()).toBeVisible();
  });

  test('batch edit: two edited replies saved with Save All Changes (2)', async ({ page }) => {
    await openInbox(page);
    await viewButton(page, 'Batch Edit').click();
    await expect(page.getByRole('heading', { name: 'Batch Edit' })).toBeVisible();
    const saveAll = page.getByRole('button', { name: /^Save All Changes/ });
    await expect(saveAll).toBeDisabled();

    const editors = page.getByRole('textbox', { name: /^Reply to / });
    const edited: Array<{ name: string; text: string }> = [];
    for (const index of [0, 1]) {
      const editor = editors.nth(index);
      const name = (await editor.getAttribute('aria-label'))!.replace(/^Reply to /, '');
      edited.push({ name, text: await shortenReply(editor) });
    }
    await expect(saveAll).toHaveText('Save All Changes (2)');
    await saveAll.click();
    await expect(toast(page, 'Response updated')).toBeVisible();
    // Back in the card view, and the server has the new words.
    await expect(page.getByRole('heading', { name: 'Batch Edit' })).toBeHidden();
    await expect(cards(page).first()).toBeVisible();
    const stored = await pendingReviews(page.request);
    for (const { name, text } of edited) {
      expect(stored.find((review) => review.reviewerName === name)!.aiResponse!.responseText).toBe(text);
    }
  });
});

/**
 * The owner's kind of edit: drops a middle sentence. The reply stays in its own language and within
 * the word bounds, which the guardrails check again on save.
 */
async function shortenReply(editor: Locator): Promise<string> {
  const sentences = (await editor.inputValue()).trim().split(/(?<=[.!?])\s+/);
  expect(sentences.length, 'a draft of at least three sentences').toBeGreaterThanOrEqual(3);
  const next = [...sentences.slice(0, -2), sentences.at(-1)].join(' ');
  await editor.fill(next);
  return next;
}
