import { randomUUID } from 'node:crypto';
import { expect, test as base, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** A password that passes the 8-character rule. */
export const PASSWORD = 'Correct-horse-42';

export type Account = { email: string; password: string };

/** A fresh address per call: every journey runs against its own account. */
export function uniqueEmail(label = 'user'): string {
  return `e2e-${label}-${randomUUID().slice(0, 8)}@example.com`;
}

export function newAccount(label?: string): Account {
  return { email: uniqueEmail(label), password: PASSWORD };
}

/** The toast with this title (Radix's screen-reader announcer copies the text, so match the toast itself). */
export function toast(page: Page, title: string | RegExp): Locator {
  return page.locator('[data-slot="toast"]').filter({ hasText: title });
}

/** The desktop sidebar (its data-state is expanded or collapsed). */
export function desktopSidebar(page: Page): Locator {
  return page.locator('[data-slot="sidebar"][data-state]');
}

/** The sidebar, desktop or mobile sheet. */
export function sidebar(page: Page): Locator {
  return page.locator('[data-slot="sidebar"]');
}

/** Signs a new account up through the Sign Up screen; ends on /onboarding, signed in. */
export async function signUpViaUi(page: Page, account: Account = newAccount('signup')): Promise<Account> {
  await page.goto('/signup');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  return account;
}

/** The location picker after a login that manages several places: ticks the places named and connects them. */
export async function chooseLocations(page: Page, names: string[]): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Which locations do you want to connect?' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  for (const name of names) await dialog.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check();
  await dialog.getByRole('button', { name: `Connect ${names.length} location${names.length === 1 ? '' : 's'}` }).click();
  await expect(toast(page, 'Connected successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
}

/**
 * Creates an account through the API. With `page.request` the browser context gets the session
 * cookie (signed in); with the standalone `request` fixture the browser stays signed out.
 */
export async function signUpViaApi(request: APIRequestContext, account: Account = newAccount('api')): Promise<Account> {
  const response = await request.post('/api/auth/register', { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** Fills and submits the Log In form (does not wait for the outcome). */
export async function submitLogin(page: Page, account: Account, { rememberMe = false } = {}): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  const remember = page.getByRole('checkbox', { name: 'Remember me' });
  if (rememberMe) await remember.check();
  else await expect(remember).not.toBeChecked();
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

/** Logs in through the UI and waits for the dashboard. */
export async function logInViaUi(page: Page, account: Account, options: { rememberMe?: boolean } = {}): Promise<void> {
  await submitLogin(page, account, options);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Clicks Log Out in the sidebar footer and waits for the landing page. */
export async function logOutViaSidebar(page: Page): Promise<void> {
  await sidebar(page).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The page's uncaught exceptions and console errors, for journeys that must run clean. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  return errors;
}

/** Today's date as the product shows it (Danish format), computed in the browser's time zone. */
export function todayInDanishFormat(page: Page): Promise<string> {
  return page.evaluate(() => new Date().toLocaleDateString('da-DK', { day: '2-digit', month: '2-digit', year: 'numeric' }));
}

/** Every page: one main landmark and exactly one h1 (a cheap accessibility smoke check). */
export async function expectOneMainAndOneH1(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

export const test = base;
export { expect };

/**
 * Waits until the worker has drafted a reply to every imported review (drafting runs as a job);
 * `unanswerable` reviews take no reply (old Facebook ratings without a story) and get no draft.
 */
export async function everyReviewDrafted(page: Page, unanswerable = 0): Promise<void> {
  await expect
    .poll(async () => {
      const counts = (await (await page.request.get('/api/reviews/pending/counts')).json()) as { total: number; withResponse: number };
      return counts.total > 0 && counts.withResponse === counts.total - unanswerable;
    }, { timeout: 30_000, message: 'every imported review has a draft' })
    .toBe(true);
}
