import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formFields } from '../../shared/http';
import { authorizationErrorPage, consentPage } from '../consent-page';
import type { EmulatorContext } from '../context';
import { hashToken } from '../state';
import type { EmulatedUser } from '../types';
import { newAuthorizationCode } from './access-tokens';
import { covers, isBasicScope, isBusinessScope, parseScopes } from './scopes';

/** Validated parameters of GET /o/oauth2/v2/auth (platform-apis.md A.1). */
interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state?: string;
  nonce?: string;
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
  accessType: 'online' | 'offline';
  prompt: string[];
  loginHint?: string;
  includeGrantedScopes: boolean;
}

type Parsed = { ok: true; request: AuthorizationRequest } | { ok: false; error: string; description: string };

const CODE_LIFETIME_MS = 10 * 60_000;
const PENDING_LIFETIME_MS = 30 * 60_000;
const PKCE_VALUE = /^[A-Za-z0-9._~-]{43,128}$/;

function parseAuthorizationRequest(ctx: EmulatorContext, q: Record<string, string>): Parsed {
  const fail = (error: string, description: string): Parsed => ({ ok: false, error, description });
  if (!q.client_id) return fail('invalid_request', 'Missing required parameter: client_id');
  const client = ctx.clients?.find((c) => c.clientId === q.client_id);
  if (ctx.clients && !client) return fail('invalid_client', 'The OAuth client was not found.');
  if (!q.redirect_uri) return fail('invalid_request', 'Missing required parameter: redirect_uri');
  let redirect: URL;
  try {
    redirect = new URL(q.redirect_uri);
  } catch {
    return fail('invalid_request', `Invalid parameter value for redirect_uri: Missing scheme: ${q.redirect_uri}`);
  }
  if (!/^https?:$/.test(redirect.protocol) || redirect.hash) {
    return fail('invalid_request', `Invalid parameter value for redirect_uri: ${q.redirect_uri}`);
  }
  if (client && !client.redirectUris.includes(q.redirect_uri)) {
    return fail('redirect_uri_mismatch', `You can't sign in to this app because it doesn't comply with Google's OAuth 2.0 policy. If you're the app developer, register the redirect URI in the Google Cloud Console. Request details: redirect_uri=${q.redirect_uri}`);
  }
  if (!q.response_type) return fail('invalid_request', 'Required parameter is missing: response_type');
  if (q.response_type !== 'code') return fail('unsupported_response_type', `Invalid response_type: ${q.response_type} (the emulator implements the code flow)`);
  if (!q.scope) return fail('invalid_request', 'Missing required parameter: scope');
  const { scopes, unknown } = parseScopes(q.scope);
  if (unknown.length > 0) return fail('invalid_scope', `Some requested scopes were invalid. {invalid=[${unknown.join(', ')}]}`);
  const accessType = q.access_type ?? 'online';
  if (accessType !== 'online' && accessType !== 'offline') return fail('invalid_request', `Invalid access_type: ${accessType}`);
  const prompt = (q.prompt ?? '').split(' ').filter(Boolean);
  if (prompt.some((p) => !['none', 'consent', 'select_account'].includes(p)) || (prompt.includes('none') && prompt.length > 1)) {
    return fail('invalid_request', `Invalid prompt: ${q.prompt}`);
  }
  // PKCE is optional at Google; when present it must be well formed. The method defaults to plain.
  let codeChallengeMethod: 'S256' | 'plain' | undefined;
  if (q.code_challenge !== undefined) {
    const method = q.code_challenge_method ?? 'plain';
    if (method !== 'S256' && method !== 'plain') return fail('invalid_request', `Invalid code_challenge_method: ${method}`);
    if (!PKCE_VALUE.test(q.code_challenge)) return fail('invalid_request', 'Invalid code_challenge: it must be 43-128 characters of [A-Za-z0-9-._~]');
    codeChallengeMethod = method;
  } else if (q.code_challenge_method !== undefined) {
    return fail('invalid_request', 'Missing required parameter: code_challenge');
  }
  return {
    ok: true,
    request: {
      clientId: q.client_id,
      redirectUri: q.redirect_uri,
      scopes,
      state: q.state,
      nonce: q.nonce,
      codeChallenge: q.code_challenge,
      codeChallengeMethod,
      accessType,
      prompt,
      loginHint: q.login_hint,
      includeGrantedScopes: q.include_granted_scopes === 'true',
    },
  };
}

/** login_hint picks a known user by email or sub; an unknown email becomes a new emulated user. */
function userForHint(ctx: EmulatorContext, hint: string | undefined): EmulatedUser {
  const users = ctx.state.users;
  if (hint) {
    const found = users.find((u) => u.sub === hint || u.email.toLowerCase() === hint.toLowerCase());
    if (found) return found;
    if (/^[^\s@]+@[^\s@]+$/.test(hint)) {
      const local = hint.split('@')[0]!.replace(/[._-]+/g, ' ').trim();
      const name = local.replace(/\b\w/g, (c) => c.toUpperCase()) || hint;
      const digits = BigInt(`0x${createHash('sha256').update(hint.toLowerCase()).digest('hex').slice(0, 16)}`).toString().padStart(20, '7');
      const user: EmulatedUser = {
        sub: `1${digits.slice(0, 20)}`,
        email: hint.toLowerCase(),
        emailVerified: true,
        name,
        givenName: name.split(' ')[0] ?? name,
        familyName: name.split(' ').slice(1).join(' '),
      };
      users.push(user);
      ctx.state.changed();
      return user;
    }
  }
  return users[0]!;
}

