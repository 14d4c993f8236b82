/**
 * Issue 3 journey: connect Google Business Profile through the emulator (EMULATOR_AUTO_CONSENT=1 in
 * playwright.config.ts skips the consent page), pick the location among the four the emulated owner
 * manages (issue 15), sync, see the dates, disconnect.
 */
import { chooseLocations, desktopSidebar, everyReviewDrafted, expect, signUpViaUi, test, toast, todayInDanishFormat } from '../support/fixtures';
import type { Locator, Page } from '@playwright/test';

type Connection = { platform: string; isActive: boolean; connectedAt: string; lastSyncAt: string | null };

async function activeGoogleConnections(page: Page): Promise<Connection[]> {
  const response = await page.request.get('/api/platforms');
  expect(response.status()).toBe(200);
  return ((await response.json()) as Connection[]).filter((connection) => connection.platform === 'google' && connection.isActive);
}

/** The Google Business Profile card (its title is exactly the platform name). */
function googleCard(page: Page): Locator {
  return page
    .getByRole('main')
    .locator('[data-slot="card"]')
    .filter({ has: page.getByText('Google Business Profile', { exact: true }) });
}

/** Counts how often `text` appears in the element's visible text. */
async function occurrences(locator: Locator, text: string): Promise<number> {
  return (await locator.innerText()).split(text).length - 1;
}

test.describe('Google Business Profile', () => {
  test('connect through the emulator, sync reviews, see the dates, disconnect', async ({ page }) => {
    // Every document request of the tab, redirect hops included, to prove the round trip went through Google and back.
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
    });

    await signUpViaUi(page);
    await desktopSidebar(page).getByRole('link', { name: 'Platform Connections', exact: true }).click();
    await expect(page).toHaveURL(/\/platforms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Platform Connections' })).toBeVisible();

    const connectGoogle = page.getByRole('button', { name: 'Connect Google Business Profile' });
    await expect(connectGoogle).toBeVisible();
    const card = googleCard(page);
    await expect(card, 'one card titled Google Business Profile (the kit\'s Card, data-slot="card")').toHaveCount(1);
    await expect(card.getByText('Not Connected', { exact: true })).toBeVisible();
    await expect(page.getByText('How Platform Connections Work')).toBeVisible();

    // Connect: the browser leaves for the (emulated) Google authorize endpoint and comes back.
    await connectGoogle.click();
    const picker = page.getByRole('dialog', { name: 'Which locations do you want to connect?' });
    await expect(picker).toBeVisible({ timeout: 20_000 });
    await expect(picker.getByRole('group', { name: 'Nordlys Hospitality ApS' }).getByRole('checkbox')).toHaveCount(3);
    await expect(picker).toContainText('Vestergade 71, 5000 Odense C');
    await chooseLocations(page, ['Café Solsikke']);
    await expect(toast(page, 'Connected successfully!')).toContainText('1 Google Business Profile location connected');
    // The choice parameter has been read and the address rewritten to plain /platforms.
    await expect(page).toHaveURL(/\/platforms$/);
    const trail = documents.join(' → ');
    const appOrigin = new URL(page.url()).origin;
    expect(documents.some((url) => new URL(url).origin !== appOrigin), `through the (emulated) Google authorize page: ${trail}`).toBe(true);
    expect(documents.some((url) => url.includes('/api/auth/google/callback?')), `through the callback: ${trail}`).toBe(true);
    expect(documents.some((url) => /\/platforms\?choose=[0-9a-f-]{36}$/.test(url)), `back to the picker: ${trail}`).toBe(true);

    await expect(card.getByText('Connected', { exact: true }).first()).toBeVisible();
    await expect(card.getByRole('button', { name: 'Sync Reviews' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Reconnect' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Disconnect' })).toBeVisible();
    expect(await activeGoogleConnections(page)).toHaveLength(1);

    // Sync: the emulator's seeded reviews are imported.
    await card.getByRole('button', { name: 'Sync Reviews' }).click();
    const synced = toast(page, 'Sync complete');
    await expect(synced).toBeVisible({ timeout: 30_000 });
    await expect(synced).toContainText(/Imported \d+ new reviews?/);
    const imported = Number((await synced.innerText()).match(/Imported (\d+) new review/)![1]);
    expect(imported).toBeGreaterThan(0);

    // The card shows the connected date and the last-synced date, both today, in the Danish format.
    const today = await todayInDanishFormat(page);
    await expect.poll(() => occurrences(card, today), { message: `connected and last-synced dates (${today}) on the card` }).toBeGreaterThanOrEqual(2);
    const [connection] = await activeGoogleConnections(page);
    expect(connection!.lastSyncAt).not.toBeNull();

    // The business created on connect as 'My Business' took the location's name, and the drafts sign with it.
    const businesses = (await (await page.request.get('/api/businesses')).json()) as Array<{ name: string; industry: string | null }>;
    expect(businesses.map((business) => business.name)).toEqual(['Café Solsikke']);
    await everyReviewDrafted(page);
    const drafts = ((await (await page.request.get('/api/reviews/pending?pageSize=100')).json()) as Array<{ aiResponse?: { responseText: string } }>).map(
      (review) => review.aiResponse?.responseText ?? '',
    );
    expect(drafts.filter((text) => text.includes('My Business'))).toEqual([]);
    expect(drafts.filter((text) => text.includes('Café Solsikke')).length, 'drafts signed by the café').toBeGreaterThan(drafts.length / 2);

    // Disconnect, after confirming (an in-page confirmation dialog, or the browser's confirm()).
    let confirmedNatively = false;
    page.once('dialog', (dialog) => {
      confirmedNatively = dialog.type() === 'confirm';
      void dialog.accept();
    });
    await card.getByRole('button', { name: 'Disconnect' }).click();
    const confirmDialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(confirmDialog.or(toast(page, 'Disconnected'))).toBeVisible();
    if (!confirmedNatively) {
      await expect(confirmDialog, 'Disconnect asks for confirmation').toBeVisible();
      await confirmDialog.getByRole('button', { name: /disconnect/i }).click();
    }
    await expect(toast(page, 'Disconnected')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Connect Google Business Profile' })).toBeVisible();
    await expect(card.getByText('Not Connected', { exact: true })).toBeVisible();
    expect(await activeGoogleConnections(page)).toHaveLength(0);
  });
});
