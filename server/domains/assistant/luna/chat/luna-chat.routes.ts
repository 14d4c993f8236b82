import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isLanguage } from '@common/languages';
import { ZLunaChatRequestSchema, ZLunaChatResponseSchema } from '@common/schemas/luna';
import type { AppContext } from '@server/app-context';
import { consumeRateLimits } from '@server/domains/auth/rate-limit';
import { requireUser } from '@server/domains/auth/require-user';
import { accountFactsFor } from './account-facts';

/** Questions one user may ask in a minute; counted in the database, so it holds across server instances. */
export const CHAT_LIMIT_PER_MINUTE = 30;
const MINUTE = 60_000;

export function lunaChatRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/luna/chat', { schema: { body: ZLunaChatRequestSchema, response: { 200: ZLunaChatResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    // The limiter's own 429 speaks of 'attempts'; a chat asks for a pause between questions.
    await consumeRateLimits(
      ctx.database,
      [{ key: `luna-chat:user:${user.id}`, limit: CHAT_LIMIT_PER_MINUTE, windowMs: MINUTE }],
      `You have asked Luna ${CHAT_LIMIT_PER_MINUTE} questions in a minute. Please wait a moment and ask again.`,
    );
    const { location } = request.body;
    // Another account's location id matches none of this user's reviews: the figures are then zero, never theirs.
    const facts = accountFactsFor(ctx.database.db, user.id, ctx.clock, location && location !== 'all' ? location : undefined);
    const uiLanguage = (await facts.settings())?.uiLanguage;
    const response = await ctx.ai.answer({ question: request.body.message, language: isLanguage(uiLanguage) ? uiLanguage : 'en', facts });
    return { response };
  });
}
