import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashToken } from '../../google/state';
import { takeSwitch } from '../../shared/failure-switches';
import { formFields } from '../../shared/http';
import { appOf, type FacebookContext } from '../context';
import { errors, oauth, sendGraphError } from '../graph-errors';
import { versionNumber } from '../types';
import { secretMatches } from './apps';
import { checkToken, issueToken } from './check-token';
import { LONG_LIVED_SECONDS, newAccessToken, SHORT_LIVED_SECONDS } from './tokens';

/**
 * `GET https://graph.facebook.com/{version}/oauth/access_token` (B.1): a code for a short-lived user
 * token, or (grant_type=fb_exchange_token) a short-lived token for a long-lived one. Graph takes POST
 * too. Errors are Graph's OAuthException; their subcodes are [issue]-level knowledge.
 */
export function accessTokenRoutes(app: FastifyInstance, ctx: FacebookContext) {
  function answer(reply: FastifyReply, token: string, seconds: number) {
    ctx.state.prune(ctx.now());
    ctx.state.changed();
    return reply.headers({ 'cache-control': 'no-store' }).send({ access_token: token, token_type: 'bearer', expires_in: seconds });
  }

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (Number.isNaN(versionNumber((request.params as { version: string }).version))) return sendGraphError(reply, errors.unknownPath(request.url.split('?')[0]!));
    const form = { ...formFields(request.query), ...formFields(request.body) };
    if (!form.client_id) return sendGraphError(reply, oauth(400, 101, 'Missing client_id parameter.'));
    const registered = appOf(ctx, form.client_id);
    if (!registered) return sendGraphError(reply, oauth(400, 101, 'Error validating application. Invalid application ID.'));
    if (!secretMatches(registered, form.client_secret)) return sendGraphError(reply, oauth(400, 1, 'Error validating client secret.'));
    const nowMs = ctx.now();

    if (form.grant_type === 'fb_exchange_token') {
      const checked = checkToken(ctx, form.fb_exchange_token);
      if (!checked.ok) return sendGraphError(reply, checked.error);
      const { record } = checked;
      if (record.kind !== 'user' || record.appId !== registered.appId) return sendGraphError(reply, errors.badToken());
      const token = issueToken(ctx, { appId: record.appId, userId: record.userId, kind: 'user', longLived: true, expiresAt: nowMs + LONG_LIVED_SECONDS * 1000 }, newAccessToken());
      return answer(reply, token, LONG_LIVED_SECONDS);
    }
    if (form.grant_type !== undefined) return sendGraphError(reply, oauth(400, 100, `Unsupported grant_type: ${form.grant_type}`));

    if (!form.redirect_uri) return sendGraphError(reply, oauth(400, 100, 'Missing redirect_uri parameter.'));
    if (!form.code) return sendGraphError(reply, oauth(400, 100, 'Missing code parameter.'));
    if (takeSwitch(ctx.state.failures, 'tokenExchangeError')) return sendGraphError(reply, oauth(400, 100, 'This authorization code has been used.', 36009));
    const code = ctx.state.codes.get(hashToken(form.code));
    if (!code || code.appId !== registered.appId) return sendGraphError(reply, oauth(400, 100, 'Invalid verification code format.'));
    if (code.usedAt !== undefined) return sendGraphError(reply, oauth(400, 100, 'This authorization code has been used.', 36009));
    if (code.expiresAt <= nowMs) return sendGraphError(reply, oauth(400, 100, 'This authorization code has expired.', 36007));
    if (form.redirect_uri !== code.redirectUri) {
      return sendGraphError(reply, oauth(400, 100, 'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request', 36008));
    }
    code.usedAt = nowMs;
    const token = issueToken(ctx, { appId: code.appId, userId: code.userId, kind: 'user', expiresAt: nowMs + SHORT_LIVED_SECONDS * 1000 }, newAccessToken());
    return answer(reply, token, SHORT_LIVED_SECONDS);
  };

  app.get('/:version/oauth/access_token', handler);
  app.post('/:version/oauth/access_token', handler);
}
