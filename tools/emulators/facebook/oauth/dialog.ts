import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { hashToken } from '../../google/state';
import { formFields } from '../../shared/http';
import { consentPage, dialogErrorPage, KNOWN_PERMISSIONS } from '../consent-page';
import { appOf, type FacebookContext } from '../context';
import { versionNumber, type FacebookUser } from '../types';
import { newCode } from './tokens';

/** Validated parameters of `GET https://www.facebook.com/{version}/dialog/oauth` (B.1). */
interface DialogRequest {
  appId: string;
  redirectUri: string;
  state?: string;
  /** Requested permissions, public_profile aside. */
  permissions: string[];
}

const CODE_LIFETIME_MS = 10 * 60_000;
const PENDING_LIFETIME_MS = 30 * 60_000;

function parseRequest(ctx: FacebookContext, version: string, q: Record<string, string>): DialogRequest | string {
  if (Number.isNaN(versionNumber(version))) return `Unknown API version: ${version}`;
  if (!q.client_id) return 'Invalid App ID: the request has no client_id.';
  const app = appOf(ctx, q.client_id);
  if (!app) return 'Invalid App ID: The provided app ID does not look like a valid app ID.';
  if (!q.redirect_uri || !URL.canParse(q.redirect_uri) || !/^https?:$/.test(new URL(q.redirect_uri).protocol)) return `Invalid redirect_uri: ${q.redirect_uri ?? '(missing)'}`;
  if (app.redirectUris && !app.redirectUris.includes(q.redirect_uri)) {
    return "URL Blocked: This redirect failed because the redirect URI is not whitelisted in the app's Client OAuth Settings.";
  }
  // Facebook's default response_type is code; the emulator does not hand out tokens in the fragment.
  if (q.response_type !== undefined && q.response_type !== 'code') return `Unsupported response_type: ${q.response_type}; the emulator serves the code flow only`;
  const permissions = [...new Set((q.scope ?? '').split(/[\s,]+/).filter(Boolean))];
  const unknown = permissions.filter((p) => !KNOWN_PERMISSIONS.includes(p));
  if (unknown.length > 0) return `Invalid Scopes: ${unknown.join(', ')}. This message is only shown to developers.`;
  return { appId: app.appId, redirectUri: q.redirect_uri, state: q.state, permissions: permissions.filter((p) => p !== 'public_profile') };
}

export function dialogRoutes(app: FastifyInstance, ctx: FacebookContext) {
  /** Dialogs waiting for Continue or Cancel; in memory only, like a browser session. */
  const pending = new Map<string, { request: DialogRequest; expiresAt: number }>();

  // Facebook appends `#_=_` to the redirect back; browsers keep it, servers never see it.
  function redirectBack(reply: FastifyReply, request: DialogRequest, params: Record<string, string>) {
    const url = new URL(request.redirectUri);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    if (request.state !== undefined) url.searchParams.set('state', request.state);
    url.hash = '_=_';
    return reply.redirect(url.toString(), 302);
  }

  const cancel = (reply: FastifyReply, request: DialogRequest) =>
    redirectBack(reply, request, { error: 'access_denied', error_code: '200', error_description: 'Permissions error', error_reason: 'user_denied' });

  function grant(reply: FastifyReply, request: DialogRequest, user: FacebookUser, choice: { permissions: string[]; pageIds: string[] }) {
    const granted = ['public_profile', ...request.permissions.filter((p) => choice.permissions.includes(p))];
    ctx.state.setGrant({
      appId: request.appId,
      userId: user.id,
      granted,
      declined: request.permissions.filter((p) => !granted.includes(p)),
      pageIds: user.pageIds.filter((id) => choice.pageIds.includes(id)),
    });
    const code = newCode();
    ctx.state.codes.set(hashToken(code), { hash: hashToken(code), appId: request.appId, redirectUri: request.redirectUri, userId: user.id, expiresAt: ctx.now() + CODE_LIFETIME_MS });
    ctx.state.prune(ctx.now());
    ctx.state.changed();
    return redirectBack(reply, request, { code });
  }

  app.get('/:version/dialog/oauth', async (req, reply) => {
    const parsed = parseRequest(ctx, (req.params as { version: string }).version, formFields(req.query));
    if (typeof parsed === 'string') return reply.status(400).type('text/html; charset=utf-8').send(dialogErrorPage(parsed));
    const { failures } = ctx.state;
    if (failures.accessDenied) return cancel(reply, parsed);
    if (ctx.autoConsent) {
      const user = ctx.state.users[0]!;
      const declined = failures.declinePermissions ?? [];
      return grant(reply, parsed, user, { permissions: parsed.permissions.filter((p) => !declined.includes(p)), pageIds: user.pageIds });
    }

    const requestId = randomBytes(24).toString('base64url');
    for (const [id, p] of pending) if (p.expiresAt < ctx.now()) pending.delete(id);
    pending.set(requestId, { request: parsed, expiresAt: ctx.now() + PENDING_LIFETIME_MS });
    const people = ctx.state.users.map((user) => ({ user, pages: user.pageIds.flatMap((id) => ctx.state.page(id) ?? []) }));
    return reply
      .type('text/html; charset=utf-8')
      .headers({ 'cache-control': 'no-store', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'" })
      .send(consentPage({ requestId, appId: parsed.appId, redirectUri: parsed.redirectUri, permissions: parsed.permissions, people }));
  });

  app.post('/__emulator/consent', async (req, reply) => {
    const form = formFields(req.body);
    const entry = form.request ? pending.get(form.request) : undefined;
    if (!entry || entry.expiresAt < ctx.now()) {
      return reply.status(400).type('text/html; charset=utf-8').send(dialogErrorPage('This login dialog has expired or was already answered. Start again.'));
    }
    pending.delete(form.request!);
    if (form.decision !== 'allow') return cancel(reply, entry.request);
    const user = ctx.state.user(form.user ?? '') ?? ctx.state.users[0]!;
    // Unticked boxes are simply absent from the form: only what stayed ticked is granted.
    return grant(reply, entry.request, user, {
      permissions: entry.request.permissions.filter((p) => form[`perm_${p}`] === 'on'),
      pageIds: user.pageIds.filter((id) => form[`page_${id}`] === 'on'),
    });
  });
}
