import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientCredentials, sameString } from '../../shared/client-credentials';
import { takeSwitch } from '../../shared/failure-switches';
import { formFields } from '../../shared/http';
import type { EmulatorContext } from '../context';
import { sendOAuthError } from '../google-errors';
import { accessTokenHash, signJwt } from '../jwt';
import { hashToken } from '../state';
import { ACCESS_TOKEN_SECONDS, newAccessToken, newRefreshToken } from './access-tokens';
import type { RefreshTokenRecord } from './records';
import { SCOPE_EMAIL, SCOPE_OPENID, SCOPE_PROFILE } from './scopes';

const TESTING_REFRESH_LIFETIME_MS = 7 * 24 * 3600_000;

function pkceMatches(verifier: string, challenge: string, method: 'S256' | 'plain'): boolean {
  const derived = method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return sameString(derived, challenge);
}

export function tokenRoutes(app: FastifyInstance, ctx: EmulatorContext) {
  interface Issue {
    clientId: string;
    sub: string;
    scopes: string[];
    accessType: 'online' | 'offline';
    nonce?: string;
    newRefresh: boolean;
    refreshHash?: string;
  }

  /** Mints the token response of A.1, with an id_token when openid was granted (D.1). */
  function issue(request: FastifyRequest, reply: FastifyReply, grant: Issue) {
    const { state, now } = ctx;
    const nowMs = now();
    const accessToken = newAccessToken();
    let refreshToken: string | undefined;
    let refreshRecord: RefreshTokenRecord | undefined;
    if (grant.newRefresh) {
      refreshToken = newRefreshToken();
      refreshRecord = {
        hash: hashToken(refreshToken),
        clientId: grant.clientId,
        sub: grant.sub,
        scopes: grant.scopes,
        createdAt: nowMs,
        ...(state.failures.testingConsentScreen ? { expiresAt: nowMs + TESTING_REFRESH_LIFETIME_MS } : {}),
      };
      state.refreshTokens.set(refreshRecord.hash, refreshRecord);
    }
    const refreshHash = refreshRecord?.hash ?? grant.refreshHash;
    const refreshExpiresAt = refreshHash ? state.refreshTokens.get(refreshHash)?.expiresAt : undefined;
    state.accessTokens.set(hashToken(accessToken), {
      hash: hashToken(accessToken),
      clientId: grant.clientId,
      sub: grant.sub,
      scopes: grant.scopes,
      accessType: grant.accessType,
      expiresAt: nowMs + ACCESS_TOKEN_SECONDS * 1000,
      ...(refreshHash ? { refreshHash } : {}),
    });
    state.prune(nowMs);
    state.changed();

    const body: Record<string, unknown> = {};
    if (!state.failures.omitAccessToken) {
      body.access_token = accessToken;
      body.expires_in = ACCESS_TOKEN_SECONDS;
    }
    if (refreshToken) body.refresh_token = refreshToken;
    if (refreshExpiresAt !== undefined) body.refresh_token_expires_in = Math.max(0, Math.floor((refreshExpiresAt - nowMs) / 1000));
    body.scope = grant.scopes.join(' ');
    body.token_type = 'Bearer';
    if (grant.scopes.includes(SCOPE_OPENID)) body.id_token = idToken(request, grant, accessToken, nowMs);
    return reply
      .headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache, no-store, max-age=0, must-revalidate', pragma: 'no-cache' })
      .send(body);
  }

  function idToken(request: FastifyRequest, grant: Issue, accessToken: string, nowMs: number): string {
    const user = ctx.state.findUser(grant.sub);
    const iat = Math.floor(nowMs / 1000);
    const claims: Record<string, unknown> = {
      iss: ctx.baseUrl(request),
      azp: grant.clientId,
      aud: grant.clientId,
      sub: grant.sub,
    };
    if (user && grant.scopes.includes(SCOPE_EMAIL)) {
      claims.email = user.email;
      claims.email_verified = user.emailVerified;
    }
    claims.at_hash = accessTokenHash(accessToken);
    if (grant.nonce !== undefined) claims.nonce = grant.nonce;
    if (user && grant.scopes.includes(SCOPE_PROFILE)) {
      claims.name = user.name;
      if (user.picture) claims.picture = user.picture;
      claims.given_name = user.givenName;
      if (user.familyName) claims.family_name = user.familyName;
    }
    claims.iat = iat;
    claims.exp = iat + 3600;
    return signJwt(claims, ctx.signingKey);
  }

  app.post('/token', async (request, reply) => {
    const form = formFields(request.body);
    const { clientId, clientSecret } = clientCredentials(request, form, { urlEncoded: true });
    if (!clientId) return sendOAuthError(reply, 400, 'invalid_request', 'Could not determine client ID from request.');
    if (ctx.clients) {
      const client = ctx.clients.find((c) => c.clientId === clientId);
      if (!client) return sendOAuthError(reply, 401, 'invalid_client', 'The OAuth client was not found.');
      if (!clientSecret || !sameString(clientSecret, client.clientSecret)) return sendOAuthError(reply, 401, 'invalid_client', 'Unauthorized');
    } else if (!clientSecret) {
      return sendOAuthError(reply, 400, 'invalid_request', 'client_secret is missing.');
    }
    const { state, now } = ctx;

    if (form.grant_type === 'authorization_code') {
      if (!form.code) return sendOAuthError(reply, 400, 'invalid_request', 'Missing required parameter: code');
      if (takeSwitch(state.failures, 'tokenExchangeError')) return sendOAuthError(reply, 400, 'invalid_grant', 'Bad Request');
      const code = state.codes.get(hashToken(form.code));
      // Unknown, expired, reused and foreign codes all look the same from outside, as at Google.
      if (!code || code.usedAt !== undefined || code.expiresAt <= now() || code.clientId !== clientId) {
        return sendOAuthError(reply, 400, 'invalid_grant', 'Bad Request');
      }
      if (form.redirect_uri !== code.redirectUri) return sendOAuthError(reply, 400, 'redirect_uri_mismatch', 'Bad Request');
      if (code.codeChallenge && code.codeChallengeMethod) {
        if (!form.code_verifier) return sendOAuthError(reply, 400, 'invalid_grant', 'Missing code verifier.');
        if (!pkceMatches(form.code_verifier, code.codeChallenge, code.codeChallengeMethod)) {
          return sendOAuthError(reply, 400, 'invalid_grant', 'Invalid code verifier.');
        }
      }
      code.usedAt = now();
      return issue(request, reply, {
        clientId,
        sub: code.sub,
        scopes: code.scopes,
        accessType: code.accessType,
        nonce: code.nonce,
        newRefresh: code.issueRefreshToken,
      });
    }

    if (form.grant_type === 'refresh_token') {
      if (!form.refresh_token) return sendOAuthError(reply, 400, 'invalid_request', 'Missing required parameter: refresh_token');
      const record = state.refreshTokens.get(hashToken(form.refresh_token));
      if (!record || record.revokedAt !== undefined || (record.expiresAt !== undefined && record.expiresAt <= now())) {
        return sendOAuthError(reply, 400, 'invalid_grant', 'Token has been expired or revoked.');
      }
      if (record.clientId !== clientId) return sendOAuthError(reply, 401, 'unauthorized_client', 'Unauthorized');
      // A refresh answers with a new access token only; the refresh token stays the same (A.1).
      return issue(request, reply, {
        clientId,
        sub: record.sub,
        scopes: record.scopes,
        accessType: 'offline',
        newRefresh: false,
        refreshHash: record.hash,
      });
    }

    if (!form.grant_type) return sendOAuthError(reply, 400, 'invalid_request', 'Missing required parameter: grant_type');
    return sendOAuthError(reply, 400, 'unsupported_grant_type', `Invalid grant_type: ${form.grant_type}`);
  });
}
