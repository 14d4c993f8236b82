import type { FastifyInstance, FastifyReply } from 'fastify';
import { ZodError } from 'zod';
import { OperationError, type EmulatorOperations } from './operations';

/**
 * The emulator's own endpoints under /__emulator (no Google host uses that prefix): inspect state,
 * add or edit reviews, flip failure switches, reset. They are for tests and demos, not for the adapter.
 */
export function controlRoutes(app: FastifyInstance, ops: EmulatorOperations) {
  const run = async (reply: FastifyReply, action: () => unknown, status = 200) => {
    try {
      const result = action();
      return reply.status(status).send(result ?? { ok: true });
    } catch (error) {
      if (error instanceof ZodError) {
        return reply.status(400).send({ error: 'invalid_body', issues: error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`) });
      }
      if (error instanceof OperationError) return reply.status(error.statusCode).send({ error: error.message });
      throw error;
    }
  };

  app.get('/__emulator', async () => ({
    emulator: 'Google (OAuth 2.0, OpenID Connect, Business Profile) for Reputation AI',
    control: {
      'GET /__emulator/state?location=accounts/{a}/locations/{l}&reviews=0': 'accounts, locations, reviews and every reply call received',
      'POST /__emulator/reviews': 'add a review {location?, starRating?, comment?, language?, reviewer?, reviewId?, createTime?}',
      'PATCH /__emulator/reviews/{reviewId}': 'edit a review {comment?, starRating?, reviewReply?}',
      'DELETE /__emulator/reviews/{reviewId}': 'the reviewer deletes the review',
      'GET|POST|DELETE /__emulator/failures': 'read, merge or clear failure switches',
      'POST /__emulator/reset': 'reseed {keepTokens?}',
    },
  }));

  app.get('/__emulator/state', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    return run(reply, () => ops.snapshot({ location: query.location, includeReviews: query.reviews !== '0' && query.reviews !== 'false' }));
  });

  app.post('/__emulator/reviews', async (request, reply) => run(reply, () => ops.addReview((request.body ?? {}) as object), 201));

  app.patch('/__emulator/reviews/:reviewId', async (request, reply) =>
    run(reply, () => ops.updateReview((request.params as { reviewId: string }).reviewId, (request.body ?? {}) as object)),
  );

  app.delete('/__emulator/reviews/:reviewId', async (request, reply) =>
    run(reply, () => ops.deleteReview((request.params as { reviewId: string }).reviewId)),
  );

  app.get('/__emulator/failures', async () => ops.getFailures());
  app.post('/__emulator/failures', async (request, reply) => run(reply, () => ops.setFailures(request.body ?? {})));
  app.delete('/__emulator/failures', async (_request, reply) => run(reply, () => ops.clearFailures()));

  app.post('/__emulator/reset', async (request, reply) =>
    run(reply, () => ops.reset({ keepTokens: (request.body as { keepTokens?: unknown } | undefined)?.keepTokens === true })),
  );
}
