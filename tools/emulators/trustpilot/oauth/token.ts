import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashToken } from '../../google/state';
import { clientCredentials } from '../../shared/client-credentials';
import { takeSwitch } from '../../shared/failure-switches';
import { formFields } from '../../shared/http';
import type { TrustpilotContext } from '../context';
import { sendTokenError } from '../trustpilot-errors';
import { clientIsValid } from './clients';
import type { AccessTokenRecord } from './records';
import { ACCESS_TOKEN_SECONDS, newAccessToken, newRefreshToken, REFRESH_TOKEN_SECONDS } from './tokens';

export const TOKEN_PATH = '/v1/oauth/oauth-business-users-for-applications/accesstoken';
export const REFRESH_PATH = '/v1/oauth/oauth-business-users-for-applications/refresh';

/**
 * The token endpoints (C.1). The response is Apigee's: every value a string, `expires_in` "359999".
 * Which extra keys Trustpilot passes through is [unverified]; `business_user_id` is this emulator's
 * answer to "which business user is this token for" and is marked [unverified] for the adapter too.
 */
export function tokenRoutes(app: FastifyInstance, ctx: TrustpilotContext) {
  function issue(reply: FastifyReply, clientId: string, businessUserId: string, grant: AccessTokenRecord['grant']) {
    const { state } = ctx;
    const nowMs = ctx.now();
    const accessToken = newAccessToken();
    state.accessTokens.set(hashToken(accessToken), {
      hash: hashToken(accessToken),
      clientId,
      businessUserId,
      grant,
      expiresAt: nowMs + ACCESS_TOKEN_SECONDS * 1000,
    });
    const body: Record<string, string> = {
      access_token: accessToken,
      expires_in: String(ACCESS_TOKEN_SECONDS),
      token_type: 'BearerToken',
      issued_at: String(nowMs),
      client_id: clientId,
      status: 'approved',
      business_user_id: businessUserId,
    };
    // client_credentials gets no refresh token (C.1); the other grants a fresh one that lives 30 days.
    if (grant !== 'client_credentials') {
      const refreshToken = newRefreshToken();
      state.refreshTokens.set(hashToken(refreshToken), { hash: hashToken(refreshToken), clientId, businessUserId, expiresAt: nowMs + REFRESH_TOKEN_SECONDS * 1000 });
      Object.assign(body, { refresh_token: refreshToken, refresh_token_expires_in: String(REFRESH_TOKEN_SECONDS), refresh_token_status: 'approved' });
    }
    state.prune(nowMs);
    state.changed();
    return reply.headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).send(body);
  }

  /** The credentials check both endpoints share; answers the error itself and returns undefined on failure. */
  function authenticateClient(request: FastifyRequest, reply: FastifyReply, form: Record<string, string>): string | undefined {
    // API key and secret as `Authorization: Basic base64(key:secret)` or in the form (C.1).
    const { clientId, clientSecret } = clientCredentials(request, form, { urlEncoded: false });
    if (!clientId) {
      void sendTokenError(reply, 401, 'invalid_client', 'Client identifier is required');
      return undefined;
    }
    if (!clientIsValid(ctx, clientId, clientSecret)) {
      void sendTokenError(reply, 401, 'invalid_client', 'ClientId is Invalid');
      return undefined;
    }
    return clientId;
  }

  app.post(TOKEN_PATH, async (request, reply) => {
    const form = formFields(request.body);
    const clientId = authenticateClient(request, reply, form);
    if (!clientId) return reply;
    const { state, now } = ctx;

    if (form.grant_type === 'authorization_code') {
      if (!form.code) return sendTokenError(reply, 400, 'invalid_request', 'Required param : code');
      if (takeSwitch(state.failures, 'tokenExchangeError')) return sendTokenError(reply, 400, 'invalid_request', 'Invalid Authorization Code');
      const code = state.codes.get(hashToken(form.code));
      // Unknown, expired, reused and foreign codes all look the same from outside.
      if (!code || code.usedAt !== undefined || code.expiresAt <= now() || code.clientId !== clientId) {
        return sendTokenError(reply, 400, 'invalid_request', 'Invalid Authorization Code');
      }
      if (form.redirect_uri !== code.redirectUri) return sendTokenError(reply, 400, 'invalid_request', 'Invalid redirection uri');
      code.usedAt = now();
      return issue(reply, clientId, code.businessUserId, 'authorization_code');
    }

    if (form.grant_type === 'client_credentials') {
      // The API key belongs to one business; the emulator gives every key to the first business user.
      const registered = ctx.state.businessUsers[0]!;
      return issue(reply, clientId, registered.id, 'client_credentials');
    }

    if (!form.grant_type) return sendTokenError(reply, 400, 'invalid_request', 'Required param : grant_type');
    return sendTokenError(reply, 400, 'unsupported_grant_type', 'Unsupported Grant Type');
  });

  app.post(REFRESH_PATH, async (request, reply) => {
    const form = formFields(request.body);
    const clientId = authenticateClient(request, reply, form);
    if (!clientId) return reply;
    if (form.grant_type !== 'refresh_token') return sendTokenError(reply, 400, 'unsupported_grant_type', 'Unsupported Grant Type');
    if (!form.refresh_token) return sendTokenError(reply, 400, 'invalid_request', 'Required param : refresh_token');
    const record = ctx.state.refreshTokens.get(hashToken(form.refresh_token));
    const nowMs = ctx.now();
    if (!record || record.revokedAt !== undefined || record.expiresAt <= nowMs || record.clientId !== clientId) {
      return sendTokenError(reply, 400, 'invalid_grant', 'Invalid Refresh Token');
    }
    // Apigee rotates refresh tokens by default, so the old one dies here [unverified]; an adapter that
    // keeps using the first refresh token fails against the emulator instead of in production.
    record.revokedAt = nowMs;
    return issue(reply, clientId, record.businessUserId, 'refresh_token');
  });
}
