/**
 * Issue 12, Accessibility: axe finds no serious or critical violation on the landing page, the public
 * pages and every app screen (with a connected Google profile, so the screens have content), in light
 * and in dark theme. A new state is one line in STATES.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContextOptions, Page } from '@playwright/test';
import { ownerWithDraftedReviews, pendingReviews } from '../reviews/support';
import { expect, test as base } from '../support/fixtures';

type Theme = 'light' | 'dark';
type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

type State = {
  name: string;
  path: string;
  /** Signed in as the owner of a connected, synced and drafted Google profile. */
  owner?: boolean;
  /** Brings the screen into the state to check, once its heading is visible. */
  enter?: (page: Page) => Promise<void>;
};

/** Clicks a control of the screen by its exact name. */
const click = (name: string, role: Parameters<Page['getByRole']>[0] = 'button') => async (page: Page) => {
  await page.getByRole('main').getByRole(role, { name, exact: true }).click();
};
const steps = (...actions: Array<(page: Page) => Promise<void>>) => async (page: Page) => {
  for (const action of actions) await action(page);
};
const reviewsView = (name: string) => async (page: Page) => {
  await page.getByRole('group', { name: 'View mode' }).getByRole('button', { name }).click();
};
const luna = (page: Page) => page.getByRole('dialog', { name: 'Luna' });
const openLuna = async (page: Page) => {
  await page.getByRole('button', { name: /^Luna, your assistant/ }).click();
  await expect(luna(page)).toBeVisible();
};
const showLunaChat = async (page: Page) => {
  await luna(page).getByRole('button', { name: 'Ask Luna a Question' }).click();
  await expect(luna(page).getByRole('textbox')).toBeVisible();
};
const startTour = (name: string) => async (page: Page) => {
  await openLuna(page);
  await luna(page).getByRole('region', { name: 'Quick Help' }).getByRole('button', { name }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
};

const STATES: State[] = [
  { name: 'landing', path: '/' },
  { name: 'log in', path: '/login' },
  { name: 'sign up', path: '/signup' },
  { name: 'forgot password', path: '/forgot-password' },
  { name: 'reset password', path: '/reset-password' },
  { name: 'blog', path: '/blog' },
  { name: 'integrations', path: '/integrations' },
  { name: 'about', path: '/about' },
  { name: 'not found', path: '/no-such-page' },
  { name: 'dashboard', path: '/dashboard', owner: true },
  { name: 'reviews', path: '/reviews', owner: true },
  { name: 'reviews, filters and stats open', path: '/reviews', owner: true, enter: steps(click('Filters'), click('Show Stats')) },
  { name: 'reviews, list view', path: '/reviews', owner: true, enter: reviewsView('List') },
  { name: 'reviews, stream view', path: '/reviews', owner: true, enter: reviewsView('Stream') },
  { name: 'reviews, batch edit', path: '/reviews', owner: true, enter: reviewsView('Batch Edit') },
  { name: 'history', path: '/reviews/history', owner: true },
  { name: 'onboarding', path: '/onboarding', owner: true },
  { name: 'settings', path: '/settings', owner: true },
  { name: 'platforms', path: '/platforms', owner: true },
  { name: 'notifications', path: '/notifications', owner: true },
  { name: 'profile', path: '/profile', owner: true },
  { name: 'billing', path: '/billing', owner: true },
  { name: 'Luna panel open', path: '/dashboard', owner: true, enter: openLuna },
  { name: 'Luna chat open', path: '/reviews', owner: true, enter: steps(openLuna, showLunaChat) },
  { name: 'a tour running', path: '/settings', owner: true, enter: startTour('Customize your AI responses') },
];

const THEMES: Theme[] = ['light', 'dark'];
const BLOCKING = new Set(['serious', 'critical']);

/** One owner per worker: connecting Google, syncing and drafting takes longer than every check together. */
const test = base.extend<object, { ownerState: StorageState }>({
  ownerState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await ownerWithDraftedReviews(page);
      // One posted reply, so that History lists something.
      const ready = (await pendingReviews(page.request)).find((review) => review.aiResponse?.status === 'pending' && review.aiResponse.warnings.length === 0);
      expect(ready, 'a draft ready to post').toBeDefined();
      expect((await page.request.post(`/api/ai-responses/${ready!.aiResponse!.id}/approve`)).ok()).toBe(true);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
});

/** Waits for the screen's data (no spinner, no skeleton) and for every finite animation to end. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"], [role="status"]:has(svg.animate-spin)')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The rules that read colours; every other rule sees the same markup in both themes, so the dark run checks only
 * these and the spec takes a third less time.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Each blocking violation, one line per element: what to fix and where. */
async function blockingViolations(page: Page, theme: Theme): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const { violations } = await (theme === 'dark' ? axe.withRules(COLOUR_RULES) : axe).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help}. ${node.failureSummary ?? ''}`.replace(/\s+/g, ' ')),
    );
}

async function check(page: Page, state: State, theme: Theme): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
  await page.goto(state.path);
  // The screen itself, not a redirect (to /login, say) that would be checked in its place.
  await expect(page).toHaveURL((url) => url.pathname === new URL(state.path, url).pathname);
  await settled(page);
  if (state.enter) {
    await state.enter(page);
    await settled(page);
  }
  if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  expect(await blockingViolations(page, theme), `axe on ${state.path} (${state.name}, ${theme})`).toEqual([]);
}

for (const theme of THEMES) {
  test.describe(`axe, ${theme} theme`, () => {
    for (const state of STATES.filter((candidate) => !candidate.owner)) {
      test(state.name, async ({ page }) => check(page, state, theme));
    }
    test.describe('signed in', () => {
      test.use({ storageState: async ({ ownerState }, use) => use(ownerState) });
      for (const state of STATES.filter((candidate) => candidate.owner)) {
        test(state.name, async ({ page }) => check(page, state, theme));
      }
    });
  });
}
