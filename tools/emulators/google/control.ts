import type { FastifyInstance } from 'fastify';
import { runControl } from '../shared/control';
import type { EmulatorOperations } from './operations';

/**
 * The emulator's own endpoints under /__emulator (no Google host uses that prefix): inspect state,
 * add or edit reviews, flip failure switches, reset. They are for tests and demos, not for the adapter.
 */
export function controlRoutes(app: FastifyInstance, ops: EmulatorOperations) {
  app.get('/__emulator', async () => ({
    emulator: 'Google (OAuth 2.0, OpenID Connect, Business Profile) for Reputation AI',
    control: {
      'GET /__emulator/state?location=accounts/{a}/locations/{l}&reviews=0': 'accounts, locations, reviews, every reply call received, notification settings, push subscriptions and deliveries',
      'POST /__emulator/reviews': 'add a review {location?, starRating?, comment?, language?, reviewer?, reviewId?, createTime?}',
      'PATCH /__emulator/reviews/{reviewId}': 'edit a review {comment?, starRating?, reviewReply?}',
      'DELETE /__emulator/reviews/{reviewId}': 'the reviewer deletes the review',
      'GET|POST|DELETE /__emulator/failures': 'read, merge or clear failure switches',
      'PUT /__emulator/pubsub/subscriptions': 'Pub/Sub: topic has a push subscription {topic, pushEndpoint, name?}',
      'DELETE /__emulator/pubsub/subscriptions?topic=projects/{p}/topics/{t}': 'remove the push subscriptions on a topic (all without topic)',
      'POST /__emulator/reset': 'reseed {keepTokens?}',
    },
  }));

  app.get('/__emulator/state', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    return runControl(reply, () => ops.snapshot({ location: query.location, includeReviews: query.reviews !== '0' && query.reviews !== 'false' }));
  });

  app.post('/__emulator/reviews', async (request, reply) => runControl(reply, () => ops.addReview((request.body ?? {}) as object), 201));

  app.patch('/__emulator/reviews/:reviewId', async (request, reply) =>
    runControl(reply, () => ops.updateReview((request.params as { reviewId: string }).reviewId, (request.body ?? {}) as object)),
  );

  app.delete('/__emulator/reviews/:reviewId', async (request, reply) =>
    runControl(reply, () => ops.deleteReview((request.params as { reviewId: string }).reviewId)),
  );

  app.get('/__emulator/failures', async () => ops.getFailures());
  app.post('/__emulator/failures', async (request, reply) => runControl(reply, () => ops.setFailures(request.body ?? {})));
  app.delete('/__emulator/failures', async (_request, reply) => runControl(reply, () => ops.clearFailures()));

  app.put('/__emulator/pubsub/subscriptions', async (request, reply) => runControl(reply, () => ops.setPushSubscription(request.body ?? {})));
  app.delete('/__emulator/pubsub/subscriptions', async (request, reply) =>
    runControl(reply, () => ops.clearPushSubscriptions((request.query as { topic?: string }).topic)),
  );

  app.post('/__emulator/reset', async (request, reply) =>
    runControl(reply, () => ops.reset({ keepTokens: (request.body as { keepTokens?: unknown } | undefined)?.keepTokens === true })),
  );
}
