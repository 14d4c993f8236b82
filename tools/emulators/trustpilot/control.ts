import type { FastifyInstance } from 'fastify';
import { runControl } from '../shared/control';
import type { TrustpilotOperations } from './operations';

/**
 * The emulator's own endpoints under /__emulator (no Trustpilot host uses that prefix): inspect state,
 * add or edit reviews, flip failure switches, set the webhook, reset. For tests and demos, not the adapter.
 */
export function controlRoutes(app: FastifyInstance, ops: TrustpilotOperations) {
  app.get('/__emulator', async () => ({
    emulator: 'Trustpilot (OAuth, Business APIs: private reviews and replies) for Reputation AI',
    control: {
      'GET /__emulator/state?businessUnitId=…&reviews=0': 'business users and units, reviews, every reply call, webhook deliveries',
      'POST /__emulator/reviews': 'add a review {businessUnitId?, stars?, title?, text?, language? (null: none), consumer?, id?}',
      'PATCH /__emulator/reviews/{id}': 'edit a review {stars?, title?, text?, companyReply?}',
      'GET|POST|DELETE /__emulator/failures': 'read, merge or clear failure switches',
      'PUT|DELETE /__emulator/webhook': 'set {url, secret} or remove the review-event webhook',
      'POST /__emulator/reset': 'reseed {keepTokens?}',
    },
  }));

  app.get('/__emulator/state', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    return runControl(reply, () => ops.snapshot({ businessUnitId: query.businessUnitId, includeReviews: query.reviews !== '0' && query.reviews !== 'false' }));
  });

  app.post('/__emulator/reviews', async (request, reply) => runControl(reply, () => ops.addReview((request.body ?? {}) as object), 201));
  app.patch('/__emulator/reviews/:id', async (request, reply) =>
    runControl(reply, () => ops.updateReview((request.params as { id: string }).id, (request.body ?? {}) as object)),
  );

  app.get('/__emulator/failures', async () => ops.getFailures());
  app.post('/__emulator/failures', async (request, reply) => runControl(reply, () => ops.setFailures(request.body ?? {})));
  app.delete('/__emulator/failures', async (_request, reply) => runControl(reply, () => ops.clearFailures()));

  app.put('/__emulator/webhook', async (request, reply) => runControl(reply, () => ops.setWebhook(request.body ?? {})));
  app.delete('/__emulator/webhook', async (_request, reply) => runControl(reply, () => ops.clearWebhook()));

  app.post('/__emulator/reset', async (request, reply) =>
    runControl(reply, () => ops.reset({ keepTokens: (request.body as { keepTokens?: unknown } | undefined)?.keepTokens === true })),
  );
}
