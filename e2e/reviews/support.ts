import type { APIRequestContext, Page } from '@playwright/test';
import { chooseLocations, everyReviewDrafted, expect, signUpViaApi } from '../support/fixtures';

type EmulatorReview = { name: string; starRating: string; reviewReply?: { comment: string } };
type ReplyCall = { method: string; reviewName: string; status: number; body?: { comment?: string } };
type EmulatorState = { reviews?: EmulatorReview[]; replyCalls: ReplyCall[] };

/** The embedded Google emulator listens on the product's port + 1 (see README). */
export function emulatorUrl(page: Page): string {
  const app = new URL(page.url() === 'about:blank' ? (process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 5190}`) : page.url());
  return `${app.protocol}//${app.hostname}:${Number(app.port) + 1}`;
}

export async function emulatorState(page: Page): Promise<EmulatorState> {
  const response = await page.request.get(`${emulatorUrl(page)}/__emulator/state`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as EmulatorState;
}

/** Successful updateReply calls Google received, by review name. */
export async function postedOnGoogle(page: Page): Promise<ReplyCall[]> {
  return (await emulatorState(page)).replyCalls.filter((call) => call.method === 'PUT' && call.status === 200);
}

export type Pending = {
  id: string;
  reviewerName: string;
  rating: number | null;
  aiResponse?: { id: string; responseText: string; status: string; statusReason: string | null; warnings: Array<{ rule: string; kind: string }>; editedByOwner: boolean };
};

export async function pendingReviews(request: APIRequestContext): Promise<Pending[]> {
  const response = await request.get('/api/reviews/pending');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Pending[];
}

/**
 * A new owner whose Google Business Profile is connected through the emulator, synced, and every
 * imported review drafted by the worker: the state a user reaches after the Platforms journey.
 * The emulator is reseeded first, so each journey starts from Google's seeded reviews.
 */
export async function ownerWithDraftedReviews(page: Page): Promise<void> {
  await page.goto('/');
  await page.request.post(`${emulatorUrl(page)}/__emulator/reset`, { data: {} });
  await signUpViaApi(page.request);
  const business = await page.request.post('/api/businesses', { data: { name: 'Café Solsikke', industry: 'cafe' } });
  const { authUrl } = (await (await page.request.get(`/api/auth/google/connect/${(await business.json()).id}`)).json()) as { authUrl: string };
  await page.goto(authUrl);
  await chooseLocations(page, ['Café Solsikke']);
  await expect(page).toHaveURL(/\/platforms$/);
  const [connection] = (await (await page.request.get('/api/platforms')).json()) as Array<{ id: string }>;
  const sync = await page.request.post(`/api/connections/${connection!.id}/sync`);
  expect((await sync.json()).imported).toBeGreaterThan(25);
  await everyReviewDrafted(page);
}
