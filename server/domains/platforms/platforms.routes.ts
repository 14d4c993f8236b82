import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TPlatformInfo } from '@common/schemas/platform-info';
import { PLATFORMS, ZChooseLocationsSchema } from '@common/schemas/platforms';
import type { TReason } from '@common/schemas/reasons';
import type { AppContext } from '@server/app-context';
import { platformConnections } from '@server/db/schema';
import { createOAuthState, OAUTH_STATE_TTL_MS } from '@server/domains/auth/oauth-state';
import { isSecure } from '@server/domains/auth/session-cookie';
import { requireUser } from '@server/domains/auth/require-user';
import { findOwnedBusiness } from '@server/domains/businesses/businesses.repo';
import { HttpError, notFound } from '@server/http/errors';
import { ConnectError, completeConnection, redirectUriOf } from './connect-flow';
import { disconnect } from './disconnect';
import { chooseLocations, findLocationChoice } from './location-choices';
import { findOwnedConnection, listConnections, presentConnection } from './connections.repo';
import { PlatformError } from './platform';
import { platformProblem } from './platform-problem';
import { syncConnection } from './sync.service';
import { queueDrafts } from '@server/domains/responses/draft-jobs';

const STATUS_FOR: Record<PlatformError['code'], number> = {
  rate_limited: 429,
  unauthenticated: 409,
  invalid_grant: 409,
  api_not_enabled: 409,
  permission_denied: 403,
  not_found: 404,
  invalid_request: 502,
  unavailable: 502,
  deprecated: 409,
};

const MESSAGE_FOR: Partial<Record<PlatformError['code'], string>> = {
  rate_limited: 'The platform is rate limiting requests. Please try again in a minute.',
  unauthenticated: 'The connection has expired. Please reconnect to continue syncing reviews.',
  invalid_grant: 'The connection has expired. Please reconnect to continue syncing reviews.',
  unavailable: 'The platform did not answer. Please try again.',
};

/** A platform's failure as an answer the screen can show, with the reason for the owner's language when there is one; never a 500. */
export function platformHttpError(error: unknown, reason?: TReason): unknown {
  if (!(error instanceof PlatformError)) return error;
  return new HttpError(STATUS_FOR[error.code], MESSAGE_FOR[error.code] ?? error.message, undefined, undefined, reason);
}

/** The state of a connect flow in progress, for a platform that does not send it back. */
const CONNECT_STATE_COOKIE = 'connect_state';

const idParams = z.object({ id: z.string().uuid('Not a valid id') });

export function platformsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  r.get('/api/platforms', async (request) => (await listConnections(db, requireUser(request).id)).map(presentConnection));

  /** Which platforms are emulated here, so the screens can say so plainly. */
  r.get('/api/platforms/info', async (request): Promise<TPlatformInfo> => {
    requireUser(request);
    return { googleEmulated: ctx.platforms.googleEmulatorUrl !== undefined, emulated: PLATFORMS.filter((platform) => ctx.platforms.emulatorUrl(platform) !== undefined) };
  });

  r.get(
    '/api/auth/:platform/connect/:businessId',
    { schema: { params: z.object({ platform: z.enum(PLATFORMS), businessId: z.string().uuid('Not a valid business id') }) } },
    async (request, reply) => {
      const user = requireUser(request);
      const { platform } = request.params;
      const business = await findOwnedBusiness(db, user.id, request.params.businessId);
      if (!business) throw notFound('Business not found');
      const adapter = ctx.platforms.require(platform);
      const { state, codeChallenge } = await createOAuthState(db, ctx.cipher, { purpose: 'connect', provider: platform, userId: user.id, businessId: business.id });
      // Trustpilot does not promise to send `state` back: the browser keeps it for the return.
      void reply.setCookie(CONNECT_STATE_COOKIE, state, {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecure(ctx.config, request),
        maxAge: OAUTH_STATE_TTL_MS / 1000,
      });
      return { authUrl: adapter.authorizationUrl({ state, codeChallenge, redirectUri: redirectUriOf(ctx, platform) }) };
    },
  );

  r.get(
    '/api/auth/:platform/callback',
    {
      schema: {
        params: z.object({ platform: z.enum(PLATFORMS) }),
        querystring: z.object({ code: z.string().optional(), state: z.string().optional(), error: z.string().optional() }).passthrough(),
      },
    },
    async (request, reply) => {
      const { platform } = request.params;
      void reply.clearCookie(CONNECT_STATE_COOKIE, { path: '/api/auth' });
      try {
        const { choiceId } = await completeConnection(ctx, platform, request.session?.user.id, request.query, request.cookies[CONNECT_STATE_COOKIE]);
        return reply.redirect(choiceId ? `/platforms?choose=${choiceId}` : `/platforms?success=${platform}_connected`);
      } catch (error) {
        const code = error instanceof ConnectError ? error.code : 'oauth_error';
        request.log.warn({ platform, code, detail: (error as Error).message }, 'platform connection failed');
        return reply.redirect(`/platforms?error=${code}&platform=${platform}`);
      }
    },
  );

  r.get('/api/connections/choices/:id', { schema: { params: idParams } }, async (request) =>
    findLocationChoice(ctx, requireUser(request).id, request.params.id),
  );

  r.post('/api/connections/choices/:id', { schema: { params: idParams, body: ZChooseLocationsSchema } }, async (request) =>
    (await chooseLocations(ctx, requireUser(request).id, request.params.id, request.body.locations)).map(presentConnection),
  );

  r.post('/api/connections/:id/sync', { schema: { params: idParams } }, async (request) => {
    const user = requireUser(request);
    const connection = await findOwnedConnection(db, user.id, request.params.id);
    if (!connection) throw notFound('Connection not found');
    try {
      const { imported, updated } = await syncConnection(ctx, connection.id);
      if (imported > 0) await queueDrafts(ctx, user.id);
      return { imported, updated };
    } catch (error) {
      throw platformHttpError(error, { code: 'syncFailed', params: { platform: connection.platform, problem: platformProblem(error) } });
    }
  });

  r.delete('/api/connections/:id', { schema: { params: idParams } }, async (request) => {
    const user = requireUser(request);
    const connection = await findOwnedConnection(db, user.id, request.params.id);
    if (!connection) throw notFound('Connection not found');
    await disconnect(ctx, connection, request.log);
    return { ok: true };
  });
}
