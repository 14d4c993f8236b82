import { z } from 'zod';
import type { AppContext } from '@server/app-context';
import { pruneDigestSends } from '@server/domains/notifications/digest';
import type { JobDefinition } from '@server/jobs/queue';
import { purgeExpiredHistory } from './purge-history';

const payload = z.object({}).passthrough();

/** Daily at 02:40 UTC (a quiet hour in Europe): the history retention purge, and old digest records. */
export const purgeHistoryJob = (ctx: AppContext): JobDefinition<typeof payload> => ({
  name: 'purge-history',
  payload,
  retryLimit: 2,
  retryDelaySeconds: 600,
  cron: '40 2 * * *',
  run: async () => {
    const now = new Date();
    await purgeExpiredHistory(ctx, now);
    await pruneDigestSends(ctx, now);
  },
});
