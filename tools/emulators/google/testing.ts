import { createHash, randomBytes } from 'node:crypto';
import { createGoogleEmulator, type GoogleEmulator, type GoogleEmulatorOptions } from './create-emulator';

/** Helpers for the emulator's own tests: a controllable clock and the OAuth dance done via inject(). */

export const CLIENT = {
  id: '123456789012-emulatortest.apps.googleusercontent.com',
  secret: 'GOCSPX-emulator-test-secret',
  redirectUri: 'http://localhost:3000/api/auth/google/callback',
};
export const BUSINESS_SCOPE = 'https://www.googleapis.com/auth/business.manage';

export function testClock(start = Date.parse('2026-11-22T12:00:00Z')) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms), set: (ms: number) => (now = ms) };
}

export async function testEmulator(options: GoogleEmulatorOptions = {}) {
  const clock = testClock();
  const emulator = await createGoogleEmulator({ clock: clock.now, seed: 12, autoConsent: false, ...options });
  return { emulator, clock };
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(params: Record<string, string | undefined>) {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) search.set(k, v);
  return `/o/oauth2/v2/auth?${search.toString()}`;
}

export function defaultAuthorizeParams(challenge: string, extra: Record<string, string | undefined> = {}) {
  return {
    client_id: CLIENT.id,
    redirect_uri: CLIENT.redirectUri,
    response_type: 'code',
    scope: `${BUSINESS_SCOPE} openid email profile`,
    state: 'state-123',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    access_type: 'offline',
    prompt: 'consent',
    ...extra,
  };
}

/** Opens the consent page and presses a button; returns the redirect back to the client. */
export async function consent(emulator: GoogleEmulator, url: string, decision: 'allow' | 'deny' = 'allow', extraForm: Record<string, string> = {}) {
  const page = await emulator.app.inject({ method: 'GET', url });
  if (page.statusCode !== 200) return page;
  const requestId = /name="request" value="([^"]+)"/.exec(page.body)?.[1];
  if (!requestId) throw new Error('no consent request id on the page');
  const ticked = [...page.body.matchAll(/type="checkbox" name="(grant_\d+)" value="([^"]+)" checked/g)].map((m) => [m[1]!, m[2]!.replace(/&#39;/g, "'")]);
  const form = new URLSearchParams({ request: requestId, decision, ...Object.fromEntries(ticked), ...extraForm });
  return emulator.app.inject({
    method: 'POST',
    url: '/__emulator/consent',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

export function tokenRequest(emulator: GoogleEmulator, fields: Record<string, string | undefined>) {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.set(k, v);
  return emulator.app.inject({
    method: 'POST',
    url: '/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

export interface Tokens {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  scope: string;
  token_type: string;
  id_token?: string;
}

/** The whole code flow with PKCE through the consent page; returns the token response. */
export async function connect(emulator: GoogleEmulator, extra: Record<string, string | undefined> = {}): Promise<Tokens> {
  const { verifier, challenge } = pkce();
  const back = await consent(emulator, authorizeUrl(defaultAuthorizeParams(challenge, extra)));
  const location = new URL(String(back.headers.location));
  const code = location.searchParams.get('code');
  if (!code) throw new Error(`no code in ${location.toString()}`);
  const response = await tokenRequest(emulator, {
    grant_type: 'authorization_code',
    code,
    client_id: CLIENT.id,
    client_secret: CLIENT.secret,
    redirect_uri: CLIENT.redirectUri,
    code_verifier: verifier,
  });
  if (response.statusCode !== 200) throw new Error(`token exchange failed: ${response.body}`);
  return response.json() as Tokens;
}

export function api(emulator: GoogleEmulator, accessToken: string | undefined, url: string, init: { method?: 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'POST'; body?: unknown } = {}) {
  return emulator.app.inject({
    method: init.method ?? 'GET',
    url,
    headers: { ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}), ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(init.body !== undefined ? { payload: JSON.stringify(init.body) } : {}),
  });
}
