import { afterEach, describe, expect, it } from 'vitest';
import type { TrustpilotEmulator } from './create-emulator';
import { REFRESH_PATH } from './oauth/token';
import { OTHER_BUSINESS_USER, PRIMARY_BUSINESS_USER } from './seed/businesses';
import { api, authenticateUrl, basicAuth, CLIENT, connect, consent, refreshRequest, testEmulator, tokenRequest } from './testing';

let emulator: TrustpilotEmulator;
afterEach(async () => emulator?.close());

const redirectOf = (response: { headers: Record<string, unknown> }) => new URL(String(response.headers.location));

async function codeFor(user?: string) {
  const back = await consent(emulator, authenticateUrl(), 'allow', user);
  return redirectOf(back).searchParams.get('code')!;
}

const exchange = (code: string, extra: Record<string, string> = {}) =>
  tokenRequest(emulator, { grant_type: 'authorization_code', code, redirect_uri: CLIENT.redirectUri, ...extra });

describe('authenticate', () => {
  it('shows a login page that says it is the emulator, with Allow and Deny', async () => {
    ({ emulator } = await testEmulator());
    const page = await emulator.app.inject({ url: authenticateUrl() });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Trustpilot EMULATOR: this is not Trustpilot');
    expect(page.body).toContain('value="allow"');
    expect(page.body).toContain('value="deny"');
    expect(page.body).toContain('Café Solsikke, Restaurant Havnely');
  });

  it('Allow redirects back with a code and the state echoed', async () => {
    ({ emulator } = await testEmulator());
    const back = redirectOf(await consent(emulator));
    expect(`${back.origin}${back.pathname}`).toBe(CLIENT.redirectUri);
    expect(back.searchParams.get('code')).toMatch(/^[A-Za-z0-9]+$/);
    expect(back.searchParams.get('state')).toBe('state-123');
  });

  it('Deny redirects back with error=access_denied and no code', async () => {
    ({ emulator } = await testEmulator());
    const back = redirectOf(await consent(emulator, authenticateUrl(), 'deny'));
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('state-123');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('autoConsent skips the page; / works as well as /authenticate', async () => {
    ({ emulator } = await testEmulator({ autoConsent: true }));
    for (const url of [authenticateUrl(), authenticateUrl().replace('/authenticate', '/')]) {
      const response = await emulator.app.inject({ url });
      expect(response.statusCode).toBe(302);
      expect(redirectOf(response).searchParams.get('code')).toBeTruthy();
    }
  });

  it('the accessDenied and omitState switches', async () => {
    ({ emulator } = await testEmulator({ autoConsent: true }));
    emulator.state.setFailures({ omitState: true });
    const withoutState = redirectOf(await emulator.app.inject({ url: authenticateUrl() }));
    expect(withoutState.searchParams.get('code')).toBeTruthy();
    expect(withoutState.searchParams.has('state')).toBe(false);
    emulator.state.setFailures({ omitState: false, accessDenied: true });
    expect(redirectOf(await emulator.app.inject({ url: authenticateUrl() })).searchParams.get('error')).toBe('access_denied');
  });

  it('refuses a broken request with an error page instead of redirecting', async () => {
    ({ emulator } = await testEmulator({ clients: [{ clientId: CLIENT.apiKey, clientSecret: CLIENT.apiSecret, redirectUris: [CLIENT.redirectUri] }] }));
    for (const params of [{ client_id: undefined }, { client_id: 'someone-else' }, { redirect_uri: 'https://evil.example/cb' }, { response_type: 'token' }]) {
      const response = await emulator.app.inject({ url: authenticateUrl(params) });
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
    }
  });
});

describe('access token endpoint', () => {
  it('exchanges a code once: expires_in is the string "359999", the token carries the business user', async () => {
    ({ emulator } = await testEmulator());
    const code = await codeFor();
    const response = await exchange(code);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ expires_in: '359999', business_user_id: PRIMARY_BUSINESS_USER.id, refresh_token_expires_in: '2591999' });
    expect(typeof body.access_token).toBe('string');
    expect(typeof body.refresh_token).toBe('string');
    for (const value of Object.values(body)) expect(typeof value).toBe('string');

    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ ErrorCode: 'invalid_request', Error: 'Invalid Authorization Code' });
  });

  it('the business user chosen on the login page is the one in the token', async () => {
    ({ emulator } = await testEmulator());
    const tokens = (await exchange(await codeFor(OTHER_BUSINESS_USER.id))).json();
    expect(tokens.business_user_id).toBe(OTHER_BUSINESS_USER.id);
  });

  it('accepts client_id and client_secret in the body instead of Basic', async () => {
    ({ emulator } = await testEmulator());
    const code = await codeFor();
    const response = await tokenRequest(
      emulator,
      { grant_type: 'authorization_code', code, redirect_uri: CLIENT.redirectUri, client_id: CLIENT.apiKey, client_secret: CLIENT.apiSecret },
      { headers: {} },
    );
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong redirect_uri, a wrong secret and a missing grant type', async () => {
    ({ emulator } = await testEmulator({ clients: [{ clientId: CLIENT.apiKey, clientSecret: CLIENT.apiSecret, redirectUris: [CLIENT.redirectUri] }] }));
    expect((await exchange(await codeFor(), { redirect_uri: 'https://localhost:3000/other' })).statusCode).toBe(400);
    const wrongSecret = await tokenRequest(emulator, { grant_type: 'client_credentials' }, { headers: { authorization: basicAuth(CLIENT.apiKey, 'nope') } });
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json().ErrorCode).toBe('invalid_client');
    expect((await tokenRequest(emulator, {})).json().ErrorCode).toBe('invalid_request');
    expect((await tokenRequest(emulator, { grant_type: 'password' })).json().ErrorCode).toBe('unsupported_grant_type');
  });

  it('client_credentials gives an access token and no refresh token', async () => {
    ({ emulator } = await testEmulator());
    const response = await tokenRequest(emulator, { grant_type: 'client_credentials' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.expires_in).toBe('359999');
    expect(body).not.toHaveProperty('refresh_token');
    expect(body).not.toHaveProperty('refresh_token_expires_in');
    expect((await api(emulator, body.access_token, '/v1/private/business-units')).statusCode).toBe(200);
  });

  it('tokenExchangeError refuses the next exchange only', async () => {
    ({ emulator } = await testEmulator());
    emulator.state.setFailures({ tokenExchangeError: 1 });
    expect((await exchange(await codeFor())).statusCode).toBe(400);
    expect((await exchange(await codeFor())).statusCode).toBe(200);
  });
});

