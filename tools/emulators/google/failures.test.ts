import { afterEach, describe, expect, it } from 'vitest';
import type { GoogleEmulator } from './create-emulator';
import { GROUP_ACCOUNT, PERSONAL_ACCOUNT, SEED_LOCATIONS } from './seed/businesses';
import { api, authorizeUrl, CLIENT, connect, consent, defaultAuthorizeParams, pkce, testEmulator, tokenRequest, type Tokens } from './testing';

let emulator: GoogleEmulator;
let tokens: Tokens;
afterEach(async () => emulator?.close());

const cafe = `${PERSONAL_ACCOUNT}/${SEED_LOCATIONS[0]!.location.name}`;

async function setup() {
  ({ emulator } = await testEmulator({ autoConsent: true }));
  tokens = await connect(emulator);
}

/** Sets switches over HTTP, as a test of the product (another process) would. */
async function flip(body: Record<string, unknown>) {
  const response = await emulator.app.inject({ method: 'POST', url: '/__emulator/failures', payload: body });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const refresh = () => tokenRequest(emulator, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: CLIENT.id, client_secret: CLIENT.secret });

describe('failure switches', () => {
  it('expireTokens: the next API call is 401 ACCESS_TOKEN_EXPIRED, and a refresh recovers', async () => {
    await setup();
    await flip({ expireTokens: true });
    const response = await api(emulator, tokens.access_token, '/v1/accounts');
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toContain('invalid_token');
    expect(response.json().error).toMatchObject({ code: 401, status: 'UNAUTHENTICATED', details: [{ reason: 'ACCESS_TOKEN_EXPIRED' }] });
    const renewed = (await refresh()).json();
    expect((await api(emulator, renewed.access_token, '/v1/accounts')).statusCode).toBe(200);
  });

  it('revokeTokens: API calls are 401 and refresh is invalid_grant', async () => {
    await setup();
    await flip({ revokeTokens: true });
    expect((await api(emulator, tokens.access_token, '/v1/accounts')).statusCode).toBe(401);
    expect((await refresh()).json()).toEqual({ error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
  });

  it('rateLimited: 429 RESOURCE_EXHAUSTED with RATE_LIMIT_EXCEEDED until switched off', async () => {
    await setup();
    await flip({ rateLimited: true });
    for (const url of ['/v1/accounts', `/v4/${cafe}/reviews`]) {
      const response = await api(emulator, tokens.access_token, url);
      expect(response.statusCode).toBe(429);
      expect(response.json().error).toMatchObject({ code: 429, status: 'RESOURCE_EXHAUSTED' });
      expect(response.json().error.message).toMatch(/^Quota exceeded for quota metric .* for consumer 'project_number:123456789012'\.$/);
      expect(response.json().error.details[0]).toMatchObject({ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'RATE_LIMIT_EXCEEDED' });
    }
    await flip({ rateLimited: false });
    expect((await api(emulator, tokens.access_token, '/v1/accounts')).statusCode).toBe(200);
  });

  it('rateLimited: N fails the next N calls, then recovers', async () => {
    await setup();
    await flip({ rateLimited: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await api(emulator, tokens.access_token, '/v1/accounts')).statusCode);
    expect(statuses).toEqual([429, 429, 200]);
  });

  it('serviceDisabled: 403 with the exact message, Help link and ErrorInfo SERVICE_DISABLED', async () => {
    await setup();
    await flip({ serviceDisabled: true });
    const response = await api(emulator, tokens.access_token, '/v1/accounts');
    expect(response.statusCode).toBe(403);
    const { error } = response.json();
    expect(error.status).toBe('PERMISSION_DENIED');
    expect(error.message).toBe(
      'My Business Account Management API has not been used in project 123456789012 before or it is disabled. Enable it by visiting https://console.developers.google.com/apis/api/mybusinessaccountmanagement.googleapis.com/overview?project=123456789012 then retry. If you enabled this API recently, wait a few minutes for the action to propagate to our systems and retry.',
    );
    expect(error.details).toContainEqual({
      '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
      reason: 'SERVICE_DISABLED',
      domain: 'googleapis.com',
      metadata: { service: 'mybusinessaccountmanagement.googleapis.com', consumer: 'projects/123456789012' },
    });
    expect(error.details).toContainEqual(expect.objectContaining({ '@type': 'type.googleapis.com/google.rpc.Help' }));
  });

  it('serviceDisabled for one service leaves the others working', async () => {
    await setup();
    await flip({ serviceDisabled: ['mybusiness.googleapis.com'] });
    expect((await api(emulator, tokens.access_token, '/v1/accounts')).statusCode).toBe(200);
    const reviews = await api(emulator, tokens.access_token, `/v4/${cafe}/reviews`);
    expect(reviews.statusCode).toBe(403);
    expect(reviews.json().error.message).toMatch(/^Google My Business API has not been used/);
  });

  it('noAccounts and noLocations answer empty, as Google does (no array at all)', async () => {
    await setup();
    await flip({ noAccounts: true });
    expect((await api(emulator, tokens.access_token, '/v1/accounts')).json()).toEqual({});
    await flip({ noAccounts: null, noLocations: true });
    expect((await api(emulator, tokens.access_token, '/v1/accounts')).json().accounts).toHaveLength(2);
    expect((await api(emulator, tokens.access_token, `/v1/${GROUP_ACCOUNT}/locations?readMask=name`)).json()).toEqual({});
  });

  it('locationsError: 500 INTERNAL from locations.list', async () => {
    await setup();
    await flip({ locationsError: 1 });
    expect((await api(emulator, tokens.access_token, `/v1/${GROUP_ACCOUNT}/locations?readMask=name`)).json().error.status).toBe('INTERNAL');
    expect((await api(emulator, tokens.access_token, `/v1/${GROUP_ACCOUNT}/locations?readMask=name`)).statusCode).toBe(200);
  });

  it('accessDenied: authorize redirects back with error=access_denied, even with auto-consent', async () => {
    await setup();
    await flip({ accessDenied: true });
    const response = await emulator.app.inject({ url: authorizeUrl(defaultAuthorizeParams(pkce().challenge)) });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect([location.searchParams.get('error'), location.searchParams.get('state')]).toEqual(['access_denied', 'state-123']);
  });

  it('authorizeError: authorize redirects back with that error code', async () => {
    await setup();
    await flip({ authorizeError: 'server_error' });
    const response = await emulator.app.inject({ url: authorizeUrl(defaultAuthorizeParams(pkce().challenge)) });
    expect(new URL(String(response.headers.location)).searchParams.get('error')).toBe('server_error');
  });

  it('tokenExchangeError and omitAccessToken break the code exchange', async () => {
    await setup();
    await flip({ tokenExchangeError: 1 });
    await expect(connect(emulator)).rejects.toThrow(/invalid_grant/);
    await flip({ omitAccessToken: true });
    const body = await connect(emulator);
    expect(body.access_token).toBeUndefined();
    expect(body.token_type).toBe('Bearer');
  });

  it('dropBusinessScope: consent comes back without business.manage', async () => {
    ({ emulator } = await testEmulator());
    await flip({ dropBusinessScope: true });
    const back = await consent(emulator, authorizeUrl(defaultAuthorizeParams(pkce().challenge)));
    expect(new URL(String(back.headers.location)).searchParams.get('scope')).not.toContain('business.manage');
  });

  it('replyErrors: N replies fail with 5xx, then they go through', async () => {
    await setup();
    await flip({ replyErrors: 2, replyErrorStatus: 503 });
    const review = (await api(emulator, tokens.access_token, `/v4/${cafe}/reviews?pageSize=1`)).json().reviews[0];
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const response = await api(emulator, tokens.access_token, `/v4/${review.name}/reply`, { method: 'PUT', body: { comment: 'Tak!' } });
      statuses.push(response.statusCode);
      if (response.statusCode === 503) expect(response.json().error).toEqual({ code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' });
    }
    expect(statuses).toEqual([503, 503, 200]);
    expect(emulator.state.snapshot().replyCalls.map((c) => c.status)).toEqual([503, 503, 200]);
  });

  it('GET shows the active switches, DELETE clears them, bad input is 400', async () => {
    await setup();
    await flip({ rateLimited: 3, noAccounts: true });
    expect((await emulator.app.inject({ url: '/__emulator/failures' })).json()).toEqual({ rateLimited: 3, noAccounts: true });
    await emulator.app.inject({ method: 'DELETE', url: '/__emulator/failures' });
    expect((await emulator.app.inject({ url: '/__emulator/failures' })).json()).toEqual({});
    const bad = await emulator.app.inject({ method: 'POST', url: '/__emulator/failures', payload: { rateLimted: true } });
    expect(bad.statusCode).toBe(400);
  });

  it('reset clears switches, tokens and replies and reseeds', async () => {
    await setup();
    await flip({ rateLimited: true });
    const review = emulator.state.snapshot().reviews![0]!;
    emulator.state.updateReview(review.reviewId, { comment: 'changed' });
    expect((await emulator.app.inject({ method: 'POST', url: '/__emulator/reset' })).statusCode).toBe(200);
    expect(emulator.state.getFailures()).toEqual({});
    expect((await api(emulator, tokens.access_token, '/v1/accounts')).statusCode).toBe(401);
    expect(emulator.state.snapshot().reviews!.find((r) => r.reviewId === review.reviewId)!.comment).toBe(review.comment);
  });

  it('reset with keepTokens keeps the connection working', async () => {
    await setup();
    await emulator.app.inject({ method: 'POST', url: '/__emulator/reset', payload: { keepTokens: true } });
    expect((await api(emulator, tokens.access_token, '/v1/accounts')).statusCode).toBe(200);
  });
});
