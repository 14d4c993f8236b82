/**
 * Issue 15 journey: a marketer whose Google login manages several locations connects three in one go,
 * reads each location's inbox, history and dashboard or all of them together, approves the 5-star
 * replies of one location only, and renames a location to see the next draft signed with the new name.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { emulatorUrl } from '../reviews/support';
import { chooseLocations, everyReviewDrafted, expect, signUpViaApi, test, toast } from '../support/fixtures';

type Business = { id: string; name: string };
type Pending = { id: string; businessId: string; rating: number | null; reviewerName: string; aiResponse?: { id: string; status: string; responseText: string; warnings: unknown[] } };

const LOCATIONS = ['Hotel Havblik', 'Salon Nordlys', 'Bageri Kornblomst'];

async function businesses(request: APIRequestContext): Promise<Business[]> {
  return (await (await request.get('/api/businesses')).json()) as Business[];
}

async function pending(request: APIRequestContext, location?: string): Promise<Pending[]> {
  return (await (await request.get(`/api/reviews/pending${location ? `?location=${location}` : ''}`)).json()) as Pending[];
}

/** The header's location switcher: picks All locations or one by name. */
async function showLocation(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveText(name);
}

test('connect three Google locations, read them one by one and together, approve within one, rename one', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.request.post(`${emulatorUrl(page)}/__emulator/reset`, { data: {} });
  await signUpViaApi(page.request);

  // Connect: the picker lists the four locations of the emulated owner; three are chosen at once.
  await page.goto('/platforms');
  await page.getByRole('button', { name: 'Connect Google Business Profile' }).click();
  await chooseLocations(page, LOCATIONS);
  await expect(toast(page, 'Connected successfully!')).toContainText('3 Google Business Profile locations connected');
  const google = page.getByRole('main').locator('[data-platform="google"]');
  await expect(google.getByText('Connected · 3 locations')).toBeVisible();
  await expect(google.getByTestId('connection')).toHaveCount(3);
  const byName = Object.fromEntries((await businesses(page.request)).map((business) => [business.name, business.id]));
  expect(Object.keys(byName).sort()).toEqual([...LOCATIONS].sort());

  // Each location syncs its own reviews (its own Sync Reviews button) and the worker drafts them.
  for (const row of await google.getByTestId('connection').all()) {
    const synced = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/sync'), { timeout: 30_000 });
    await row.getByRole('button', { name: 'Sync Reviews' }).click();
    expect((await synced).ok()).toBe(true);
  }
  await expect(toast(page, 'Sync complete').first()).toBeVisible();
  await everyReviewDrafted(page);
  const all = await pending(page.request);
  const salonId = byName['Salon Nordlys']!;
  const hotelId = byName['Hotel Havblik']!;
  const salon = all.filter((review) => review.businessId === salonId);
  expect(salon.length).toBeGreaterThan(5);
  expect(new Set(all.map((review) => review.businessId)).size).toBe(3);

  // All locations: the inbox counts everything and each card says where it is.
  await page.goto('/reviews');
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveText('All locations');
  await expect(page.getByTestId('location-badge').first()).toBeVisible();
  await expect(page.getByText(new RegExp(`^${all.length} pending reviews`))).toBeVisible();

  // One location: only its reviews, and its count.
  await showLocation(page, 'Salon Nordlys');
  await expect(page.getByText(new RegExp(`^${salon.length} pending reviews`))).toBeVisible();
  await expect(page.getByTestId('location-badge')).toHaveCount(0);

  // Approve All 5★ acts on the salon's replies only; the hotel's wait as they were.
  const salonFiveStar = salon.filter((review) => review.rating === 5 && review.aiResponse?.status === 'pending');
  const hotelFiveStarBefore = all.filter((review) => review.businessId === hotelId && review.rating === 5 && review.aiResponse?.status === 'pending').length;
  expect(salonFiveStar.length).toBeGreaterThan(0);
  expect(hotelFiveStarBefore).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Bulk Actions' }).click();
  await page.getByRole('menuitem', { name: `Approve All 5★ Reviews (${salonFiveStar.length})` }).click();
  await page.getByRole('alertdialog', { name: 'Confirm Bulk Approval' }).getByRole('button', { name: 'Approve & Post All' }).click();
  await expect(toast(page, 'Bulk approval successful!')).toBeVisible({ timeout: 30_000 });
  const salonReady = salonFiveStar.filter((review) => review.aiResponse!.warnings.length === 0).length;
  await expect.poll(async () => (await pending(page.request, salonId)).filter((r) => r.rating === 5 && r.aiResponse?.status === 'pending').length).toBe(salonFiveStar.length - salonReady);
  expect((await pending(page.request, hotelId)).filter((r) => r.rating === 5 && r.aiResponse?.status === 'pending')).toHaveLength(hotelFiveStarBefore);

  // History and the dashboard follow the switcher too.
  await page.getByRole('link', { name: 'History' }).first().click();
  await expect(page).toHaveURL(/\/reviews\/history$/);
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveText('Salon Nordlys');
  const historySalon = (await (await page.request.get(`/api/reviews/history?location=${salonId}`)).json()) as Pending[];
  expect(historySalon.length).toBe(salonReady);
  for (const item of historySalon) await expect(page.getByText(item.reviewerName).first()).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const salonPending = (await pending(page.request, salonId)).length;
  await expect(page.getByTestId('stat-pending-value')).toHaveText(String(salonPending));
  await showLocation(page, 'All locations');
  await expect(page.getByTestId('stat-pending-value')).toHaveText(String((await pending(page.request)).length));

  // Rename the hotel from Platform Connections: its next draft is signed with the new name.
  await page.goto('/platforms');
  await page.getByRole('button', { name: 'Edit Hotel Havblik' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Hotel Havblik' });
  await edit.getByLabel('Location name').fill('Havblik Badehotel');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Location saved')).toContainText('New replies for Havblik Badehotel are signed with it.');
  await expect(page.getByRole('button', { name: 'Edit Havblik Badehotel' })).toBeVisible();
  // The signature is one of the offline engine's closings, so a few fresh drafts are read, as the owner would.
  const hotelReviews = (await pending(page.request, hotelId)).filter((review) => review.aiResponse?.status === 'pending').slice(0, 4);
  const redrafts: string[] = [];
  for (const review of hotelReviews) {
    const redrafted = await page.request.post(`/api/reviews/${review.id}/generate-response`, { data: {} });
    expect(redrafted.ok(), await redrafted.text()).toBe(true);
    redrafts.push(((await redrafted.json()) as Pending).aiResponse!.responseText);
  }
  expect(redrafts.some((text) => text.includes('Havblik Badehotel')), redrafts.join('\n')).toBe(true);
  expect(redrafts.filter((text) => text.includes('Hotel Havblik'))).toEqual([]);
});
