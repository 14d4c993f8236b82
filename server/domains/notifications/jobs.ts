import { z } from 'zod';
import type { AppContext } from '@server/app-context';
import type { JobDefinition } from '@server/jobs/queue';
import { sendDueDigests } from './digest';

const payload = z.object({}).passthrough();

/**
 * Every 15 minutes: sends the digests whose time has come (daily or weekly, in each user's zone). A
 * failed send is released and tried again by the next run; the job then fails so the error is seen.
 */
export const sendDueDigestsJob = (ctx: AppContext): JobDefinition<typeof payload> => ({
  name: 'send-due-digests',
  payload,
  retryLimit: 0,
  retryDelaySeconds: 60,
  cron: '*/15 * * * *',
  run: async () => {
    const result = await sendDueDigests(ctx, new Date());
    if (result.failed.length > 0) {
      throw new Error(`${result.failed.length} digest(s) not sent: ${result.failed.map((failure) => failure.error).join('; ').slice(0, 500)}`);
    }
  },
});
