import { z } from 'zod';
import type { AppContext } from '@server/app-context';
import type { JobDefinition } from '@server/jobs/queue';
import { listActiveConnections } from '../connections.repo';
import { syncConnection } from '../sync.service';
import { queueDrafts } from '@server/domains/responses/draft-jobs';

/** Syncs one connection; a transient platform failure is retried with backoff by the queue. */
export const syncConnectionJob = (ctx: AppContext) =>
  ({
    name: 'sync-connection',
    payload: z.object({ connectionId: z.string().uuid() }),
    retryLimit: 3,
    retryDelaySeconds: 60,
    concurrency: 2,
    run: async ({ connectionId }) => {
      const result = await syncConnection(ctx, connectionId);
      if (result.imported > 0) await queueDrafts(ctx, result.userId);
    },
  }) satisfies JobDefinition<z.ZodObject<{ connectionId: z.ZodString }>>;

/** Every few hours (the spec's "synced automatically"): one sync job per active connection. */
export const syncAllConnectionsJob = (ctx: AppContext) => {
  const perConnection = syncConnectionJob(ctx);
  return {
    name: 'sync-all-connections',
    payload: z.object({}).passthrough(),
    retryLimit: 1,
    retryDelaySeconds: 300,
    cron: '17 */3 * * *',
    run: async () => {
      for (const { id } of await listActiveConnections(ctx.database.db)) {
        // One pending sync per connection at a time, however often the schedule fires.
        await ctx.jobs.send(perConnection, { connectionId: id }, { singletonKey: id });
      }
    },
  } satisfies JobDefinition<z.ZodObject<Record<string, never>>>;
};
