import { and, eq, inArray, sql } from 'drizzle-orm';
import { aiResponses, platformConnections } from '@server/db/schema';
import { autoApproveDrafted } from '@server/domains/responses/auto-approve.service';
import { draftMissingForUser } from '@server/domains/responses/drafts.service';
import { queueDueReplies } from '@server/domains/responses/post-due-replies.job';
import { postReplyJob } from '@server/domains/responses/post-reply.job';
import { startBenchApp } from './bench-app';
import { report, timed } from './report';

/**
 * Issue 5: scheduling 10,000 auto-approvals, then the worker draining a due queue of them against the
 * emulator. The emulator runs in this same process, so its work counts against the posting rate.
 */
export async function benchAutoApproval(reviews = Number(process.env.BENCH_REVIEWS ?? 10_000)) {
  const bench = await startBenchApp({ seed: reviews });
  try {
    const connectionId = (await bench.connectGoogle())[0]!;
    await bench.call('POST', `/api/connections/${connectionId}/sync`);
    const userId = ((await bench.call('GET', '/api/auth/me')).json() as { user: { id: string } }).user.id;
    // Every switch on, no delay and posting hours all day: every draft is due at once.
    await bench.call('PATCH', '/api/settings', {
      autoApprove5Star: true, autoApprove4Star: true, autoApprove3Star: true, autoApprove2Star: true, autoApprove1Star: true,
      responseDelayMin: 0, responseDelayMax: 0, postingHoursStart: 0, postingHoursEnd: 0,
    });
    // The imported reviews count as new ones, written after the connection.
    await bench.ctx.database.db.update(platformConnections).set({ connectedAt: new Date(0) }).where(eq(platformConnections.id, connectionId));
    const drafted = await draftMissingForUser(bench.ctx, userId);

    const scheduling = await timed(() => autoApproveDrafted(bench.ctx, drafted));
    const scheduled = scheduling.result.length;
    report(`scheduling ${drafted.length} auto-approvals (${scheduled} approved, the rest held by risk routing)`, scheduling.ms / 1000, 's');
    report('auto-approvals scheduled per second', drafted.length / (scheduling.ms / 1000), 'replies/s');

    await bench.ctx.jobs.work([postReplyJob(bench.ctx)]);
    const withStatus = async (status: 'approved' | 'posted') =>
      (await bench.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(aiResponses).where(and(eq(aiResponses.userId, userId), eq(aiResponses.status, status))))[0]!.n;
    const draining = await timed(async () => {
      // The due-posts job runs every minute in the worker; here it runs back to back until nothing is left.
      for (;;) {
        if ((await withStatus('approved')) === 0) return;
        await queueDueReplies(bench.ctx);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    });
    const done = await withStatus('posted');
    const outcomes = await bench.ctx.database.db
      .select({ status: aiResponses.status, reason: aiResponses.statusReason, n: sql<number>`count(*)::int` })
      .from(aiResponses)
      .where(and(eq(aiResponses.userId, userId), sql`${aiResponses.status} <> 'posted'`, inArray(aiResponses.id, scheduling.result.map((row) => row.responseId))))
      .groupBy(aiResponses.status, aiResponses.statusReason);
    for (const outcome of outcomes) console.log(`  not posted: ${outcome.n} ${outcome.status} (${outcome.reason ?? 'no reason'})`);
    const onGoogle = bench.emulator.state.snapshot({ includeReviews: false }).replyCalls.filter((call) => call.method === 'PUT' && call.status === 200).length;
    report(`draining ${scheduled} due posts (${done} posted, ${onGoogle} replies on the emulator)`, draining.ms / 1000, 's');
    report('posts per second', done / (draining.ms / 1000), 'posts/s');
  } finally {
    await bench.close();
  }
}
