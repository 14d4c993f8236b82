import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { lunaChatRoutes } from './domains/assistant/luna/chat/luna-chat.routes';
import { lunaNotificationsRoutes } from './domains/assistant/luna/notifications/notifications.routes';
import { authRoutes } from './domains/auth/auth.routes';
import { APPLE_CALLBACK_PATH, oauthSignInRoutes } from './domains/auth/oauth/oauth.routes';
import { registerSessionLoader } from './domains/auth/require-user';
import { businessesRoutes } from './domains/businesses/businesses.routes';
import { feedbackRoutes } from './domains/feedback/feedback.routes';
import { platformsRoutes } from './domains/platforms/platforms.routes';
import { pushRoutes } from './domains/platforms/push/push.routes';
import { profileRoutes } from './domains/profile/profile.routes';
import { responsesRoutes } from './domains/responses/responses.routes';
import { reviewsRoutes } from './domains/reviews/reviews.routes';
import { settingsRoutes } from './domains/settings/settings.routes';
import { registerCompression } from './http/compression';
import { registerDrainOnClose } from './http/drain-on-close';
import { errorHandler } from './http/errors';
import { registerHealthRoutes } from './http/health';
import { registerJsonBodyParser } from './http/json-body';
import { registerOriginCheck } from './http/origin-check';
import { registerWebApp } from './http/web-app';
import { outboxRoutes } from './mail/outbox.routes';

/** Builds the HTTP app on a context; main.ts listens on it, tests call it with inject(). */
export async function buildApp(ctx: AppContext, options: { logger?: FastifyServerOptions['logger']; webDistDir?: string } = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  registerJsonBodyParser(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", 'https:', 'http:'],
        upgradeInsecureRequests: ctx.config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    strictTransportSecurity: ctx.config.publicUrl.startsWith('https:'),
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await registerCompression(app);
  registerOriginCheck(app, ctx.config.publicUrl, [APPLE_CALLBACK_PATH]);
  registerSessionLoader(app, ctx);
  registerDrainOnClose(app);

  app.get('/api/health', async () => ({ ok: true }));
  registerHealthRoutes(app, ctx);
  for (const routes of [authRoutes, oauthSignInRoutes, profileRoutes, settingsRoutes, businessesRoutes, platformsRoutes, reviewsRoutes, responsesRoutes, feedbackRoutes, lunaNotificationsRoutes, lunaChatRoutes, outboxRoutes]) {
    routes(app, ctx);
  }
  await pushRoutes(app, ctx);
  await registerWebApp(app, options.webDistDir);
  return app;
}