function redirectBack(reply: FastifyReply, redirectUri: string, params: Record<string, string | undefined>) {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return reply.redirect(url.toString(), 302);
}

export function authorizeRoutes(app: FastifyInstance, ctx: EmulatorContext) {
  /** Consent screens waiting for Allow or Deny; in memory only, like a browser session at Google. */
  const pending = new Map<string, { request: AuthorizationRequest; expiresAt: number }>();

  /** Issues a single-use code and sends the browser back, as Google does after consent. */
  function grant(reply: FastifyReply, request: AuthorizationRequest, user: EmulatedUser, chosenScopes: string[]) {
    const { state, now } = ctx;
    const previous = state.consentFor(request.clientId, user.sub);
    const granted = request.includeGrantedScopes && previous ? [...new Set([...previous.scopes, ...chosenScopes])] : chosenScopes;
    // Google hands out a refresh token only when the user actually saw a consent screen for these scopes.
    const consentShown = request.prompt.includes('consent') || !previous || !covers(previous.scopes, request.scopes);
    if (previous) previous.scopes = [...new Set([...previous.scopes, ...granted])];
    else state.consents.push({ clientId: request.clientId, sub: user.sub, scopes: granted });
    const code = newAuthorizationCode();
    state.codes.set(hashToken(code), {
      hash: hashToken(code),
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      sub: user.sub,
      scopes: granted,
      codeChallenge: request.codeChallenge,
      codeChallengeMethod: request.codeChallengeMethod,
      nonce: request.nonce,
      accessType: request.accessType,
      issueRefreshToken: request.accessType === 'offline' && consentShown,
      expiresAt: now() + CODE_LIFETIME_MS,
    });
    state.prune(now());
    state.changed();
    return redirectBack(reply, request.redirectUri, {
      state: request.state,
      code,
      scope: granted.join(' '),
      authuser: '0',
      prompt: consentShown ? 'consent' : 'none',
    });
  }

  const withoutUnticked = (scopes: string[]) => (ctx.state.failures.dropBusinessScope ? scopes.filter((s) => !isBusinessScope(s)) : scopes);

  const authorize = async (req: { query: unknown }, reply: FastifyReply) => {
    const parsed = parseAuthorizationRequest(ctx, formFields(req.query));
    if (!parsed.ok) {
      return reply.status(parsed.error === 'invalid_client' ? 401 : 400).type('text/html; charset=utf-8').send(authorizationErrorPage(parsed.error, parsed.description));
    }
    const request = parsed.request;
    const { failures } = ctx.state;
    if (failures.accessDenied) return redirectBack(reply, request.redirectUri, { error: 'access_denied', state: request.state });
    if (failures.authorizeError) return redirectBack(reply, request.redirectUri, { error: failures.authorizeError, state: request.state });

    const user = userForHint(ctx, request.loginHint);
    const previous = ctx.state.consentFor(request.clientId, user.sub);
    const alreadyGranted = previous !== undefined && covers(previous.scopes, request.scopes);
    if (request.prompt.includes('none')) {
      return alreadyGranted
        ? grant(reply, request, user, request.scopes)
        : redirectBack(reply, request.redirectUri, { error: 'consent_required', state: request.state });
    }
    const mustAsk = request.prompt.length > 0 || !alreadyGranted;
    if (ctx.autoConsent || !mustAsk) return grant(reply, request, user, withoutUnticked(request.scopes));

    const requestId = randomBytes(24).toString('base64url');
    for (const [id, p] of pending) if (p.expiresAt < ctx.now()) pending.delete(id);
    pending.set(requestId, { request, expiresAt: ctx.now() + PENDING_LIFETIME_MS });
    return reply
      .type('text/html; charset=utf-8')
      .headers({ 'cache-control': 'no-store', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'" })
      .send(
        consentPage({
          requestId,
          clientId: request.clientId,
          redirectUri: request.redirectUri,
          scopes: request.scopes,
          offline: request.accessType === 'offline',
          users: ctx.state.users,
          selectedSub: user.sub,
          uncheckBusiness: ctx.state.failures.dropBusinessScope === true,
        }),
      );
  };

  app.get('/o/oauth2/v2/auth', authorize);
  // The older v1 path still works at Google and some libraries use it.
  app.get('/o/oauth2/auth', authorize);

  app.post('/__emulator/consent', async (req, reply) => {
    const form = formFields(req.body);
    const entry = form.request ? pending.get(form.request) : undefined;
    if (!entry || entry.expiresAt < ctx.now()) {
      return reply.status(400).type('text/html; charset=utf-8').send(authorizationErrorPage('invalid_request', 'This consent screen has expired or was already answered. Start the sign-in again.'));
    }
    pending.delete(form.request!);
    const { request } = entry;
    if (form.decision !== 'allow') return redirectBack(reply, request.redirectUri, { error: 'access_denied', state: request.state });
    const user = ctx.state.findUser(form.user ?? '') ?? userForHint(ctx, request.loginHint);
    const ticked = new Set(Object.entries(form).filter(([key]) => key.startsWith('grant_')).map(([, value]) => value));
    const chosen = request.scopes.filter((s) => isBasicScope(s) || ticked.has(s));
    return grant(reply, request, user, chosen);
  });
}
