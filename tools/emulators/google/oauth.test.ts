import { afterEach, describe, expect, it } from 'vitest';
import type { GoogleEmulator } from './create-emulator';
import {
  api,
  authorizeUrl,
  BUSINESS_SCOPE,
  CLIENT,
  connect,
  consent,
  defaultAuthorizeParams,
  pkce,
  testEmulator,
  tokenRequest,
} from './testing';

let emulator: GoogleEmulator;
afterEach(async () => emulator?.close());

const exchange = (code: string, verifier: string | undefined, extra: Record<string, string> = {}) =>
  tokenRequest(emulator, {
    grant_type: 'authorization_code',
    code,
    client_id: CLIENT.id,
    client_secret: CLIENT.secret,
    redirect_uri: CLIENT.redirectUri,
    code_verifier: verifier,
    ...extra,
  });

async function codeFor(extra: Record<string, string | undefined> = {}) {
  const { verifier, challenge } = pkce();
  const back = await consent(emulator, authorizeUrl(defaultAuthorizeParams(challenge, extra)));
  const location = new URL(String(back.headers.location));
  return { verifier, location, code: location.searchParams.get('code')! };
}

describe('authorization endpoint', () => {
  it('shows a consent page that says it is the emulator, with Allow and Deny', async () => {
    ({ emulator } = await testEmulator());
    const page = await emulator.app.inject({ url: authorizeUrl(defaultAuthorizeParams(pkce().challenge)) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Google EMULATOR: this is not Google');
    expect(page.body).toMatch(/<button[^>]*value="allow"[^>]*>Allow<\/button>/);
    expect(page.body).toMatch(/<button[^>]*value="deny"[^>]*>Deny<\/button>/);
    expect(page.body).toContain(BUSINESS_SCOPE);
  });

  it('Allow redirects back with a code, the state, the granted scopes in long form, authuser and prompt', async () => {
    ({ emulator } = await testEmulator());
    const { location, code } = await codeFor();
    expect(`${location.origin}${location.pathname}`).toBe(CLIENT.redirectUri);
    expect(code).toMatch(/^4\/0/);
    expect(location.searchParams.get('state')).toBe('state-123');
    expect(location.searchParams.get('scope')!.split(' ').sort()).toEqual(
      [BUSINESS_SCOPE, 'openid', 'https://www.googleapis.com/auth/userinfo.email', 'https://www.googleapis.com/auth/userinfo.profile'].sort(),
    );
    expect(location.searchParams.get('authuser')).toBe('0');
    expect(location.searchParams.get('prompt')).toBe('consent');
  });

  it('Deny redirects back with error=access_denied and the state', async () => {
    ({ emulator } = await testEmulator());
    const back = await consent(emulator, authorizeUrl(defaultAuthorizeParams(pkce().challenge)), 'deny');
    expect(back.statusCode).toBe(302);
    const location = new URL(String(back.headers.location));
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('state-123');
    expect(location.searchParams.has('code')).toBe(false);
  });

  it('a consent form can be answered once only', async () => {
    ({ emulator } = await testEmulator());
    const page = await emulator.app.inject({ url: authorizeUrl(defaultAuthorizeParams(pkce().challenge)) });
    const requestId = /name="request" value="([^"]+)"/.exec(page.body)![1]!;
    const post = () =>
      emulator.app.inject({ method: 'POST', url: '/__emulator/consent', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `request=${requestId}&decision=allow` });
    expect((await post()).statusCode).toBe(302);
    expect((await post()).statusCode).toBe(400);
  });

  it('auto-consent redirects at once without a page', async () => {
    ({ emulator } = await testEmulator({ autoConsent: true }));
    const response = await emulator.app.inject({ url: authorizeUrl(defaultAuthorizeParams(pkce().challenge)) });
    expect(response.statusCode).toBe(302);
    expect(new URL(String(response.headers.location)).searchParams.get('code')).toMatch(/^4\/0/);
  });

  it.each([
    ['invalid_request', 'client_id', { client_id: undefined }],
    ['invalid_request', 'redirect_uri', { redirect_uri: undefined }],
    ['invalid_request', 'redirect_uri', { redirect_uri: 'not a url' }],
    ['unsupported_response_type', 'response_type', { response_type: 'token' }],
    ['invalid_request', 'scope', { scope: undefined }],
    ['invalid_scope', 'drive', { scope: 'openid https://www.googleapis.com/auth/drive' }],
    ['invalid_request', 'access_type', { access_type: 'sometimes' }],
    ['invalid_request', 'prompt', { prompt: 'none consent' }],
    ['invalid_request', 'code_challenge_method', { code_challenge_method: 'S512' }],
    ['invalid_request', 'code_challenge', { code_challenge: 'short' }],
  ] as [string, string, Record<string, string | undefined>][])('refuses a broken request (%s about %s) on an error page, without redirecting', async (error, mention, override) => {
    ({ emulator } = await testEmulator());
    const response = await emulator.app.inject({ url: authorizeUrl(defaultAuthorizeParams(pkce().challenge, override)) });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain(`Error 400: ${error}`);
    expect(response.body).toContain(mention);
  });

  it('with registered clients, an unknown client or unregistered redirect_uri is refused', async () => {
    ({ emulator } = await testEmulator({ clients: [{ clientId: CLIENT.id, clientSecret: CLIENT.secret, redirectUris: [CLIENT.redirectUri] }] }));
    const unknown = await emulator.app.inject({ url: authorizeUrl(defaultAuthorizeParams(pkce().challenge, { client_id: 'someone-else' })) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toContain('invalid_client');
    const mismatch = await emulator.app.inject({ url: authorizeUrl(defaultAuthorizeParams(pkce().challenge, { redirect_uri: 'http://evil.example/cb' })) });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('redirect_uri_mismatch');
  });

  it('prompt=none answers consent_required before any grant, and a code after one', async () => {
    ({ emulator } = await testEmulator());
    const before = await emulator.app.inject({ url: authorizeUrl(defaultAuthorizeParams(pkce().challenge, { prompt: 'none' })) });
    expect(new URL(String(before.headers.location)).searchParams.get('error')).toBe('consent_required');
    await connect(emulator);
    const after = await emulator.app.inject({ url: authorizeUrl(defaultAuthorizeParams(pkce().challenge, { prompt: 'none' })) });
    expect(new URL(String(after.headers.location)).searchParams.get('code')).toBeTruthy();
  });

  it('login_hint with an unknown email signs in a new emulated user who manages no business', async () => {
    ({ emulator } = await testEmulator({ autoConsent: true }));
    const tokens = await connect(emulator, { login_hint: 'new.person@example.org' });
    const accounts = await api(emulator, tokens.access_token, '/v1/accounts');
    expect(accounts.json()).toEqual({});
    expect(emulator.state.snapshot({ includeReviews: false }).users.map((u) => u.email)).toContain('new.person@example.org');
  });
});

describe('token endpoint: authorization code with PKCE', () => {
  it('exchanges the code for tokens of Google\'s shape', async () => {
    ({ emulator } = await testEmulator());
    const { code, verifier } = await codeFor();
    const response = await exchange(code, verifier);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const body = response.json();
    expect(body).toMatchObject({ expires_in: 3599, token_type: 'Bearer' });
    expect(body.access_token).toMatch(/^ya29\./);
    expect(body.refresh_token).toMatch(/^1\/\/0/);
    expect(body.scope.split(' ')).toContain(BUSINESS_SCOPE);
    expect(typeof body.id_token).toBe('string');
    expect((await api(emulator, body.access_token, '/v1/accounts')).statusCode).toBe(200);
  });

  it('refuses a wrong or missing code_verifier', async () => {
    ({ emulator } = await testEmulator());
    const { code } = await codeFor();
    const wrong = await exchange(code, pkce().verifier);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid code verifier.' });
    const missing = await exchange(code, undefined);
    expect(missing.json()).toEqual({ error: 'invalid_grant', error_description: 'Missing code verifier.' });
  });

  it('a code is single use', async () => {
    ({ emulator } = await testEmulator());
    const { code, verifier } = await codeFor();
    expect((await exchange(code, verifier)).statusCode).toBe(200);
    const again = await exchange(code, verifier);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'invalid_grant', error_description: 'Bad Request' });
  });

  it('a code expires after ten minutes', async () => {
    let clock;
    ({ emulator, clock } = await testEmulator());
    const { code, verifier } = await codeFor();
    clock.advance(10 * 60_000 + 1);
    expect((await exchange(code, verifier)).json().error).toBe('invalid_grant');
  });

  it('the redirect_uri must match the one sent to authorize', async () => {
    ({ emulator } = await testEmulator());
    const { code, verifier } = await codeFor();
    const response = await exchange(code, verifier, { redirect_uri: 'http://localhost:3000/other' });
    expect(response.json()).toEqual({ error: 'redirect_uri_mismatch', error_description: 'Bad Request' });
  });

  it('plain PKCE and no PKCE work as at Google', async () => {
    ({ emulator } = await testEmulator());
    const verifier = pkce().verifier;
    const plain = await consent(emulator, authorizeUrl(defaultAuthorizeParams(verifier, { code_challenge_method: undefined })));
    const code = new URL(String(plain.headers.location)).searchParams.get('code')!;
    expect((await exchange(code, verifier)).statusCode).toBe(200);
    const none = await consent(emulator, authorizeUrl(defaultAuthorizeParams('x', { code_challenge: undefined, code_challenge_method: undefined })));
    const code2 = new URL(String(none.headers.location)).searchParams.get('code')!;
    expect((await exchange(code2, undefined)).statusCode).toBe(200);
  });

  it('client authentication: secret required, HTTP Basic accepted, strict clients check it', async () => {
    ({ emulator } = await testEmulator({ clients: [{ clientId: CLIENT.id, clientSecret: CLIENT.secret, redirectUris: [CLIENT.redirectUri] }] }));
    const { code, verifier } = await codeFor();
    const wrong = await exchange(code, verifier, { client_secret: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'invalid_client', error_description: 'Unauthorized' });
    const basic = await emulator.app.inject({
      method: 'POST',
      url: '/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64')}`,
      },
      payload: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: CLIENT.redirectUri, code_verifier: verifier }).toString(),
    });
    expect(basic.statusCode).toBe(200);
  });

  it('answers unsupported grant types and missing parameters with OAuth errors', async () => {
    ({ emulator } = await testEmulator());
    const base = { client_id: CLIENT.id, client_secret: CLIENT.secret };
    expect((await tokenRequest(emulator, { ...base, grant_type: 'password' })).json().error).toBe('unsupported_grant_type');
    expect((await tokenRequest(emulator, { ...base, grant_type: 'authorization_code' })).json().error).toBe('invalid_request');
    expect((await tokenRequest(emulator, { client_id: CLIENT.id, grant_type: 'authorization_code', code: 'x' })).json()).toEqual({
      error: 'invalid_request',
      error_description: 'client_secret is missing.',
    });
  });
});

describe('refresh tokens', () => {
  it('refresh returns a new access token and no new refresh token', async () => {
    ({ emulator } = await testEmulator());
    const tokens = await connect(emulator);
    const response = await tokenRequest(emulator, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: CLIENT.id, client_secret: CLIENT.secret });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.access_token).not.toBe(tokens.access_token);
    expect(body.refresh_token).toBeUndefined();
    expect(body.expires_in).toBe(3599);
    expect(body.scope).toBe(tokens.scope);
    expect((await api(emulator, body.access_token, '/v1/accounts')).statusCode).toBe(200);
  });

  it('an unknown refresh token is invalid_grant "Token has been expired or revoked."', async () => {
    ({ emulator } = await testEmulator());
    const response = await tokenRequest(emulator, { grant_type: 'refresh_token', refresh_token: '1//0nope', client_id: CLIENT.id, client_secret: CLIENT.secret });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
  });

  it('is issued only on first consent or with prompt=consent, and only for access_type=offline', async () => {
    ({ emulator } = await testEmulator({ autoConsent: true }));
    expect((await connect(emulator, { access_type: 'online' })).refresh_token).toBeUndefined();
    expect((await connect(emulator, { prompt: undefined })).refresh_token).toBeUndefined();
    expect((await connect(emulator, { prompt: 'consent' })).refresh_token).toBeDefined();
  });

  it('the first grant of a scope does give one without prompt=consent', async () => {
    ({ emulator } = await testEmulator({ autoConsent: true }));
    expect((await connect(emulator, { prompt: undefined })).refresh_token).toBeDefined();
  });

  it('access tokens expire after 3599 seconds, checked on every API call', async () => {
    let clock;
    ({ emulator, clock } = await testEmulator());
    const tokens = await connect(emulator);
    clock.advance(3598_000);
    expect((await api(emulator, tokens.access_token, '/v1/accounts')).statusCode).toBe(200);
    clock.advance(2_000);
    const expired = await api(emulator, tokens.access_token, '/v1/accounts');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.status).toBe('UNAUTHENTICATED');
    expect(expired.json().error.details[0].reason).toBe('ACCESS_TOKEN_EXPIRED');
  });

  it('in "Testing" consent-screen mode refresh tokens die after 7 days', async () => {
    let clock;
    ({ emulator, clock } = await testEmulator());
    emulator.state.setFailures({ testingConsentScreen: true });
    const tokens = await connect(emulator);
    expect(tokens).toHaveProperty('refresh_token_expires_in', 7 * 24 * 3600);
    clock.advance(7 * 24 * 3600_000);
    const response = await tokenRequest(emulator, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: CLIENT.id, client_secret: CLIENT.secret });
    expect(response.json().error).toBe('invalid_grant');
  });
});

describe('revocation', () => {
  it('revoking the refresh token ends the whole grant', async () => {
    ({ emulator } = await testEmulator());
    const tokens = await connect(emulator);
    const revoke = await emulator.app.inject({ method: 'POST', url: '/revoke', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `token=${encodeURIComponent(tokens.refresh_token!)}` });
    expect(revoke.statusCode).toBe(200);
    expect((await api(emulator, tokens.access_token, '/v1/accounts')).statusCode).toBe(401);
    const refresh = await tokenRequest(emulator, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: CLIENT.id, client_secret: CLIENT.secret });
    expect(refresh.json().error).toBe('invalid_grant');
  });

  it('revoking an access token revokes its refresh token too; a second revoke is invalid_token', async () => {
    ({ emulator } = await testEmulator());
    const tokens = await connect(emulator);
    const revoke = () => emulator.app.inject({ method: 'POST', url: `/revoke?token=${encodeURIComponent(tokens.access_token)}` });
    expect((await revoke()).statusCode).toBe(200);
    const again = await revoke();
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'invalid_token', error_description: 'Token expired or revoked' });
    const refresh = await tokenRequest(emulator, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: CLIENT.id, client_secret: CLIENT.secret });
    expect(refresh.json().error).toBe('invalid_grant');
  });

  it('after revocation the next connection shows consent again and gets a new refresh token', async () => {
    ({ emulator } = await testEmulator({ autoConsent: true }));
    const first = await connect(emulator, { prompt: undefined });
    await emulator.app.inject({ method: 'POST', url: `/revoke?token=${encodeURIComponent(first.refresh_token!)}` });
    expect((await connect(emulator, { prompt: undefined })).refresh_token).toBeDefined();
  });
});

describe('granular consent', () => {
  it('unticking the Business Profile scope gives a narrower scope, and API calls are refused', async () => {
    ({ emulator } = await testEmulator());
    const { verifier, challenge } = pkce();
    const page = await emulator.app.inject({ url: authorizeUrl(defaultAuthorizeParams(challenge)) });
    const requestId = /name="request" value="([^"]+)"/.exec(page.body)![1]!;
    const back = await emulator.app.inject({
      method: 'POST',
      url: '/__emulator/consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `request=${requestId}&decision=allow`,
    });
    const code = new URL(String(back.headers.location)).searchParams.get('code')!;
    const tokens = (await exchange(code, verifier)).json();
    expect(tokens.scope.split(' ')).not.toContain(BUSINESS_SCOPE);
    const refused = await api(emulator, tokens.access_token, '/v1/accounts');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ status: 'PERMISSION_DENIED', message: 'Request had insufficient authentication scopes.' });
  });
});
