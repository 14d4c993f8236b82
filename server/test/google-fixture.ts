import type { TestApp } from './test-app';

/** Runs the browser's part of the OAuth dance against the test emulator: authUrl → consent → our callback. */
export async function connectGoogle(t: TestApp, cookie: string) {
  const business = await t.request({ method: 'POST', url: '/api/businesses', cookie, payload: { name: 'Café Solsikke', industry: 'cafe' } });
  const start = await t.request({ method: 'GET', url: `/api/auth/google/connect/${business.json().id}`, cookie });
  const consent = await fetch(start.json().authUrl, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  await t.request({ method: 'GET', url: `${back.pathname}${back.search}`, cookie });
  const [connection] = (await t.request({ method: 'GET', url: '/api/platforms', cookie })).json() as Array<{ id: string }>;
  return { connectionId: connection!.id, businessId: business.json().id as string };
}

/** Connects Google, imports the first location's reviews and drafts their replies, as the worker would. */
export async function importReviewsWithDrafts(t: TestApp, cookie: string, userId: string) {
  const { connectionId } = await connectGoogle(t, cookie);
  const sync = await t.request({ method: 'POST', url: `/api/connections/${connectionId}/sync`, cookie });
  const { draftMissingForUser } = await import('@server/domains/responses/drafts.service');
  await draftMissingForUser(t.ctx, userId);
  return { connectionId, imported: sync.json().imported as number };
}
