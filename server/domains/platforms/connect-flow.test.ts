import { Writable } from 'node:stream';
import { buildApp } from '@server/app';
import { oauthStates, platformConnections } from '@server/db/schema';
import { useTestApp } from '@server/test/test-app';
import { upsertConnection } from './connections.repo';
import { hashToken } from '../../../tools/emulators/google/state';

const t = useTestApp({}, { googleEmulator: { autoConsent: true } });

const FIRST_LOCATION = 'accounts/110384756120394857612/locations/4829105736291847561';
const BUSINESS_SCOPE = 'https://www.googleapis.com/auth/business.manage';

afterEach(() => {
  t.emulator.state.clearFailures();
});

async function createBusiness(cookie: string, name = 'Café Solsikke') {
  const business = await t.request({ method: 'POST', url: '/api/businesses', cookie, payload: { name, industry: 'cafe' } });
  expect(business.statusCode).toBe(201);
  return business.json().id as string;
}

/** GET /api/auth/google/connect/{businessId}: the authUrl the browser is sent to. */
async function startConnect(cookie: string, businessId: string) {
  const start = await t.request({ method: 'GET', url: `/api/auth/google/connect/${businessId}`, cookie });
  expect(start.statusCode).toBe(200);
  return new URL(start.json().authUrl as string);
}

/** The browser at Google: the (auto) consent answers with a redirect back to our callback. */
async function consent(authUrl: URL) {
  const consentAnswer = await fetch(authUrl, { redirect: 'manual' });
  expect(consentAnswer.status).toBe(302);
  const back = new URL(consentAnswer.headers.get('location')!);
  expect(back.origin).toBe('http://localhost:5000');
  expect(back.pathname).toBe('/api/auth/google/callback');
  return `${back.pathname}${back.search}`;
}

/** Runs the browser's part of the OAuth dance: authUrl → (auto) consent → our callback. */
async function connectGoogle(cookie: string, businessId?: string) {
  const id = businessId ?? (await createBusiness(cookie));
  const callbackUrl = await consent(await startConnect(cookie, id));
  return t.request({ method: 'GET', url: callbackUrl, cookie });
}

/** The callback's redirect target, with the spec's error code when there is one. */
function expectRedirect(response: { statusCode: number; headers: Record<string, unknown> }, location: string) {
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe(location);
}

const connectionRows = () => t.ctx.database.db.select().from(platformConnections);

