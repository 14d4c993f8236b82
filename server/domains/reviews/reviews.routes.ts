import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZGenerateResponseSchema, ZReviewDetailSchema, ZLocationQuerySchema, ZReviewListQuerySchema, ZReviewUpdateSchema } from '@common/schemas/reviews';
import type { AppContext } from '@server/app-context';
import { reviews } from '@server/db/schema';
import { requireUser } from '@server/domains/auth/require-user';
import { generateDraft } from '@server/domains/responses/drafts.service';
import { notFound } from '@server/http/errors';
import { presentReview } from './reviews.presenter';
import { findOwnedReview, listReviews, pendingCounts, reviewStats } from './reviews.repo';

const idParams = z.object({ id: z.string().uuid('Not a valid id') });

export function reviewsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  for (const list of ['pending', 'history'] as const) {
    r.get(`/api/reviews/${list}`, { schema: { querystring: ZReviewListQuerySchema } }, async (request, reply) => {
      const user = requireUser(request);
      const { rows, total } = await listReviews(db, user.id, list, request.query);
      void reply.header('x-total-count', String(total));
      return rows.map(({ review, response }) => presentReview(review, response));
    });
  }

  r.get('/api/reviews/pending/counts', { schema: { querystring: ZReviewListQuerySchema } }, async (request) =>
    pendingCounts(db, requireUser(request).id, request.query),
  );

  r.get('/api/reviews/stats', { schema: { querystring: ZLocationQuerySchema } }, async (request) =>
    reviewStats(db, requireUser(request).id, request.query.location),
  );

  // A link (from Luna) opens this one review however far back it is, and says when it no longer waits.
  r.get('/api/reviews/:id', { schema: { params: idParams, response: { 200: ZReviewDetailSchema } } }, async (request) => {
    const found = await findOwnedReview(db, requireUser(request).id, request.params.id);
    if (!found) throw notFound('Review not found');
    return { ...presentReview(found.review, found.response), waiting: found.waiting };
  });

  r.patch('/api/reviews/:id', { schema: { params: idParams, body: ZReviewUpdateSchema } }, async (request) => {
    const user = requireUser(request);
    const found = await findOwnedReview(db, user.id, request.params.id);
    if (!found) throw notFound('Review not found');
    const [updated] = await db
      .update(reviews)
      .set({ resolvedOffline: request.body.resolvedOffline, updatedAt: new Date() })
      .where(eq(reviews.id, found.review.id))
      .returning();
    return presentReview(updated!, found.response);
  });

  r.post('/api/reviews/:id/generate-response', { schema: { params: idParams, body: ZGenerateResponseSchema } }, async (request) => {
    const user = requireUser(request);
    const found = await findOwnedReview(db, user.id, request.params.id);
    if (!found) throw notFound('Review not found');
    await generateDraft(ctx, found.review.id, request.body ?? {});
    const fresh = await findOwnedReview(db, user.id, found.review.id);
    return presentReview(fresh!.review, fresh!.response);
  });
}
