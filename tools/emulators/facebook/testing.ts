import { testClock } from '../google/testing';
import { createFacebookEmulator, type FacebookEmulator, type FacebookEmulatorOptions } from './create-emulator';

/** Helpers for the emulator's own tests: the login done via inject(), token requests, Graph calls. */

export const APP = {
  appId: '2000000000000002',
  appSecret: 'fb-emulator-test-secret',
  redirectUri: 'https://localhost:3000/api/auth/facebook/callback',
};
export const VERSION = 'v21.0';
export const SCOPE = 'pages_show_list,pages_read_user_content,pages_manage_engagement,pages_read_engagement';

export async function testEmulator(options: FacebookEmulatorOptions = {}) {
  const clock = testClock();
  const emulator = await createFacebookEmulator({
    clock: clock.now,
    ratings: 12,
    autoConsent: false,
    clients: [{ clientId: APP.appId, clientSecret: APP.appSecret, redirectUris: [APP.redirectUri] }],
    ...options,
  });
  return { emulator, clock };
}

export function dialogUrl(params: Record<string, string | undefined> = {}, version = VERSION) {
  const search = new URLSearchParams();
  const all = { client_id: APP.appId, redirect_uri: APP.redirectUri, response_type: 'code', state: 'state-123', scope: SCOPE, ...params };
  for (const [k, v] of Object.entries(all)) if (v !== undefined) search.set(k, v);
  return `/${version}/dialog/oauth?${search.toString()}`;
}

export interface ConsentChoice {
  /** Who logs in (default the first person on the dialog). */
  user?: string;
  /** Permissions to untick. */
  untick?: string[];
  /** Pages to untick. */
  untickPages?: string[];
}

/** Opens the dialog and presses a button with the boxes as the page ticks them, less `untick`; returns the redirect back. */
export async function consent(emulator: FacebookEmulator, url = dialogUrl(), decision: 'allow' | 'deny' = 'allow', choice: ConsentChoice = {}) {
  const page = await emulator.app.inject({ method: 'GET', url });
  if (page.statusCode !== 200) return page;
  const requestId = /name="request" value="([^"]+)"/.exec(page.body)?.[1];
  if (!requestId) throw new Error('no consent request id on the page');
  const ticked = [...page.body.matchAll(/type="checkbox" name="((?:perm|page)_[^"]+)" value="on" checked/g)]
    .map((m) => m[1]!)
    .filter((name) => !(choice.untick ?? []).includes(name.replace(/^perm_/, '')) && !(choice.untickPages ?? []).includes(name.replace(/^page_/, '')));
  const form = new URLSearchParams({ request: requestId, decision, ...(choice.user ? { user: choice.user } : {}) });
  for (const name of ticked) form.set(name, 'on');
  return emulator.app.inject({
    method: 'POST',
    url: '/__emulator/consent',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

export const tokenRequest = (emulator: FacebookEmulator, params: Record<string, string>, version = VERSION) =>
  emulator.app.inject({ method: 'GET', url: `/${version}/oauth/access_token?${new URLSearchParams(params).toString()}` });

export const codeOf = (location: unknown) => new URL(String(location)).searchParams.get('code');

export interface Connected {
  shortLived: string;
  longLived: string;
  /** Page tokens from /me/accounts with the long-lived token, by Page id. */
  pageTokens: Record<string, string>;
}

/** The whole login: dialog, code, short-lived and long-lived user token, and the Page tokens. */
export async function connect(emulator: FacebookEmulator, choice: ConsentChoice = {}): Promise<Connected> {
  const back = await consent(emulator, dialogUrl(), 'allow', choice);
  const code = codeOf(back.headers.location);
  if (!code) throw new Error(`no code in ${String(back.headers.location)}`);
  const short = await tokenRequest(emulator, { client_id: APP.appId, client_secret: APP.appSecret, redirect_uri: APP.redirectUri, code });
  if (short.statusCode !== 200) throw new Error(`code exchange failed: ${short.body}`);
  const shortLived = (short.json() as { access_token: string }).access_token;
  const long = await tokenRequest(emulator, { grant_type: 'fb_exchange_token', client_id: APP.appId, client_secret: APP.appSecret, fb_exchange_token: shortLived });
  if (long.statusCode !== 200) throw new Error(`long-lived exchange failed: ${long.body}`);
  const longLived = (long.json() as { access_token: string }).access_token;
  const accounts = await graph(emulator, longLived, `/${VERSION}/me/accounts`);
  const pageTokens = Object.fromEntries(((accounts.json() as { data?: { id: string; access_token: string }[] }).data ?? []).map((p) => [p.id, p.access_token]));
  return { shortLived, longLived, pageTokens };
}

/** A Graph call with the token as a Bearer header; `form` sends a form body, `body` a JSON one. */
export function graph(emulator: FacebookEmulator, token: string | undefined, url: string, init: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  else if (init.body !== undefined) headers['content-type'] = 'application/json';
  const payload = init.form ? new URLSearchParams(init.form).toString() : init.body !== undefined ? JSON.stringify(init.body) : undefined;
  return emulator.app.inject({ method: init.method ?? 'GET', url, headers, ...(payload !== undefined ? { payload } : {}) });
}

/** Graph's error code and subcode in an answer, for assertions. */
export const graphErrorOf = (response: { json(): unknown }) => {
  const { error } = response.json() as { error: { code: number; error_subcode?: number; message: string; type: string; fbtrace_id: string } };
  return error;
};
