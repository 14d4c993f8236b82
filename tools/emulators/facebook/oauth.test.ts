import { afterEach, describe, expect, it } from 'vitest';
import type { FacebookEmulator } from './create-emulator';
import { LONG_LIVED_SECONDS, SHORT_LIVED_SECONDS } from './oauth/tokens';
import { BAKERY, CAFE, OTHER_USER, RESTAURANT } from './seed/world';
import { APP, codeOf, connect, consent, dialogUrl, graph, graphErrorOf, testEmulator, tokenRequest, VERSION } from './testing';

let emulator: FacebookEmulator;
afterEach(async () => {
  await emulator?.close();
});

const exchange = (code: string, extra: Record<string, string> = {}) =>
  tokenRequest(emulator, { client_id: APP.appId, client_secret: APP.appSecret, redirect_uri: APP.redirectUri, code, ...extra });

describe('the login dialog', () => {
  it('says it is an emulator and lists the people, their Pages and each permission asked for', async () => {
    ({ emulator } = await testEmulator());
    const page = await emulator.app.inject({ method: 'GET', url: dialogUrl() });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Facebook EMULATOR: this is not Facebook');
    for (const name of [CAFE.name, RESTAURANT.name, BAKERY.name, OTHER_USER.name]) expect(page.body).toContain(name);
    for (const permission of ['pages_show_list', 'pages_read_user_content', 'pages_manage_engagement', 'pages_read_engagement']) {
      expect(page.body).toContain(`name="perm_${permission}" value="on" checked`);
    }
    expect(page.body).toContain('>Cancel</button>');
  });

  it('Continue redirects back with a code and our state; Cancel with user_denied', async () => {
    ({ emulator } = await testEmulator());
    const allowed = new URL(String((await consent(emulator)).headers.location));
    expect(`${allowed.origin}${allowed.pathname}`).toBe(APP.redirectUri);
    expect(allowed.searchParams.get('code')).toMatch(/^AQ/);
    expect(allowed.searchParams.get('state')).toBe('state-123');
    expect(allowed.hash).toBe('#_=_');
    const denied = new URL(String((await consent(emulator, dialogUrl(), 'deny')).headers.location));
    expect(Object.fromEntries(denied.searchParams)).toEqual({
      error: 'access_denied',
      error_code: '200',
      error_description: 'Permissions error',
      error_reason: 'user_denied',
      state: 'state-123',
    });
  });

  it('grants only what stayed ticked: a declined permission and an unticked Page are missing afterwards', async () => {
    ({ emulator } = await testEmulator());
    const { longLived, pageTokens } = await connect(emulator, { untick: ['pages_manage_engagement'], untickPages: [RESTAURANT.id] });
    const permissions = (await graph(emulator, longLived, `/${VERSION}/me/permissions`)).json();
    expect(permissions.data).toContainEqual({ permission: 'pages_manage_engagement', status: 'declined' });
    expect(permissions.data).toContainEqual({ permission: 'pages_read_user_content', status: 'granted' });
    expect(permissions.data).toContainEqual({ permission: 'public_profile', status: 'granted' });
    expect(Object.keys(pageTokens)).toEqual([CAFE.id]);
  });

  it('the second person sees only their own Page', async () => {
    ({ emulator } = await testEmulator());
    const { pageTokens } = await connect(emulator, { user: OTHER_USER.id });
    expect(Object.keys(pageTokens)).toEqual([BAKERY.id]);
  });

  it('with autoConsent redirects at once, granting all but the permissions the switch declines', async () => {
    ({ emulator } = await testEmulator({ autoConsent: true }));
    emulator.state.setFailures({ declinePermissions: ['pages_read_user_content'] });
    const back = await emulator.app.inject({ method: 'GET', url: dialogUrl() });
    expect(back.statusCode).toBe(302);
    const token = (await exchange(codeOf(back.headers.location)!)).json().access_token;
    expect((await graph(emulator, token, `/${VERSION}/me/permissions`)).json().data).toContainEqual({ permission: 'pages_read_user_content', status: 'declined' });
    emulator.state.setFailures({ accessDenied: true });
    const denied = await emulator.app.inject({ method: 'GET', url: dialogUrl() });
    expect(new URL(String(denied.headers.location)).searchParams.get('error_reason')).toBe('user_denied');
  });

  it('shows an error page, not a redirect, for an unknown app, a redirect URI not registered, or an unknown permission', async () => {
    ({ emulator } = await testEmulator());
    for (const [params, words] of [
      [{ client_id: '999' }, 'Invalid App ID'],
      [{ redirect_uri: 'https://evil.example/cb' }, 'URL Blocked'],
      [{ scope: 'pages_show_list,manage_everything' }, 'Invalid Scopes: manage_everything'],
    ] as const) {
      const page = await emulator.app.inject({ method: 'GET', url: dialogUrl(params) });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain(words);
    }
  });

  it('knows the default app without any clients registered, with any redirect URI', async () => {
    ({ emulator } = await testEmulator({ clients: undefined, autoConsent: true }));
    const back = await emulator.app.inject({ method: 'GET', url: dialogUrl({ client_id: '1000000000000001', redirect_uri: 'http://localhost:5173/api/auth/facebook/callback' }) });
    const code = codeOf(back.headers.location)!;
    const answer = await tokenRequest(emulator, { client_id: '1000000000000001', client_secret: 'emulator-app-secret', redirect_uri: 'http://localhost:5173/api/auth/facebook/callback', code });
    expect(answer.statusCode).toBe(200);
  });
});

