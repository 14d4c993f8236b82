import type { FastifyInstance } from 'fastify';
import { runControl } from '../shared/control';
import type { FacebookOperations } from './operations';

/**
 * The emulator's own endpoints under /__emulator (no Facebook host uses that prefix): inspect state,
 * add or edit ratings, flip failure switches, set the webhook, reset. For tests and demos, not the adapter.
 */
export function controlRoutes(app: FastifyInstance, ops: FacebookOperations) {
  app.get('/__emulator', async () => ({
    emulator: 'Facebook (Login for Pages, Graph API: Page ratings and comments) for Reputation AI',
    control: {
      'GET /__emulator/state?pageId=…&ratings=0': 'people, Pages, grants, ratings, every reply call, webhook deliveries',
      'POST /__emulator/ratings': 'add a rating {pageId?, recommendationType?, reviewText? (null: none), language?, reviewer?, story?, rating?, hidden?}',
      'PATCH /__emulator/ratings/{key or story id}': 'edit a rating {recommendationType?, reviewText?, pageComment? (null: remove)}',
      'GET|POST|DELETE /__emulator/failures': 'read, merge or clear failure switches',
      'PUT|DELETE /__emulator/webhook': 'set {url, appId?} or remove the ratings webhook (signed with the app secret)',
      'POST /__emulator/reset': 'reseed {keepTokens?}',
    },
  }));

  app.get('/__emulator/state', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    return runControl(reply, () => ops.snapshot({ pageId: query.pageId, includeRatings: query.ratings !== '0' && query.ratings !== 'false' }));
  });

  app.post('/__emulator/ratings', async (request, reply) => runControl(reply, () => ops.addRating((request.body ?? {}) as object), 201));
  app.patch('/__emulator/ratings/:id', async (request, reply) =>
    runControl(reply, () => ops.updateRating((request.params as { id: string }).id, (request.body ?? {}) as object)),
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
