import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { hashToken } from '../../google/state';
import { formFields } from '../../shared/http';
import { authenticationErrorPage, consentPage } from '../consent-page';
import type { TrustpilotContext } from '../context';
import type { BusinessUser } from '../types';
import { newAuthorizationCode } from './tokens';

/** Validated parameters of `GET https://authenticate.trustpilot.com?client_id=…` (C.1). */
interface AuthenticationRequest {
  clientId: string;
  redirectUri: string;
  state?: string;
}

const CODE_LIFETIME_MS = 10 * 60_000;
const PENDING_LIFETIME_MS = 30 * 60_000;

function parseRequest(ctx: TrustpilotContext, q: Record<string, string>): AuthenticationRequest | string {
  if (!q.client_id) return 'Missing required parameter: client_id';
  const client = ctx.clients?.find((c) => c.clientId === q.client_id);
  if (ctx.clients && !client) return 'Unknown client_id: the application is not registered with Trustpilot.';
  if (!q.redirect_uri) return 'Missing required parameter: redirect_uri';
  // Trustpilot requires https; http is let through so the product can run on localhost and in containers.
  if (!URL.canParse(q.redirect_uri) || !/^https?:$/.test(new URL(q.redirect_uri).protocol)) return `Invalid redirect_uri: ${q.redirect_uri}`;
  if (client && !client.redirectUris.includes(q.redirect_uri)) return `redirect_uri is not registered for this application: ${q.redirect_uri}`;
  if (q.response_type !== 'code') return `Unsupported response_type: ${q.response_type ?? '(missing)'}; expected code`;
  return { clientId: q.client_id, redirectUri: q.redirect_uri, state: q.state };
}

export function authenticateRoutes(app: FastifyInstance, ctx: TrustpilotContext) {
  /** Login screens waiting for Allow or Deny; in memory only, like a browser session. */
  const pending = new Map<string, { request: AuthenticationRequest; expiresAt: number }>();

  /** `state` is echoed unless the omitState switch is on: the docs do not promise it (C.1) [unverified]. */
  function redirectBack(reply: FastifyReply, request: AuthenticationRequest, params: Record<string, string>) {
    const url = new URL(request.redirectUri);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    if (request.state !== undefined && !ctx.state.failures.omitState) url.searchParams.set('state', request.state);
    return reply.redirect(url.toString(), 302);
  }

  function grant(reply: FastifyReply, request: AuthenticationRequest, user: BusinessUser) {
    const code = newAuthorizationCode();
    ctx.state.codes.set(hashToken(code), {
      hash: hashToken(code),
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      businessUserId: user.id,
      expiresAt: ctx.now() + CODE_LIFETIME_MS,
    });
    ctx.state.prune(ctx.now());
    ctx.state.changed();
    return redirectBack(reply, request, { code });
  }

  const authenticate = async (req: { query: unknown }, reply: FastifyReply) => {
    const parsed = parseRequest(ctx, formFields(req.query));
    if (typeof parsed === 'string') return reply.status(400).type('text/html; charset=utf-8').send(authenticationErrorPage(parsed));
    if (ctx.state.failures.accessDenied) return redirectBack(reply, parsed, { error: 'access_denied' });
    if (ctx.autoConsent) return grant(reply, parsed, ctx.state.businessUsers[0]!);

    const requestId = randomBytes(24).toString('base64url');
    for (const [id, p] of pending) if (p.expiresAt < ctx.now()) pending.delete(id);
    pending.set(requestId, { request: parsed, expiresAt: ctx.now() + PENDING_LIFETIME_MS });
    const users = ctx.state.businessUsers.map((user) => ({
      user,
      units: user.businessUnitIds.flatMap((id) => ctx.state.businessUnit(id) ?? []),
    }));
    return reply
      .type('text/html; charset=utf-8')
      .headers({ 'cache-control': 'no-store', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'" })
      .send(consentPage({ requestId, clientId: parsed.clientId, redirectUri: parsed.redirectUri, users }));
  };

  // Trustpilot serves this at the root of authenticate.trustpilot.com; on the emulator's single origin
  // /authenticate is the unambiguous path, and / also works so a pure host swap keeps working.
  app.get('/authenticate', authenticate);
  app.get('/', authenticate);

  app.post('/__emulator/consent', async (req, reply) => {
    const form = formFields(req.body);
    const entry = form.request ? pending.get(form.request) : undefined;
    if (!entry || entry.expiresAt < ctx.now()) {
      return reply.status(400).type('text/html; charset=utf-8').send(authenticationErrorPage('This login screen has expired or was already answered. Start again.'));
    }
    pending.delete(form.request!);
    if (form.decision !== 'allow') return redirectBack(reply, entry.request, { error: 'access_denied' });
    return grant(reply, entry.request, ctx.state.businessUser(form.user ?? '') ?? ctx.state.businessUsers[0]!);
  });
}
