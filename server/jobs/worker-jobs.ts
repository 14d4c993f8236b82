import type { AppContext } from '@server/app-context';
import { syncAllConnectionsJob, syncConnectionJob } from '@server/domains/platforms/jobs/sync-jobs';
import { pushedReviewJob } from '@server/domains/platforms/push/push-jobs';
import { sendDueDigestsJob } from '@server/domains/notifications/jobs';
import { draftMissingJob } from '@server/domains/responses/draft-jobs';
import { purgeHistoryJob } from '@server/domains/reviews/retention/jobs';
import { postDueRepliesJob } from '@server/domains/responses/post-due-replies.job';
import { postReplyJob } from '@server/domains/responses/post-reply.job';
import { replyModerationJob } from '@server/domains/responses/reply-moderation.job';

/** Every kind of background work the worker role runs: the explicit registry of jobs. */
export const workerJobs = (ctx: AppContext) => [syncConnectionJob(ctx), pushedReviewJob(ctx), syncAllConnectionsJob(ctx), postReplyJob(ctx), replyModerationJob(ctx), postDueRepliesJob(ctx), draftMissingJob(ctx), sendDueDigestsJob(ctx), purgeHistoryJob(ctx)];