describe('connecting Google Business Profile', () => {
  it('connects, syncs every review once, and re-syncs nothing new', async () => {
    const { cookie } = await t.signUp();
    const callback = await connectGoogle(cookie);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/platforms?success=google_connected');

    const platforms = await t.request({ method: 'GET', url: '/api/platforms', cookie });
    const [connection] = platforms.json();
    expect(connection).toMatchObject({ platform: 'google', isActive: true, platformBusinessName: expect.any(String), lastSyncAt: null });
    expect(platforms.body).not.toMatch(/token"|ya29|access/i);

    const first = await t.request({ method: 'POST', url: `/api/connections/${connection.id}/sync`, cookie });
    expect(first.statusCode).toBe(200);
    expect(first.json().imported).toBeGreaterThan(0);
    const again = await t.request({ method: 'POST', url: `/api/connections/${connection.id}/sync`, cookie });
    expect(again.json()).toEqual({ imported: 0, updated: 0 });
  });

  it('sends the browser to Google with state, PKCE (S256), offline access and the business scope', async () => {
    const { cookie, userId } = await t.signUp();
    const businessId = await createBusiness(cookie);
    const authUrl = await startConnect(cookie, businessId);
    expect(`${authUrl.origin}${authUrl.pathname}`).toBe(`${t.emulator.url}/o/oauth2/v2/auth`);
    const params = authUrl.searchParams;
    expect(params.get('client_id')).toBe('reputation-ai-demo.apps.googleusercontent.com');
    expect(params.get('redirect_uri')).toBe('http://localhost:5000/api/auth/google/callback');
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe(BUSINESS_SCOPE);
    expect(params.get('access_type')).toBe('offline');
    expect(params.get('prompt')).toBe('consent');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const state = params.get('state')!;
    expect(state.length).toBeGreaterThanOrEqual(32);

    // Server side: only the state's hash, the verifier sealed, bound to this user and business, short-lived.
    const rows = await t.ctx.database.db.select().from(oauthStates);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ purpose: 'connect', provider: 'google', userId, businessId });
    expect(row!.stateHash).not.toBe(state);
    expect(JSON.stringify(row)).not.toContain(state);
    expect(row!.codeVerifierSealed).toMatch(/^v1\./);
    const verifier = t.ctx.cipher.decrypt(row!.codeVerifierSealed);
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(params.get('code_challenge'));
    const ttl = row!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 1000);
  });

  it('names a placeholder business after the connected location and its category, and never renames one the owner named', async () => {
    const { cookie } = await t.signUp();
    const placeholder = (await t.request({ method: 'POST', url: '/api/businesses', cookie, payload: { name: 'My Business', industry: 'other' } })).json().id as string;
    expectRedirect(await connectGoogle(cookie, placeholder), '/platforms?success=google_connected');
    const named = await t.signUp();
    const own = await createBusiness(named.cookie, 'Mettes Kaffebar');
    expectRedirect(await connectGoogle(named.cookie, own), '/platforms?success=google_connected');

    const [adopted] = (await t.request({ method: 'GET', url: '/api/businesses', cookie })).json();
    expect(adopted).toMatchObject({ id: placeholder, name: 'Café Solsikke', industry: 'cafe' });
    const [kept] = (await t.request({ method: 'GET', url: '/api/businesses', cookie: named.cookie })).json();
    expect(kept).toMatchObject({ id: own, name: 'Mettes Kaffebar', industry: 'cafe' });
  });

  it('stores the first location with sealed tokens that never leave the server', async () => {
    const { cookie, userId } = await t.signUp();
    const businessId = await createBusiness(cookie);
    const callback = await connectGoogle(cookie, businessId);
    expectRedirect(callback, '/platforms?success=google_connected');

    const rows = await connectionRows();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      userId,
      businessId,
      platform: 'google',
      isActive: true,
      platformBusinessName: 'Café Solsikke',
      platformLocationId: FIRST_LOCATION,
      tokenExpiry: null,
      lastSyncAt: null,
    });
    // Sealed: AES-GCM "v1.<iv>.<tag>.<data>", never the token itself.
    expect(row.accessTokenSealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row.refreshTokenSealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    const accessToken = t.ctx.cipher.decrypt(row.accessTokenSealed);
    const refreshToken = t.ctx.cipher.decrypt(row.refreshTokenSealed!);
    expect(accessToken).toMatch(/^ya29\./);
    expect(refreshToken).toMatch(/^1\/\/0/);
    // The tokens are the ones the emulator issued, live and bound to the business scope.
    const issued = t.emulator.state.store.accessTokens.get(hashToken(accessToken));
    expect(issued).toMatchObject({ scopes: [BUSINESS_SCOPE], accessType: 'offline' });
    expect(issued!.revokedAt).toBeUndefined();
    expect(t.emulator.state.store.refreshTokens.get(hashToken(refreshToken))).toBeDefined();
    expect(row.accessTokenExpiresAt!.getTime() - Date.now()).toBeGreaterThan(50 * 60_000);
    expect(row.accessTokenExpiresAt!.getTime() - Date.now()).toBeLessThanOrEqual(3600_000);

    const rawRow = JSON.stringify(await t.ctx.database.query('SELECT * FROM platform_connections'));
    expect(rawRow).not.toContain(accessToken);
    expect(rawRow).not.toContain(refreshToken);

    // No API answer carries a token or a sealed token.
    const answers = [
      callback,
      await t.request({ method: 'GET', url: '/api/platforms', cookie }),
      await t.request({ method: 'GET', url: '/api/auth/me', cookie }),
      await t.request({ method: 'GET', url: '/api/businesses', cookie }),
      await t.request({ method: 'POST', url: `/api/connections/${row.id}/sync`, cookie }),
    ];
    for (const answer of answers) {
      const text = `${JSON.stringify(answer.headers)}${answer.body}`;
      expect(text).not.toContain(accessToken);
      expect(text).not.toContain(refreshToken);
      expect(text).not.toContain(row.accessTokenSealed);
      expect(text).not.toMatch(/ya29\.|1\/\/0|"v1\./);
    }
    const [presented] = answers[1]!.json();
    expect(Object.keys(presented).sort()).toEqual([
      'businessId', 'connectedAt', 'id', 'isActive', 'lastSyncAt', 'lastSyncError', 'lastSyncErrorCode', 'platform', 'platformBusinessName', 'tokenExpiry',
    ]);
    expect(presented.connectedAt).toBe(row.connectedAt.toISOString());
  });

  it('keeps one connection row when the same location is reconnected, with fresh tokens', async () => {
    const { cookie } = await t.signUp();
    const businessId = await createBusiness(cookie);
    expectRedirect(await connectGoogle(cookie, businessId), '/platforms?success=google_connected');
    const [before] = await connectionRows();

    // The grant dies; a sync marks the connection for reconnecting.
    t.emulator.state.setFailures({ revokeTokens: true });
    const refused = await t.request({ method: 'POST', url: `/api/connections/${before!.id}/sync`, cookie });
    expect(refused.statusCode).toBe(409);
    // The answer carries the reason, so the toast words it in the owner's language.
    expect(refused.json().reason).toEqual({ code: 'syncFailed', params: { platform: 'google', problem: 'invalid_grant' } });
    const [broken] = await connectionRows();
    expect(broken).toMatchObject({
      isActive: false,
      tokenExpiry: expect.any(Date),
      lastSyncError: expect.any(String),
      lastSyncErrorCode: { code: 'syncFailed', params: { platform: 'google', problem: 'invalid_grant' } },
    });

    expectRedirect(await connectGoogle(cookie, businessId), '/platforms?success=google_connected');
    const rows = await connectionRows();
    expect(rows).toHaveLength(1);
    const after = rows[0]!;
    expect(after.id).toBe(before!.id);
    expect(after).toMatchObject({ isActive: true, tokenExpiry: null, lastSyncError: null, lastSyncErrorCode: null, platformLocationId: FIRST_LOCATION });
    expect(t.ctx.cipher.decrypt(after.accessTokenSealed)).not.toBe(t.ctx.cipher.decrypt(before!.accessTokenSealed));
    expect(t.ctx.cipher.decrypt(after.refreshTokenSealed!)).not.toBe(t.ctx.cipher.decrypt(before!.refreshTokenSealed!));
    expect(after.connectedAt.getTime()).toBeGreaterThanOrEqual(before!.connectedAt.getTime());

    // And it works again.
    const sync = await t.request({ method: 'POST', url: `/api/connections/${after.id}/sync`, cookie });
    expect(sync.statusCode).toBe(200);
    const listed = (await t.request({ method: 'GET', url: '/api/platforms', cookie })).json();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ isActive: true, tokenExpiry: null });
  });

  it('keeps the stored refresh token when a reconnect brings none (Google sends one only with consent)', async () => {
    const { cookie } = await t.signUp();
    expectRedirect(await connectGoogle(cookie), '/platforms?success=google_connected');
    const [row] = await connectionRows();
    const { id, connectedAt, ...values } = row!;
    const again = await upsertConnection(t.ctx.database.db, {
      ...values,
      accessTokenSealed: t.ctx.cipher.encrypt('ya29.new-access-token'),
      refreshTokenSealed: null,
      isActive: false,
    });
    expect(again.id).toBe(id);
    expect(again.refreshTokenSealed).toBe(row!.refreshTokenSealed);
    expect(again.isActive).toBe(true);
    expect(t.ctx.cipher.decrypt(again.accessTokenSealed)).toBe('ya29.new-access-token');
    expect(again.connectedAt.getTime()).toBeGreaterThanOrEqual(connectedAt.getTime());
    expect(await connectionRows()).toHaveLength(1);
  });

  it('reconnects a location where it is connected, even when the flow starts from another business', async () => {
    const { cookie } = await t.signUp();
    const one = await createBusiness(cookie, 'One');
    expectRedirect(await connectGoogle(cookie, one), '/platforms?success=google_connected');
    expectRedirect(await connectGoogle(cookie, await createBusiness(cookie, 'Two')), '/platforms?success=google_connected');
    expect((await connectionRows()).map((row) => row.businessId)).toEqual([one]);
    expect((await t.request({ method: 'GET', url: '/api/platforms', cookie })).json()).toHaveLength(1);
  });

  it('uses a state once: the same callback a second time is invalid_state and changes nothing', async () => {
    const { cookie } = await t.signUp();
    const businessId = await createBusiness(cookie);
    const callbackUrl = await consent(await startConnect(cookie, businessId));
    expectRedirect(await t.request({ method: 'GET', url: callbackUrl, cookie }), '/platforms?success=google_connected');
    expect(await t.ctx.database.db.select().from(oauthStates)).toHaveLength(0);
    expectRedirect(await t.request({ method: 'GET', url: callbackUrl, cookie }), '/platforms?error=invalid_state&platform=google');
    expect(await connectionRows()).toHaveLength(1);
  });

  describe('each failure reaches the Platforms screen as its spec code', () => {
    /** Starts a real connect, lets the emulator misbehave as told, and answers the callback's redirect. */
    async function connectWith(failures: Parameters<typeof t.emulator.state.setFailures>[0]) {
      const { cookie } = await t.signUp();
      const businessId = await createBusiness(cookie);
      const authUrl = await startConnect(cookie, businessId);
      t.emulator.state.setFailures(failures);
      const callbackUrl = await consent(authUrl);
      return t.request({ method: 'GET', url: callbackUrl, cookie });
    }

    it.each([
      ['access_denied (the user pressed Deny)', { accessDenied: true }, 'access_denied'],
      // Without an earlier grant (include_granted_scopes would bring the scope back).
      ['access_denied (the business scope was unticked)', { revokeTokens: true, dropBusinessScope: true }, 'access_denied'],
      ['oauth_error (Google answered another OAuth error)', { authorizeError: 'server_error' }, 'oauth_error'],
      ['token_exchange_failed', { tokenExchangeError: 1 }, 'token_exchange_failed'],
      ['no_access_token', { omitAccessToken: true }, 'no_access_token'],
      ['api_not_enabled (403 SERVICE_DISABLED)', { serviceDisabled: true }, 'api_not_enabled'],
      ['api_not_enabled (only Account Management disabled)', { serviceDisabled: ['mybusinessaccountmanagement.googleapis.com'] }, 'api_not_enabled'],
      ['api_not_enabled (only Business Information disabled)', { serviceDisabled: ['mybusinessbusinessinformation.googleapis.com'] }, 'api_not_enabled'],
      ['no_accounts', { noAccounts: true }, 'no_accounts'],
      ['locations_fetch_failed (5xx on locations)', { locationsError: true }, 'locations_fetch_failed'],
      ['locations_fetch_failed (429 from Business Profile)', { rateLimited: true }, 'locations_fetch_failed'],
      ['no_locations', { noLocations: true }, 'no_locations'],
    ] as const)('%s', async (_name, failures, code) => {
      const callback = await connectWith(failures);
      expectRedirect(callback, `/platforms?error=${code}&platform=google`);
      expect(await connectionRows()).toHaveLength(0);
      // Once Google answered with a code, the state is spent whatever happens next.
      if (!('accessDenied' in failures) && !('authorizeError' in failures)) {
        expect(await t.ctx.database.db.select().from(oauthStates)).toHaveLength(0);
      }
    });

    it('oauth_failed when the code or the state is missing', async () => {
      const { cookie } = await t.signUp();
      const businessId = await createBusiness(cookie);
      const authUrl = await startConnect(cookie, businessId);
      const state = authUrl.searchParams.get('state')!;
      for (const query of ['', `?state=${state}`, '?code=4%2F0Abc', `?code=&state=${state}`]) {
        expectRedirect(await t.request({ method: 'GET', url: `/api/auth/google/callback${query}`, cookie }), '/platforms?error=oauth_failed&platform=google');
      }
      // None of them spent the state: the real answer still connects.
      expectRedirect(await t.request({ method: 'GET', url: await consent(authUrl), cookie }), '/platforms?success=google_connected');
    });

    it('invalid_state for an unknown state', async () => {
      const { cookie } = await t.signUp();
      const businessId = await createBusiness(cookie);
      const callbackUrl = new URL(await consent(await startConnect(cookie, businessId)), 'http://localhost');
      callbackUrl.searchParams.set('state', 'not-a-state-we-issued');
      expectRedirect(await t.request({ method: 'GET', url: `${callbackUrl.pathname}${callbackUrl.search}`, cookie }), '/platforms?error=invalid_state&platform=google');
      expect(await connectionRows()).toHaveLength(0);
    });

    it('invalid_state for an expired state', async () => {
      const { cookie } = await t.signUp();
      const businessId = await createBusiness(cookie);
      const callbackUrl = await consent(await startConnect(cookie, businessId));
      await t.ctx.database.db.update(oauthStates).set({ expiresAt: new Date(Date.now() - 1000) });
      expectRedirect(await t.request({ method: 'GET', url: callbackUrl, cookie }), '/platforms?error=invalid_state&platform=google');
      expect(await connectionRows()).toHaveLength(0);
    });

    it("invalid_state for another signed-in user's state, or without a session", async () => {
      const owner = await t.signUp();
      const intruder = await t.signUp();
      const businessId = await createBusiness(owner.cookie);
      const callbackUrl = await consent(await startConnect(owner.cookie, businessId));
      expectRedirect(await t.request({ method: 'GET', url: callbackUrl, cookie: intruder.cookie }), '/platforms?error=invalid_state&platform=google');
      expect(await connectionRows()).toHaveLength(0);

      const second = await consent(await startConnect(owner.cookie, businessId));
      expectRedirect(await t.request({ method: 'GET', url: second }), '/platforms?error=invalid_state&platform=google');
      expect(await connectionRows()).toHaveLength(0);
    });

    it('invalid_state for a sign-in state used on the connect callback', async () => {
      const { cookie } = await t.signUp();
      const start = await t.request({ method: 'GET', url: '/api/oauth/google', cookie });
      const state = new URL(start.headers.location as string).searchParams.get('state')!;
      expectRedirect(
        await t.request({ method: 'GET', url: `/api/auth/google/callback?code=4%2F0Abc&state=${state}`, cookie }),
        '/platforms?error=invalid_state&platform=google',
      );
    });
  });

  it('answers 404 for a business of another account, 400 for a malformed one, 401 without a session', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const businessId = await createBusiness(owner.cookie);
    const foreign = await t.request({ method: 'GET', url: `/api/auth/google/connect/${businessId}`, cookie: other.cookie });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: expect.any(String) });
    expect(foreign.body).not.toContain('authUrl');
    expect(await t.ctx.database.db.select().from(oauthStates)).toHaveLength(0);

    expect((await t.request({ method: 'GET', url: '/api/auth/google/connect/not-a-uuid', cookie: owner.cookie })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: `/api/auth/google/connect/${businessId}` })).statusCode).toBe(401);
  });

  it('names the settings of a platform this server has not configured', async () => {
    const { cookie } = await t.signUp();
    const businessId = await createBusiness(cookie);
    const facebook = await t.request({ method: 'GET', url: `/api/auth/facebook/connect/${businessId}`, cookie });
    expect(facebook.statusCode).toBe(400);
    expect(facebook.json().message).toBe('Facebook is not configured on this server: set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET.');
    const trustpilot = await t.request({ method: 'GET', url: `/api/auth/trustpilot/connect/${businessId}`, cookie });
    expect(trustpilot.statusCode).toBe(400);
    expect(trustpilot.json().message).toBe('Trustpilot is not configured on this server: set TRUSTPILOT_API_KEY and TRUSTPILOT_API_SECRET.');
    expect(await t.ctx.database.db.select().from(oauthStates)).toHaveLength(0);
  });

  it('says which platforms are emulated here', async () => {
    const { cookie } = await t.signUp();
    const info = await t.request({ method: 'GET', url: '/api/platforms/info', cookie });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ googleEmulated: true, emulated: ['google'] });
    expect((await t.request({ method: 'GET', url: '/api/platforms/info' })).statusCode).toBe(401);
  });

  it('never writes a token into a log line', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp(t.ctx, { logger: { level: 'trace', stream, redact: ['req.headers.cookie', 'req.headers.authorization'] } });
    await app.ready();
    try {
      const inject = (options: { method: 'GET' | 'POST' | 'DELETE'; url: string; cookie?: string }) =>
        app.inject({ method: options.method, url: options.url, headers: options.cookie ? { cookie: options.cookie } : {} });
      const { cookie } = await t.signUp();
      const businessId = await createBusiness(cookie);
      const authUrl = new URL((await inject({ method: 'GET', url: `/api/auth/google/connect/${businessId}`, cookie })).json().authUrl);
      expect((await inject({ method: 'GET', url: await consent(authUrl), cookie })).headers.location).toBe('/platforms?success=google_connected');
      const [row] = await connectionRows();
      const accessToken = t.ctx.cipher.decrypt(row!.accessTokenSealed);
      const refreshToken = t.ctx.cipher.decrypt(row!.refreshTokenSealed!);
      // A sync that must refresh, a failing connect and a disconnect: the paths that log.
      t.emulator.state.setFailures({ expireTokens: true });
      expect((await inject({ method: 'POST', url: `/api/connections/${row!.id}/sync`, cookie })).statusCode).toBe(200);
      const [refreshed] = await connectionRows();
      const newAccessToken = t.ctx.cipher.decrypt(refreshed!.accessTokenSealed);
      const failing = new URL((await inject({ method: 'GET', url: `/api/auth/google/connect/${businessId}`, cookie })).json().authUrl);
      t.emulator.state.setFailures({ tokenExchangeError: 1 });
      expect((await inject({ method: 'GET', url: await consent(failing), cookie })).headers.location).toBe('/platforms?error=token_exchange_failed&platform=google');
      expect((await inject({ method: 'DELETE', url: `/api/connections/${row!.id}`, cookie })).statusCode).toBe(200);

      const log = lines.join('');
      expect(lines.length).toBeGreaterThan(5);
      for (const secret of [accessToken, refreshToken, newAccessToken, row!.accessTokenSealed]) expect(log).not.toContain(secret);
      expect(log).not.toMatch(/ya29\.|1\/\/0/);
    } finally {
      await app.close();
    }
  });
});

describe('the connection list', () => {
  it("shows only the user's own connections", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    expectRedirect(await connectGoogle(owner.cookie), '/platforms?success=google_connected');
    expect((await t.request({ method: 'GET', url: '/api/platforms', cookie: other.cookie })).json()).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/platforms', cookie: owner.cookie })).json()).toHaveLength(1);
  });
});
