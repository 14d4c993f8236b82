import { createVerify, generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { oauthAccounts, oauthStates, users } from '@server/db/schema';
import { signEs256 } from '@server/lib/jwt';
import { sessionCookieOf, useTestApp } from '@server/test/test-app';
import { PRIMARY_USER, SECOND_USER } from '../../../../tools/emulators/google/seed/businesses';
import { SignInError, accountForIdentity, identityFromCode } from './oauth-signin.service';
import { oidcProvider, type OidcProvider } from './providers';

type Answer = { statusCode: number; headers: Record<string, unknown>; cookies: Array<{ name: string; value: string }> };

function expectRedirect(response: Answer, location: string) {
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe(location);
}
async function signInError(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SignInError);
  return (error as SignInError).code;
}
const hasSessionCookie = (response: Answer) => response.cookies.some((cookie) => cookie.name === 'sid' && cookie.value !== '');

describe('sign-in with Google (emulated)', () => {
  const t = useTestApp({}, { googleEmulator: { autoConsent: true } });

  beforeEach(() => {
    t.emulator.state.reset();
  });

  /** GET /api/oauth/google: where the browser is sent. */
  async function start(cookie?: string) {
    const response = await t.request({ method: 'GET', url: '/api/oauth/google', ...(cookie ? { cookie } : {}) });
    expect(response.statusCode).toBe(302);
    return new URL(response.headers.location as string);
  }

  /** The browser at Google and back: answers our callback's answer. */
  async function signIn(options: { cookie?: string; tweak?: (authorize: URL) => void } = {}) {
    const authorize = await start(options.cookie);
    options.tweak?.(authorize);
    const consent = await fetch(authorize, { redirect: 'manual' });
    expect(consent.status).toBe(302);
    const back = new URL(consent.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:5000/api/oauth/google/callback');
    return t.request({ method: 'GET', url: `${back.pathname}${back.search}`, ...(options.cookie ? { cookie: options.cookie } : {}) });
  }

  const me = (cookie: string) => t.request({ method: 'GET', url: '/api/auth/me', cookie });
  const links = () => t.ctx.database.db.select().from(oauthAccounts);

  it('starts OpenID Connect at the emulator with state, nonce and PKCE', async () => {
    const authorize = await start();
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${t.emulator.url}/o/oauth2/v2/auth`);
    const params = authorize.searchParams;
    expect(params.get('client_id')).toBe('reputation-ai-demo.apps.googleusercontent.com');
    expect(params.get('redirect_uri')).toBe('http://localhost:5000/api/oauth/google/callback');
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')!.length).toBeGreaterThanOrEqual(32);
    expect(params.get('nonce')!.length).toBeGreaterThanOrEqual(32);
    expect(params.get('response_mode')).toBeNull();

    const [state] = await t.ctx.database.db.select().from(oauthStates);
    expect(state).toMatchObject({ purpose: 'signin', provider: 'google', userId: null, businessId: null, nonce: params.get('nonce') });
  });

  it('creates an account without a password for a new identity, signs it in and sends it to onboarding', async () => {
    const callback = await signIn();
    expectRedirect(callback, '/onboarding');
    expect(hasSessionCookie(callback)).toBe(true);
    const cookie = sessionCookieOf(callback as never);

    const { user } = (await me(cookie)).json();
    expect(user).toMatchObject({ email: PRIMARY_USER.email, fullName: PRIMARY_USER.name, hasPassword: false, oauthProvider: 'google' });
    const [row] = await t.ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toBeNull();
    expect(await links()).toEqual([
      expect.objectContaining({ userId: user.id, provider: 'google', providerUserId: PRIMARY_USER.sub, email: PRIMARY_USER.email }),
    ]);
    // A real account: its settings exist.
    expect((await t.request({ method: 'GET', url: '/api/settings', cookie })).statusCode).toBe(200);
    // The state is spent.
    expect(await t.ctx.database.db.select().from(oauthStates)).toHaveLength(0);
  });

  it('signs the same identity into the same account the next time, to the dashboard', async () => {
    const first = await signIn();
    const firstUser = (await me(sessionCookieOf(first as never))).json().user;
    const second = await signIn();
    expectRedirect(second, '/dashboard');
    const secondUser = (await me(sessionCookieOf(second as never))).json().user;
    expect(secondUser.id).toBe(firstUser.id);
    expect(await t.ctx.database.db.select().from(users)).toHaveLength(1);
    expect(await links()).toHaveLength(1);
  });

  it('creates separate accounts for separate Google identities', async () => {
    expectRedirect(await signIn(), '/onboarding');
    const other = await signIn({ tweak: (authorize) => authorize.searchParams.set('login_hint', SECOND_USER.email) });
    expectRedirect(other, '/onboarding');
    expect((await me(sessionCookieOf(other as never))).json().user.email).toBe(SECOND_USER.email);
    expect(await t.ctx.database.db.select().from(users)).toHaveLength(2);
  });

  it('never links an emulated identity to an existing password account by email', async () => {
    const existing = await t.signUp(PRIMARY_USER.email);
    const callback = await signIn();
    expectRedirect(callback, '/login?error=email_in_use');
    expect(hasSessionCookie(callback)).toBe(false);
    expect(await links()).toEqual([]);
    expect(await t.ctx.database.db.select().from(users)).toHaveLength(1);
    expect((await me(existing.cookie)).json().user).toMatchObject({ hasPassword: true });
    expect((await me(existing.cookie)).json().user.oauthProvider).toBeUndefined();
  });

  it('links Google to the signed-in user from Profile, signs in with it, and unlinks', async () => {
    const owner = await t.signUp('owner-with-password@example.com');
    const linked = await signIn({ cookie: owner.cookie });
    expectRedirect(linked, '/profile?linked=google');
    expect(hasSessionCookie(linked)).toBe(false);
    expect((await me(owner.cookie)).json().user).toMatchObject({ id: owner.userId, email: 'owner-with-password@example.com', oauthProvider: 'google', hasPassword: true });
    expect(await links()).toEqual([expect.objectContaining({ userId: owner.userId, providerUserId: PRIMARY_USER.sub })]);

    // Signing in with Google now reaches that account.
    const again = await signIn();
    expectRedirect(again, '/dashboard');
    expect((await me(sessionCookieOf(again as never))).json().user.id).toBe(owner.userId);

    const unlink = await t.request({ method: 'POST', url: '/api/profile/unlink-oauth', cookie: owner.cookie });
    expect(unlink.statusCode).toBe(200);
    expect(unlink.json().user.oauthProvider).toBeUndefined();
    expect(await links()).toEqual([]);
    expect((await t.request({ method: 'POST', url: '/api/profile/unlink-oauth', cookie: owner.cookie })).statusCode).toBe(400);
  });

  it('refuses to unlink the only way into an account without a password', async () => {
    const callback = await signIn();
    const cookie = sessionCookieOf(callback as never);
    const unlink = await t.request({ method: 'POST', url: '/api/profile/unlink-oauth', cookie });
    expect(unlink.statusCode).toBe(403);
    expect(await links()).toHaveLength(1);
  });

  it('refuses to link an identity that already belongs to another account', async () => {
    expectRedirect(await signIn(), '/onboarding');
    const other = await t.signUp();
    expectRedirect(await signIn({ cookie: other.cookie }), '/profile?error=already_linked');
    expect(await links()).toHaveLength(1);
    expect((await me(other.cookie)).json().user.oauthProvider).toBeUndefined();
  });

  it('answers invalid_state for an unknown or reused state', async () => {
    const authorize = await start();
    const consent = await fetch(authorize, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    const forged = new URL(back);
    forged.searchParams.set('state', 'forged-state');
    expectRedirect(await t.request({ method: 'GET', url: `${forged.pathname}${forged.search}` }), '/login?error=invalid_state');

    const first = await t.request({ method: 'GET', url: `${back.pathname}${back.search}` });
    expectRedirect(first, '/onboarding');
    const reused = await t.request({ method: 'GET', url: `${back.pathname}${back.search}` });
    expectRedirect(reused, '/login?error=invalid_state');
    expect(hasSessionCookie(reused)).toBe(false);
  });

  it('answers invalid_state for an expired state, or one of the connect flow', async () => {
    const authorize = await start();
    const consent = await fetch(authorize, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    await t.ctx.database.db.update(oauthStates).set({ expiresAt: new Date(Date.now() - 1000) });
    expectRedirect(await t.request({ method: 'GET', url: `${back.pathname}${back.search}` }), '/login?error=invalid_state');

    const { cookie } = await t.signUp();
    const business = await t.request({ method: 'POST', url: '/api/businesses', cookie, payload: { name: 'Shop', industry: 'other' } });
    const connect = await t.request({ method: 'GET', url: `/api/auth/google/connect/${business.json().id}`, cookie });
    const connectState = new URL(connect.json().authUrl).searchParams.get('state')!;
    expectRedirect(await t.request({ method: 'GET', url: `/api/oauth/google/callback?code=x&state=${connectState}`, cookie }), '/login?error=invalid_state');
  });

  it('answers oauth_cancelled when consent is denied, oauth_failed for other errors or a missing code', async () => {
    t.emulator.state.setFailures({ accessDenied: true });
    const denied = await signIn();
    expectRedirect(denied, '/login?error=oauth_cancelled');
    expect(hasSessionCookie(denied)).toBe(false);
    t.emulator.state.setFailures({ accessDenied: false, authorizeError: 'server_error' });
    expectRedirect(await signIn(), '/login?error=oauth_failed');
    t.emulator.state.clearFailures();
    expectRedirect(await t.request({ method: 'GET', url: '/api/oauth/google/callback?state=abc' }), '/login?error=oauth_failed');
    expectRedirect(await t.request({ method: 'GET', url: '/api/oauth/google/callback?code=abc' }), '/login?error=oauth_failed');
    expect(await t.ctx.database.db.select().from(users)).toHaveLength(0);
  });

  it('answers token_exchange_failed when the code cannot be exchanged (PKCE mismatch, Google refusing)', async () => {
    const tampered = await signIn({ tweak: (authorize) => authorize.searchParams.set('code_challenge', 'A'.repeat(43)) });
    expectRedirect(tampered, '/login?error=token_exchange_failed');
    t.emulator.state.setFailures({ tokenExchangeError: 1 });
    expectRedirect(await signIn(), '/login?error=token_exchange_failed');
    expect(await t.ctx.database.db.select().from(users)).toHaveLength(0);
  });

  it('refuses an id_token whose nonce is not the one it sent', async () => {
    const callback = await signIn({ tweak: (authorize) => authorize.searchParams.set('nonce', 'a-nonce-we-never-issued') });
    expectRedirect(callback, '/login?error=oauth_failed');
    expect(hasSessionCookie(callback)).toBe(false);
    expect(await t.ctx.database.db.select().from(users)).toHaveLength(0);
  });

  it('says Apple is not configured', async () => {
    expectRedirect(await t.request({ method: 'GET', url: '/api/oauth/apple' }), '/login?error=apple_not_configured');
    const posted = await t.request({
      method: 'POST',
      url: '/api/oauth/apple/callback',
      headers: { origin: 'https://appleid.apple.com', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'state=abc&code=def',
    });
    expectRedirect(posted, '/login?error=apple_not_configured');
  });

  it('answers 400 for an unknown provider', async () => {
    expect((await t.request({ method: 'GET', url: '/api/oauth/facebook' })).statusCode).toBe(400);
  });
});

describe('sign-in with Apple', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const APPLE = { APPLE_CLIENT_ID: 'com.example.reputation.web', APPLE_TEAM_ID: 'TEAM123456', APPLE_KEY_ID: 'KEY7654321' };
  // One line with escaped newlines, as a PEM usually sits in an environment file.
  const t = useTestApp({ ...APPLE, APPLE_PRIVATE_KEY: pem.replace(/\n/g, '\\n') });

  it('starts at Apple with form_post, name and email, state and nonce', async () => {
    const response = await t.request({ method: 'GET', url: '/api/oauth/apple' });
    expect(response.statusCode).toBe(302);
    const authorize = new URL(response.headers.location as string);
    expect(`${authorize.origin}${authorize.pathname}`).toBe('https://appleid.apple.com/auth/authorize');
    const params = authorize.searchParams;
    expect(params.get('client_id')).toBe(APPLE.APPLE_CLIENT_ID);
    expect(params.get('redirect_uri')).toBe('http://localhost:5000/api/oauth/apple/callback');
    expect(params.get('response_type')).toBe('code');
    expect(params.get('response_mode')).toBe('form_post');
    expect(params.get('scope')).toBe('name email');
    expect(params.get('state')!.length).toBeGreaterThanOrEqual(32);
    expect(params.get('nonce')!.length).toBeGreaterThanOrEqual(32);
    const [state] = await t.ctx.database.db.select().from(oauthStates);
    expect(state).toMatchObject({ purpose: 'signin', provider: 'apple', nonce: params.get('nonce') });
  });

  it("signs its client secret as an ES256 JWT with the team's key", () => {
    const provider = oidcProvider(t.ctx, 'apple')!;
    expect(provider).toMatchObject({ tokenUrl: 'https://appleid.apple.com/auth/token', jwksUrl: 'https://appleid.apple.com/auth/keys', issuers: ['https://appleid.apple.com'], pkce: false, emulated: false });
    const secret = provider.clientSecret();
    const [headerPart, payloadPart, signaturePart] = secret.split('.') as [string, string, string];
    const header = JSON.parse(Buffer.from(headerPart, 'base64url').toString());
    const claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString());
    expect(header).toEqual({ kid: APPLE.APPLE_KEY_ID, alg: 'ES256', typ: 'JWT' });
    const now = Math.floor(Date.now() / 1000);
    expect(claims).toEqual({ iss: APPLE.APPLE_TEAM_ID, sub: APPLE.APPLE_CLIENT_ID, aud: 'https://appleid.apple.com', iat: expect.any(Number), exp: expect.any(Number) });
    expect(Math.abs(claims.iat - now)).toBeLessThanOrEqual(5);
    expect(claims.exp).toBeGreaterThan(now);
    // Apple refuses a client secret that lives longer than six months.
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(15_777_000);

    const signature = Buffer.from(signaturePart, 'base64url');
    expect(signature).toHaveLength(64); // JOSE's r||s, not DER
    const verifier = createVerify('SHA256');
    verifier.update(`${headerPart}.${payloadPart}`);
    expect(verifier.verify({ key: publicKey, dsaEncoding: 'ieee-p1363' }, signature)).toBe(true);
    const otherKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey;
    const wrong = createVerify('SHA256');
    wrong.update(`${headerPart}.${payloadPart}`);
    expect(wrong.verify({ key: otherKey, dsaEncoding: 'ieee-p1363' }, signature)).toBe(false);
  });

  it("takes Apple's form POST from Apple's origin past the Origin check", async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/oauth/apple/callback',
      headers: { origin: 'https://appleid.apple.com', 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: 'state=unknown-state&code=c0de',
    });
    expectRedirect(response, '/login?error=invalid_state');
    // The exemption is that one path: another POST from Apple's origin is refused.
    const elsewhere = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://appleid.apple.com', 'sec-fetch-site': 'cross-site' },
    });
    expect(elsewhere.statusCode).toBe(403);
  });

  it('answers oauth_cancelled when the user cancels at Apple, oauth_failed without a code', async () => {
    const post = (payload: string) =>
      t.request({
        method: 'POST',
        url: '/api/oauth/apple/callback',
        headers: { origin: 'https://appleid.apple.com', 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    expectRedirect(await post('error=user_cancelled_authorize&state=abc'), '/login?error=oauth_cancelled');
    expectRedirect(await post('state=abc'), '/login?error=oauth_failed');
  });

  it('says Google is not configured on a server without it', async () => {
    expect(oidcProvider(t.ctx, 'google')).toBeUndefined();
    expectRedirect(await t.request({ method: 'GET', url: '/api/oauth/google' }), '/login?error=google_not_configured');
    expectRedirect(await t.request({ method: 'GET', url: '/api/oauth/google/callback?code=x&state=y' }), '/login?error=google_not_configured');
  });

  // On the same app: the service-level rules for a provider that is not emulated.
  describe('an identity from a real (not emulated) provider', () => {
    /** A stand-in for Apple: a token endpoint that answers an ES256 id_token and the JWKS to check it. */
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'apple-test-key', alg: 'ES256', use: 'sig' };
    const ISSUER = 'https://appleid.apple.com';
    const CLIENT_ID = 'com.example.reputation.web';
    let server: Server;
    let base = '';
    let claims: Record<string, unknown> = {};
    let lastTokenRequest: URLSearchParams | undefined;

    beforeAll(async () => {
      server = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk) => (body += chunk));
        request.on('end', () => {
          response.setHeader('content-type', 'application/json');
          if (request.url === '/keys') return response.end(JSON.stringify({ keys: [jwk] }));
          lastTokenRequest = new URLSearchParams(body);
          const now = Math.floor(Date.now() / 1000);
          const idToken = signEs256({ kid: 'apple-test-key' }, { iss: ISSUER, aud: CLIENT_ID, iat: now, exp: now + 600, ...claims }, pem);
          return response.end(JSON.stringify({ access_token: 'a', token_type: 'Bearer', id_token: idToken }));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    const provider = (): OidcProvider => ({
      name: 'apple',
      authorizeUrl: `${base}/auth/authorize`,
      tokenUrl: `${base}/token`,
      jwksUrl: `${base}/keys`,
      issuers: [ISSUER],
      clientId: CLIENT_ID,
      clientSecret: () => 'client-secret-jwt',
      scope: 'name email',
      responseMode: 'form_post',
      pkce: false,
      emulated: false,
    });

    const identity = (nonce = 'n-1') => identityFromCode(provider(), { code: 'the-code', redirectUri: 'http://localhost:5000/api/oauth/apple/callback', codeVerifier: 'v', nonce });

    it("reads a verified email, Apple's \"true\" as a string included, and sends no PKCE verifier", async () => {
      const sub = randomUUID();
      claims = { sub, email: 'Person@Example.com', email_verified: 'true', nonce: 'n-1' };
      expect(await identity()).toEqual({ subject: sub, email: 'person@example.com', emailVerified: true, name: undefined });
      expect(lastTokenRequest!.get('client_secret')).toBe('client-secret-jwt');
      expect(lastTokenRequest!.get('code')).toBe('the-code');
      expect(lastTokenRequest!.has('code_verifier')).toBe(false);
      claims = { sub, email: 'person@example.com', email_verified: false, nonce: 'n-1' };
      expect((await identity()).emailVerified).toBe(false);
    });

    it('refuses an id_token with another nonce or audience', async () => {
      claims = { sub: 's', nonce: 'someone-else' };
      expect(await signInError(identity())).toBe('oauth_failed');
      claims = { sub: 's', nonce: 'n-1', aud: 'another-client' };
      expect(await signInError(identity())).toBe('oauth_failed');
      claims = { sub: 's', nonce: 'n-1', iss: 'https://evil.example' };
      expect(await signInError(identity())).toBe('oauth_failed');
    });

    it('links an existing account only when the provider verified the same email', async () => {
      const existing = await t.signUp('verified-owner@example.com');
      const unverified = accountForIdentity(t.ctx, provider(), { subject: 'apple-1', email: 'verified-owner@example.com', emailVerified: false, name: undefined }, null);
      expect(await signInError(unverified)).toBe('email_in_use');

      const verified = await accountForIdentity(t.ctx, provider(), { subject: 'apple-1', email: 'verified-owner@example.com', emailVerified: true, name: undefined }, null);
      expect(verified).toMatchObject({ created: false, user: { id: existing.userId } });
      const emulated = accountForIdentity(t.ctx, { ...provider(), name: 'google', emulated: true }, { subject: 'g-1', email: 'verified-owner@example.com', emailVerified: true, name: undefined }, null);
      expect(await signInError(emulated)).toBe('email_in_use');

      const fresh = await accountForIdentity(t.ctx, provider(), { subject: 'apple-2', email: 'new-person@example.com', emailVerified: true, name: undefined }, null, { name: 'Ny Person' });
      expect(fresh).toMatchObject({ created: true, user: { email: 'new-person@example.com', fullName: 'Ny Person', passwordHash: null } });
      expect(await signInError(accountForIdentity(t.ctx, provider(), { subject: 'apple-3', email: undefined, emailVerified: false, name: undefined }, null))).toBe(
        'oauth_failed',
      );
    });
  });
});
