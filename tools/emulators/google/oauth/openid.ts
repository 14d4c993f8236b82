import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formFields } from '../../shared/http';
import type { EmulatorContext } from '../context';
import { sendOAuthError } from '../google-errors';
import { verifyOwnJwt } from '../jwt';
import { hashToken } from '../state';
import { bearerToken, checkAccessToken } from './access-tokens';
import { SCOPE_EMAIL, SCOPE_OPENID, SCOPE_PROFILE } from './scopes';

/**
 * OpenID Connect discovery, JWKS, userinfo, tokeninfo and revocation (platform-apis.md A.1, D.1).
 * Paths are Google's, each from its own host: accounts.google.com, www.googleapis.com,
 * openidconnect.googleapis.com and oauth2.googleapis.com. They do not overlap, so one origin serves all.
 */
export function openIdRoutes(app: FastifyInstance, ctx: EmulatorContext) {
  app.get('/.well-known/openid-configuration', async (request, reply) => {
    const base = ctx.baseUrl(request);
    return reply.header('cache-control', 'public, max-age=3600').send({
      issuer: base,
      authorization_endpoint: `${base}/o/oauth2/v2/auth`,
      token_endpoint: `${base}/token`,
      userinfo_endpoint: `${base}/v1/userinfo`,
      revocation_endpoint: `${base}/revoke`,
      jwks_uri: `${base}/oauth2/v3/certs`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      claims_supported: ['aud', 'email', 'email_verified', 'exp', 'family_name', 'given_name', 'iat', 'iss', 'name', 'picture', 'sub'],
      code_challenge_methods_supported: ['plain', 'S256'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
    });
  });

  app.get('/oauth2/v3/certs', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').send({ keys: [ctx.signingKey.publicJwk] }),
  );

  const userinfo = async (request: FastifyRequest, reply: FastifyReply) => {
    const check = checkAccessToken(ctx, bearerToken(request));
    if (!check.ok) {
      return reply.status(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ error: 'invalid_request', error_description: 'Invalid Credentials' });
    }
    const { record } = check;
    const user = ctx.state.findUser(record.sub);
    if (!user || !record.scopes.some((s) => s === SCOPE_OPENID || s === SCOPE_EMAIL || s === SCOPE_PROFILE)) {
      return reply.status(401).send({ error: 'invalid_request', error_description: 'Invalid Credentials' });
    }
    const info: Record<string, unknown> = { sub: user.sub };
    if (record.scopes.includes(SCOPE_PROFILE)) Object.assign(info, { name: user.name, given_name: user.givenName, family_name: user.familyName });
    if (record.scopes.includes(SCOPE_EMAIL)) Object.assign(info, { email: user.email, email_verified: user.emailVerified });
    return reply.send(info);
  };
  app.get('/v1/userinfo', userinfo); // openidconnect.googleapis.com, as discovery names it
  app.get('/oauth2/v3/userinfo', userinfo); // www.googleapis.com, the older address

  app.get('/tokeninfo', async (request, reply) => {
    const query = formFields(request.query);
    if (query.id_token) {
      const claims = verifyOwnJwt(query.id_token, ctx.signingKey);
      if (!claims || (typeof claims.exp === 'number' && claims.exp * 1000 <= ctx.now())) {
        return reply.status(400).send({ error: 'invalid_token', error_description: 'Invalid Value' });
      }
      // Google's tokeninfo returns every claim as a string.
      return reply.send(Object.fromEntries(Object.entries(claims).map(([k, v]) => [k, String(v)])));
    }
    const check = checkAccessToken(ctx, query.access_token);
    if (!check.ok) return reply.status(400).send({ error: 'invalid_token', error_description: 'Invalid Value' });
    const { record } = check;
    const user = ctx.state.findUser(record.sub);
    const info: Record<string, string> = {
      azp: record.clientId,
      aud: record.clientId,
      sub: record.sub,
      scope: record.scopes.join(' '),
      exp: String(Math.floor(record.expiresAt / 1000)),
      expires_in: String(Math.max(0, Math.floor((record.expiresAt - ctx.now()) / 1000))),
    };
    if (user && record.scopes.includes(SCOPE_EMAIL)) Object.assign(info, { email: user.email, email_verified: String(user.emailVerified) });
    info.access_type = record.accessType;
    return reply.send(info);
  });

  app.post('/revoke', async (request, reply) => {
    const token = formFields(request.body).token ?? formFields(request.query).token;
    if (!token) return sendOAuthError(reply, 400, 'invalid_request', 'Missing required parameter: token');
    const hash = hashToken(token);
    const nowMs = ctx.now();
    const refresh = ctx.state.refreshTokens.get(hash);
    const access = ctx.state.accessTokens.get(hash);
    const live = refresh
      ? refresh.revokedAt === undefined && (refresh.expiresAt === undefined || refresh.expiresAt > nowMs)
      : access !== undefined && access.revokedAt === undefined && access.expiresAt > nowMs;
    const owner = refresh ?? access;
    if (!owner || !live) return sendOAuthError(reply, 400, 'invalid_token', 'Token expired or revoked');
    // Revoking any one token ends the user's whole grant to the client, refresh token included.
    ctx.state.revokeGrant(owner.clientId, owner.sub, nowMs);
    return reply.header('content-type', 'application/json; charset=utf-8').send({});
  });
}