describe('the token endpoint', () => {
  it('gives a short-lived bearer token for a code, once', async () => {
    ({ emulator } = await testEmulator());
    const code = codeOf((await consent(emulator)).headers.location)!;
    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ access_token: expect.stringMatching(/^EAA/), token_type: 'bearer', expires_in: SHORT_LIVED_SECONDS });
    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect(graphErrorOf(again)).toMatchObject({ code: 100, error_subcode: 36009, type: 'OAuthException', fbtrace_id: expect.any(String) });
  });

  it('refuses another redirect URI (36008), an expired code (36007), a wrong secret (1) and an unknown app (101)', async () => {
    const started = await testEmulator();
    emulator = started.emulator;
    const code = () => consent(emulator).then((r) => codeOf(r.headers.location)!);
    expect(graphErrorOf(await exchange(await code(), { redirect_uri: 'https://localhost:3000/other' }))).toMatchObject({ code: 100, error_subcode: 36008 });
    expect(graphErrorOf(await exchange(await code(), { client_secret: 'wrong' }))).toMatchObject({ code: 1, message: 'Error validating client secret.' });
    expect(graphErrorOf(await exchange(await code(), { client_id: '3000000000000003' }))).toMatchObject({ code: 101 });
    const late = await code();
    started.clock.advance(11 * 60_000);
    expect(graphErrorOf(await exchange(late))).toMatchObject({ code: 100, error_subcode: 36007 });
  });

  it('refuses code exchanges while tokenExchangeError counts down', async () => {
    ({ emulator } = await testEmulator());
    emulator.state.setFailures({ tokenExchangeError: 1 });
    expect((await exchange(codeOf((await consent(emulator)).headers.location)!)).statusCode).toBe(400);
    expect((await exchange(codeOf((await consent(emulator)).headers.location)!)).statusCode).toBe(200);
  });

  it('exchanges a short-lived token for a long-lived one of about 60 days', async () => {
    ({ emulator } = await testEmulator());
    const code = codeOf((await consent(emulator)).headers.location)!;
    const short = (await exchange(code)).json().access_token as string;
    const long = await tokenRequest(emulator, { grant_type: 'fb_exchange_token', client_id: APP.appId, client_secret: APP.appSecret, fb_exchange_token: short });
    expect(long.json()).toEqual({ access_token: expect.stringMatching(/^EAA/), token_type: 'bearer', expires_in: LONG_LIVED_SECONDS });
    const bogus = await tokenRequest(emulator, { grant_type: 'fb_exchange_token', client_id: APP.appId, client_secret: APP.appSecret, fb_exchange_token: 'EAAnope' });
    expect(graphErrorOf(bogus)).toMatchObject({ code: 190 });
  });
});