describe('refresh endpoint', () => {
  it('gives a new access token and a new refresh token; the old refresh token is used up', async () => {
    ({ emulator } = await testEmulator());
    const first = await connect(emulator);
    const response = await refreshRequest(emulator, first.refresh_token!);
    expect(response.statusCode).toBe(200);
    const second = response.json();
    expect(second).toMatchObject({ expires_in: '359999', business_user_id: PRIMARY_BUSINESS_USER.id });
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await api(emulator, second.access_token, '/v1/private/business-units')).statusCode).toBe(200);
    const reused = await refreshRequest(emulator, first.refresh_token!);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().ErrorCode).toBe('invalid_grant');
  });

  it('takes only grant_type=refresh_token, and refresh tokens die after 30 days', async () => {
    let clock;
    ({ emulator, clock } = await testEmulator());
    const tokens = await connect(emulator);
    const wrongGrant = await tokenRequest(emulator, { grant_type: 'client_credentials' }, { path: REFRESH_PATH });
    expect(wrongGrant.json().ErrorCode).toBe('unsupported_grant_type');
    clock.advance(30 * 24 * 3600_000);
    expect((await refreshRequest(emulator, tokens.refresh_token!)).statusCode).toBe(400);
  });

  it('access tokens die after 100 hours', async () => {
    let clock;
    ({ emulator, clock } = await testEmulator());
    const tokens = await connect(emulator);
    clock.advance(359_998_000);
    expect((await api(emulator, tokens.access_token, '/v1/private/business-units')).statusCode).toBe(200);
    clock.advance(2000);
    expect((await api(emulator, tokens.access_token, '/v1/private/business-units')).statusCode).toBe(401);
  });
});
