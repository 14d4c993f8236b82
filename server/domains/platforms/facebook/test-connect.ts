import type { TestApp } from '@server/test/test-app';

/** The browser's part of connecting Facebook, for tests of an app that talks to the Facebook emulator (with autoConsent). */
export function facebookConnector(t: TestApp) {
  /** Signs up, starts the connect flow, lets the emulator's login grant every Page, and picks the Page named `name`. */
  async function connectPage(name = 'Café Solsikke') {
    const owner = await t.signUp();
    const business = await t.request({ method: 'POST', url: '/api/businesses', cookie: owner.cookie, payload: { name: 'My Business', industry: 'cafe' } });
    const start = await t.request({ method: 'GET', url: `/api/auth/facebook/connect/${business.json().id}`, cookie: owner.cookie });
    expect(start.statusCode).toBe(200);
    const consent = await fetch(start.json().authUrl, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    expect(back.pathname).toBe('/api/auth/facebook/callback');
    const stateCookie = start.cookies.find((cookie) => cookie.name === 'connect_state')?.value;
    const callback = await t.request({ method: 'GET', url: `${back.pathname}${back.search}`, cookie: stateCookie ? `${owner.cookie}; connect_state=${stateCookie}` : owner.cookie });
    const choiceId = new URL(callback.headers.location as string, 'http://x').searchParams.get('choose');
    expect(choiceId, `callback went to ${String(callback.headers.location)}`).toBeTruthy();
    const choice = await t.request({ method: 'GET', url: `/api/connections/choices/${choiceId}`, cookie: owner.cookie });
    const page = (choice.json().locations as Array<{ id: string; name: string }>).find((location) => location.name === name)!;
    const chosen = await t.request({ method: 'POST', url: `/api/connections/choices/${choiceId}`, cookie: owner.cookie, payload: { locations: [{ id: page.id }] } });
    expect(chosen.statusCode).toBe(200);
    return { owner, businessId: business.json().id as string, pageId: page.id, connectionId: chosen.json()[0].id as string };
  }

  return { connectPage };
}