describe('tokens', () => {
  it('a short-lived token expires with 190/463; a Page token got through it dies with it, one through a long-lived token lives on', async () => {
    const started = await testEmulator();
    emulator = started.emulator;
    const { shortLived, pageTokens } = await connect(emulator);
    const fromShort = (await graph(emulator, shortLived, `/${VERSION}/me/accounts`)).json().data[0].access_token as string;
    started.clock.advance((SHORT_LIVED_SECONDS + 1) * 1000);
    const expired = await graph(emulator, shortLived, `/${VERSION}/me`);
    expect(expired.statusCode).toBe(400);
    expect(expired.headers['www-authenticate']).toMatch(/^OAuth "Facebook Platform" "invalid_token"/);
    expect(graphErrorOf(expired)).toMatchObject({ code: 190, error_subcode: 463, type: 'OAuthException' });
    expect(graphErrorOf(await graph(emulator, fromShort, `/${VERSION}/me`))).toMatchObject({ code: 190, error_subcode: 463 });
    started.clock.advance(365 * 24 * 3600_000);
    expect((await graph(emulator, pageTokens[CAFE.id], `/${VERSION}/me`)).json()).toEqual({ id: CAFE.id, name: CAFE.name });
  });

  it('expireTokens ends every token, Page tokens too (463); revokeTokens removes the app (458)', async () => {
    ({ emulator } = await testEmulator());
    const first = await connect(emulator);
    emulator.state.setFailures({ expireTokens: true });
    expect(graphErrorOf(await graph(emulator, first.pageTokens[CAFE.id], `/${VERSION}/me`))).toMatchObject({ code: 190, error_subcode: 463 });
    const second = await connect(emulator);
    emulator.state.setFailures({ revokeTokens: true });
    expect(graphErrorOf(await graph(emulator, second.pageTokens[CAFE.id], `/${VERSION}/me`))).toMatchObject({ code: 190, error_subcode: 458 });
    expect(graphErrorOf(await graph(emulator, second.longLived, `/${VERSION}/me`))).toMatchObject({ code: 190, error_subcode: 458 });
  });

  it('DELETE /me/permissions removes the app for that person: their tokens stop for good, even after a new login', async () => {
    ({ emulator } = await testEmulator());
    const { longLived, pageTokens } = await connect(emulator);
    expect((await graph(emulator, pageTokens[CAFE.id], `/${VERSION}/me/permissions`, { method: 'DELETE' })).statusCode).toBe(400);
    expect((await graph(emulator, longLived, `/${VERSION}/me/permissions`, { method: 'DELETE' })).json()).toEqual({ success: true });
    expect(graphErrorOf(await graph(emulator, pageTokens[CAFE.id], `/${VERSION}/me`))).toMatchObject({ code: 190, error_subcode: 458 });
    await connect(emulator);
    expect(graphErrorOf(await graph(emulator, longLived, `/${VERSION}/me`))).toMatchObject({ code: 190, error_subcode: 458 });
  });

  it('takes the token from the header or the access_token parameter; none at all is code 104', async () => {
    ({ emulator } = await testEmulator());
    const { longLived } = await connect(emulator);
    expect((await graph(emulator, undefined, `/${VERSION}/me?access_token=${longLived}`)).json().name).toBe('Mette Sørensen');
    expect(graphErrorOf(await graph(emulator, undefined, `/${VERSION}/me`))).toMatchObject({ code: 104 });
    expect(graphErrorOf(await graph(emulator, 'EAAunknown', `/${VERSION}/me`))).toMatchObject({ code: 190 });
  });
});
