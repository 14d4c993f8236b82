import type { TestApp } from '@server/test/test-app';

/** The browser's part of connecting Trustpilot, for tests of an app that talks to the Trustpilot emulator. */
export function trustpilotConnector(t: TestApp) {
  const stateCookieOf = (response: { cookies: Array<{ name: string; value: string }> }) => response.cookies.find((cookie) => cookie.name === 'connect_state')!.value;

  /** Signs up, starts the connect flow and runs the browser's part at Trustpilot; answers our callback's redirect. */
  async function connectTrustpilot(options: { dropState?: boolean } = {}) {
    const owner = await t.signUp();
    const business = await t.request({ method: 'POST', url: '/api/businesses', cookie: owner.cookie, payload: { name: 'My Business', industry: 'cafe' } });
    const start = await t.request({ method: 'GET', url: `/api/auth/trustpilot/connect/${business.json().id}`, cookie: owner.cookie });
    expect(start.statusCode).toBe(200);
    const authUrl = new URL(start.json().authUrl);
    expect(`${authUrl.origin}${authUrl.pathname}`).toBe(`${t.trustpilot.url}/authenticate`);
    if (options.dropState) t.trustpilot.state.setFailures({ omitState: true });
    const consent = await fetch(authUrl, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    expect(back.pathname).toBe('/api/auth/trustpilot/callback');
    const cookie = `${owner.cookie}; connect_state=${stateCookieOf(start)}`;
    const callback = await t.request({ method: 'GET', url: `${back.pathname}${back.search}`, cookie });
    return { owner, businessId: business.json().id as string, callback, back };
  }

  /** Connects and picks the unit named `name` among the login's business units. */
  async function connectUnit(name = 'Restaurant Havnely') {
    const { owner, businessId, callback } = await connectTrustpilot();
    const choiceId = new URL(callback.headers.location as string, 'http://x').searchParams.get('choose')!;
    const choice = await t.request({ method: 'GET', url: `/api/connections/choices/${choiceId}`, cookie: owner.cookie });
    const unit = (choice.json().locations as Array<{ id: string; name: string }>).find((location) => location.name === name)!;
    const chosen = await t.request({ method: 'POST', url: `/api/connections/choices/${choiceId}`, cookie: owner.cookie, payload: { locations: [{ id: unit.id }] } });
    expect(chosen.statusCode).toBe(200);
    return { owner, businessId, unitId: unit.id, connectionId: chosen.json()[0].id as string };
  }

  return { connectTrustpilot, connectUnit };
}
