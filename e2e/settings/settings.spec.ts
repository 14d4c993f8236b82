/**
 * Issue 5 journeys: the owner tunes Reputation Settings and Notification Preferences; every change is
 * checked against the server's copy (GET /api/settings), not only the screen.
 */
import type { Page } from '@playwright/test';
import { desktopSidebar, expect, signUpViaApi, test, toast } from '../support/fixtures';

type Settings = Record<string, unknown>;

async function savedSettings(page: Page): Promise<Settings> {
  const response = await page.request.get('/api/settings');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Settings;
}

const saveButton = (page: Page) => page.getByRole('button', { name: /^(Save Changes|Saving\.\.\.|Saved ✓)$/ });

async function openSettings(page: Page): Promise<void> {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Reputation Settings' })).toBeVisible();
  await expect(saveButton(page)).toHaveText('Saved ✓');
}

test.describe('Reputation Settings', () => {
  test.beforeEach(async ({ page }) => {
    await signUpViaApi(page.request);
  });

  test('change the tone and save: Saved ✓, kept after a reload', async ({ page }) => {
    await openSettings(page);
    await expect(saveButton(page)).toBeDisabled();
    await page.getByRole('radio', { name: 'Casual' }).click();
    await expect(saveButton(page)).toHaveText('Save Changes');
    await saveButton(page).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();
    await expect(saveButton(page)).toHaveText('Saved ✓');
    await expect(saveButton(page)).toBeDisabled();
    expect((await savedSettings(page)).defaultTone).toBe('casual');

    await page.reload();
    await expect(page.getByRole('radio', { name: 'Casual' })).toBeChecked();
    await expect(saveButton(page)).toHaveText('Saved ✓');
  });

  test('leaving with unsaved changes: Discard Changes goes on without saving', async ({ page }) => {
    await openSettings(page);
    await page.getByLabel('Contact Name').fill('Mette');
    await desktopSidebar(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Unsaved Changes' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);
    await dialog.getByRole('button', { name: 'Discard Changes' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await savedSettings(page)).contactName).toBeNull();
  });

  test('leaving with unsaved changes: Save & Continue saves, then goes on', async ({ page }) => {
    await openSettings(page);
    await page.getByLabel('Contact Name').fill('Mette');
    await desktopSidebar(page).getByRole('link', { name: 'Profile', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Unsaved Changes' });
    await dialog.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    expect((await savedSettings(page)).contactName).toBe('Mette');
  });

  test('the browser warns before closing the tab with unsaved changes', async ({ page }) => {
    await openSettings(page);
    await page.getByRole('radio', { name: 'Professional' }).click();
    const warned = new Promise<string>((resolve) => page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }));
    await page.close({ runBeforeUnload: true });
    expect(await warned).toBe('beforeunload');
  });

  test('2-star auto-approval asks first: Cancel leaves it off, Enable Anyway turns it on', async ({ page }) => {
    await page.goto('/settings#automation');
    const twoStars = page.getByRole('switch', { name: 'Auto-approve 2-star reviews' });
    await expect(twoStars).toBeInViewport();
    await twoStars.click();
    const dialog = page.getByRole('alertdialog', { name: 'Enable Auto-Approval for 2-Star Reviews?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(twoStars).not.toBeChecked();
    await expect(saveButton(page)).toHaveText('Saved ✓');

    await twoStars.click();
    await dialog.getByRole('button', { name: 'Enable Anyway' }).click();
    await expect(twoStars).toBeChecked();
    // 5 stars needs no confirmation.
    await page.getByRole('switch', { name: 'Auto-approve 5-star reviews' }).click();
    await expect(dialog).toBeHidden();
    await saveButton(page).click();
    await expect(saveButton(page)).toHaveText('Saved ✓');
    expect(await savedSettings(page)).toMatchObject({ autoApprove2Star: true, autoApprove5Star: true, autoApprove1Star: false });
  });
});

test.describe('Notification Preferences', () => {
  test('the alerts show only while email is on, digest time hides for None, and it all saves', async ({ page }) => {
    await signUpViaApi(page.request);
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notification Preferences' })).toBeVisible();
    const master = page.getByRole('switch', { name: 'Enable Email Notifications' });
    const lowRating = page.getByRole('switch', { name: 'Low Rating Alerts' });
    await expect(master).not.toBeChecked();
    await expect(lowRating).toBeHidden();

    await master.click();
    await expect(lowRating).toBeVisible();
    await expect(page.getByRole('switch', { name: 'New Review Alerts' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'AI Response Generated' })).toBeVisible();
    await lowRating.click();

    await page.getByRole('combobox', { name: 'Digest Frequency' }).click();
    await page.getByRole('option', { name: 'Weekly Summary' }).click();
    await expect(page.getByText('You will receive a summary every Monday at the chosen time.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Digest Time' }).click();
    await expect(page.getByRole('option')).toHaveCount(24);
    await page.getByRole('option', { name: '07:00' }).click();

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Notification settings saved')).toBeVisible();
    expect(await savedSettings(page)).toMatchObject({
      emailNotifications: true,
      notifyLowRating: true,
      notifyNewReview: false,
      digestFrequency: 'weekly',
      digestTime: 7,
    });

    await page.getByRole('combobox', { name: 'Digest Frequency' }).click();
    await page.getByRole('option', { name: "None - Don't send digests" }).click();
    await expect(page.getByRole('combobox', { name: 'Digest Time' })).toBeHidden();
    await expect(page.getByText('You will not receive any digest emails.')).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Notification settings saved')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Low Rating Alerts' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Digest Time' })).toBeHidden();
    expect((await savedSettings(page)).digestFrequency).toBe('none');
  });
});
