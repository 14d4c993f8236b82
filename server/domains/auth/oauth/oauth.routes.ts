import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '@server/app-context';
import { consumeOAuthState, createOAuthState } from '../oauth-state';
import { setSessionCookie } from '../session-cookie';
import { createSession } from '../sessions';
import { SignInError, accountForIdentity, identityFromCode } from './oauth-signin.service';
import { oidcProvider, type OidcProviderName } from './providers';

const providerParams = z.object({ provider: z.enum(['google', 'apple']) });
const callbackFields = z
  .object({ code: z.string().optional(), state: z.string().optional(), error: z.string().optional(), user: z.string().optional() })
  .passthrough();

/** Apple posts its answer from its own origin: this path is exempt from the Origin check. */
export const APPLE_CALLBACK_PATH = '/api/oauth/apple/callback';

/** Apple's first authorization carries the user's name once, as JSON in a form field. */
function appleName(user: string | undefined): string | undefined {
  try {
    const parsed = JSON.parse(user ?? '') as { name?: { firstName?: string; lastName?: string } };
    const name = [parsed.name?.firstName, parsed.name?.lastName].filter(Boolean).join(' ');
    return name || undefined;
  } catch {
    return undefined;
  }
}

export function oauthSignInRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const redirectUri = (provider: OidcProviderName) => `${ctx.config.publicUrl}/api/oauth/${provider}/callback`;

  r.get('/api/oauth/:provider', { schema: { params: providerParams } }, async (request, reply) => {
    const provider = oidcProvider(ctx, request.params.provider);
    if (!provider) return reply.redirect(`/login?error=${request.params.provider}_not_configured`);
    const { state, codeChallenge, nonce } = await createOAuthState(db, ctx.cipher, {
      purpose: 'signin',
      provider: provider.name,
      ...(request.session ? { userId: request.session.user.id } : {}),
      withNonce: true,
    });
    const params = new URLSearchParams({
      client_id: provider.clientId,
      redirect_uri: redirectUri(provider.name),
      response_type: 'code',
      scope: provider.scope,
      state,
      nonce: nonce!,
      ...(provider.responseMode ? { response_mode: provider.responseMode } : {}),
      ...(provider.pkce ? { code_challenge: codeChallenge, code_challenge_method: 'S256' } : {}),
    });
    return reply.redirect(`${provider.authorizeUrl}?${params}`);
  });

  const callback = async (request: FastifyRequest, reply: FastifyReply, name: OidcProviderName, fields: z.infer<typeof callbackFields>) => {
    const fail = (code: string) => reply.redirect(`/login?error=${code}`);
    const provider = oidcProvider(ctx, name);
    if (!provider) return fail(`${name}_not_configured`);
    if (fields.error) return fail(fields.error === 'access_denied' || fields.error === 'user_cancelled_authorize' ? 'oauth_cancelled' : 'oauth_failed');
    if (!fields.code || !fields.state) return fail('oauth_failed');
    const saved = await consumeOAuthState(db, ctx.cipher, fields.state, { purpose: 'signin', provider: name });
    if (!saved) return fail('invalid_state');
    try {
      const identity = await identityFromCode(provider, {
        code: fields.code,
        redirectUri: redirectUri(name),
        codeVerifier: saved.codeVerifier,
        nonce: saved.nonce,
      });
      const name_ = appleName(fields.user);
      const { user, created } = await accountForIdentity(ctx, provider, identity, saved.userId, name_ ? { name: name_ } : {});
      if (saved.userId) return reply.redirect(`/profile?linked=${name}`);
      setSessionCookie(ctx.config, request, reply, await createSession(db, user.id, true));
      return reply.redirect(created ? '/onboarding' : '/dashboard');
    } catch (error) {
      request.log.warn({ provider: name, err: (error as Error).message }, 'oauth sign-in failed');
      const code = error instanceof SignInError ? error.code : 'oauth_failed';
      return saved.userId ? reply.redirect(`/profile?error=${code}`) : fail(code);
    }
  };

  r.get('/api/oauth/google/callback', { schema: { querystring: callbackFields } }, (request, reply) =>
    callback(request, reply, 'google', request.query),
  );
  r.post(APPLE_CALLBACK_PATH, { schema: { body: callbackFields } }, (request, reply) => callback(request, reply, 'apple', request.body));
}
