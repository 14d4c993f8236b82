import { testClock } from '../google/testing';
import { createTrustpilotEmulator, type TrustpilotEmulator, type TrustpilotEmulatorOptions } from './create-emulator';
import { REFRESH_PATH, TOKEN_PATH } from './oauth/token';

/** Helpers for the emulator's own tests: the login done via inject(), token requests, API calls. */

export const CLIENT = {
  apiKey: 'tp-emulator-test-key',
  apiSecret: 'tp-emulator-test-secret',
  redirectUri: 'https://localhost:3000/api/oauth/trustpilot/callback',
};

export async function testEmulator(options: TrustpilotEmulatorOptions = {}) {
  const clock = testClock();
  const emulator = await createTrustpilotEmulator({ clock: clock.now, reviews: 12, autoConsent: false, ...options });
  return { emulator, clock };
}

export function authenticateUrl(params: Record<string, string | undefined> = {}) {
  const search = new URLSearchParams();
  const all = { client_id: CLIENT.apiKey, redirect_uri: CLIENT.redirectUri, response_type: 'code', state: 'state-123', ...params };
  for (const [k, v] of Object.entries(all)) if (v !== undefined) search.set(k, v);
  return `/authenticate?${search.toString()}`;
}

/** Opens the login page and presses a button; returns the redirect back to the product. */
export async function consent(emulator: TrustpilotEmulator, url = authenticateUrl(), decision: 'allow' | 'deny' = 'allow', user?: string) {
  const page = await emulator.app.inject({ method: 'GET', url });
  if (page.statusCode !== 200) return page;
  const requestId = /name="request" value="([^"]+)"/.exec(page.body)?.[1];
  if (!requestId) throw new Error('no consent request id on the page');
  const form = new URLSearchParams({ request: requestId, decision, ...(user ? { user } : {}) });
  return emulator.app.inject({
    method: 'POST',
    url: '/__emulator/consent',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

export const basicAuth = (key = CLIENT.apiKey, secret = CLIENT.apiSecret) => `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;

/** A token request with Basic credentials unless `headers` says otherwise. */
export function tokenRequest(emulator: TrustpilotEmulator, fields: Record<string, string>, options: { path?: string; headers?: Record<string, string> } = {}) {
  return emulator.app.inject({
    method: 'POST',
    url: options.path ?? TOKEN_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(options.headers ?? { authorization: basicAuth() }) },
    payload: new URLSearchParams(fields).toString(),
  });
}

export const refreshRequest = (emulator: TrustpilotEmulator, refreshToken: string) =>
  tokenRequest(emulator, { grant_type: 'refresh_token', refresh_token: refreshToken }, { path: REFRESH_PATH });

export interface Tokens {
  access_token: string;
  refresh_token?: string;
  expires_in: string;
  business_user_id: string;
}

/** The whole authorization-code flow through the login page; returns the token response. */
export async function connect(emulator: TrustpilotEmulator, user?: string): Promise<Tokens> {
  const back = await consent(emulator, authenticateUrl(), 'allow', user);
  const code = new URL(String(back.headers.location)).searchParams.get('code');
  if (!code) throw new Error(`no code in ${String(back.headers.location)}`);
  const response = await tokenRequest(emulator, { grant_type: 'authorization_code', code, redirect_uri: CLIENT.redirectUri });
  if (response.statusCode !== 200) throw new Error(`token exchange failed: ${response.body}`);
  return response.json() as Tokens;
}

export function api(emulator: TrustpilotEmulator, accessToken: string | undefined, url: string, init: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown } = {}) {
  return emulator.app.inject({
    method: init.method ?? 'GET',
    url,
    headers: { ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}), ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(init.body !== undefined ? { payload: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) } : {}),
  });
}
