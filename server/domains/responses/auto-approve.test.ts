import { and, eq } from 'drizzle-orm';
import { createAppContext } from '@server/context';
import { aiResponses, reviews } from '@server/db/schema';
import { connectGoogle } from '@server/test/google-fixture';
import { useTestApp } from '@server/test/test-app';
import { toLocal } from '@server/lib/zoned-time';
import { autoApproveDrafted } from './auto-approve.service';
import { draftMissingJob } from './draft-jobs';
import { queueDueReplies } from './post-due-replies.job';
import { postReplyJob } from './post-reply.job';

/** The time the scheduling rules see; real time still runs for tokens and the queue. */
const clock = { time: new Date(), now: () => new Date(clock.time) };
const t = useTestApp({}, { googleEmulator: { autoConsent: true }, clock });

const MINUTE = 60_000;
// Tuesday 24 November 2026, 16:30 in Copenhagen (UTC+1): a 30-90 minute delay lands after the 17:00 close.
const TUESDAY_AFTERNOON = new Date('2026-11-24T15:30:00Z');

beforeEach(() => {
  t.emulator.state.reset();
  clock.time = TUESDAY_AFTERNOON;
});

/** An owner with 5-star auto-approval on, Google connected and its backlog imported and drafted. */
async function ownerTrustingFiveStars() {
  const owner = await t.signUp();
  const settings = await t.request({
    method: 'PATCH',
    url: '/api/settings',
    cookie: owner.cookie,
    payload: { autoApprove5Star: true, responseDelayMin: 30, responseDelayMax: 90, postingHoursStart: 9, postingHoursEnd: 17 },
  });
  expect(settings.statusCode).toBe(200);
  const { connectionId } = await connectGoogle(t, owner.cookie);
  const sync = () => t.request({ method: 'POST', url: `/api/connections/${connectionId}/sync`, cookie: owner.cookie });
  expect((await sync()).json().imported).toBeGreaterThan(0);
  await draftMissingJob(t.ctx).run({ userId: owner.userId });
  return { ...owner, sync };
}

/** A 5-star review written on Google now, synced and drafted as the worker does: answers its reply. */
async function newFiveStarReview(owner: Awaited<ReturnType<typeof ownerTrustingFiveStars>>) {
  const added = t.emulator.state.addReview({ starRating: 5, comment: 'Fantastic cinnamon buns and such friendly staff, we will be back!', reviewer: { displayName: 'Sarah Miller' } });
  expect((await owner.sync()).json().imported).toBe(1);
  await draftMissingJob(t.ctx).run({ userId: owner.userId });
  const [row] = await t.ctx.database.db
    .select({ response: aiResponses })
    .from(aiResponses)
    .innerJoin(reviews, eq(reviews.id, aiResponses.reviewId))
    .where(and(eq(reviews.userId, owner.userId), eq(reviews.platformReviewId, added.name)));
  return { reviewName: added.name, response: row!.response };
}

const responseRow = async (id: string) => (await t.ctx.database.db.select().from(aiResponses).where(eq(aiResponses.id, id)))[0]!;
const putsFor = (reviewName: string) => t.emulator.state.snapshot().replyCalls.filter((call) => call.method === 'PUT' && call.reviewName === reviewName);

describe('auto-approval of 5-star reviews', () => {
  it('leaves the backlog of the first import to the owner', async () => {
    const owner = await ownerTrustingFiveStars();
    const approved = await t.ctx.database.db.select().from(aiResponses).where(and(eq(aiResponses.userId, owner.userId), eq(aiResponses.status, 'approved')));
    expect(approved).toEqual([]);
  });

  it('posts a new 5-star review on Google inside the next posting window, once, across a restart', async () => {
    const owner = await ownerTrustingFiveStars();
    const { reviewName, response } = await newFiveStarReview(owner);

    // Approved and set for a random minute of Wednesday's 09:00-17:00 window, Copenhagen time.
    expect(response.status).toBe('approved');
    const at = response.scheduledFor!;
    const local = toLocal(at, 'Europe/Copenhagen');
    expect(local).toMatchObject({ year: 2026, month: 11, day: 25 });
    expect(local.hour).toBeGreaterThanOrEqual(9);
    expect(local.hour).toBeLessThan(17);

    // A minute before its time: nothing is handed out, and an early post request posts nothing.
    clock.time = new Date(at.getTime() - MINUTE);
    expect(await queueDueReplies(t.ctx)).toBe(0);
    await postReplyJob(t.ctx).run({ responseId: response.id }, { lastAttempt: false });
    expect(putsFor(reviewName)).toEqual([]);

    // The product restarts: a new context and queue on the same database.
    await t.ctx.jobs.stop();
    const restarted = createAppContext(t.ctx.config, t.ctx.database, { schedule: false, onJobError: (error) => { throw error; }, clock });
    try {
      await restarted.jobs.work([postReplyJob(restarted)]);
      clock.time = new Date(at.getTime() + MINUTE);
      expect(await queueDueReplies(restarted)).toBe(1);
      await expect.poll(async () => (await responseRow(response.id)).status, { timeout: 15_000 }).toBe('posted');
      expect(putsFor(reviewName)).toHaveLength(1);
      expect(t.emulator.state.store.review(reviewName)!.review.reviewReply!.comment).toBe(response.responseText);

      // The next rounds of the scheduler find nothing more to post.
      expect(await queueDueReplies(restarted)).toBe(0);
      await postReplyJob(restarted).run({ responseId: response.id }, { lastAttempt: false });
      expect(putsFor(reviewName)).toHaveLength(1);
    } finally {
      await restarted.jobs.stop();
    }
  });

  it('takes the scheduled post back when the 5-star switch is turned off before its time', async () => {
    const owner = await ownerTrustingFiveStars();
    const { reviewName, response } = await newFiveStarReview(owner);
    expect(response.status).toBe('approved');

    const off = await t.request({ method: 'PATCH', url: '/api/settings', cookie: owner.cookie, payload: { autoApprove5Star: false } });
    expect(off.statusCode).toBe(200);
    expect(await responseRow(response.id)).toMatchObject({ status: 'pending', scheduledFor: null });

    clock.time = new Date(response.scheduledFor!.getTime() + 60 * MINUTE);
    expect(await queueDueReplies(t.ctx)).toBe(0);
    await postReplyJob(t.ctx).run({ responseId: response.id }, { lastAttempt: false });
    expect(putsFor(reviewName)).toEqual([]);
  });

  it('never schedules a reply that carries a guardrail warning, and schedules the same reply without one', async () => {
    const owner = await ownerTrustingFiveStars();
    const { response } = await newFiveStarReview(owner);
    const back = { status: 'pending' as const, scheduledFor: null };
    await t.ctx.database.db
      .update(aiResponses)
      .set({ ...back, warnings: [{ rule: 'personal_data', kind: 'phone', detail: '+45 12 34 56 78' }], editedByOwner: true })
      .where(eq(aiResponses.id, response.id));
    expect(await autoApproveDrafted(t.ctx, [response.id])).toEqual([]);
    expect(await responseRow(response.id)).toMatchObject({ status: 'pending', scheduledFor: null });

    await t.ctx.database.db.update(aiResponses).set({ ...back, warnings: [] }).where(eq(aiResponses.id, response.id));
    expect(await autoApproveDrafted(t.ctx, [response.id])).toEqual([{ responseId: response.id, at: expect.any(Date) }]);
  });

  it('leaves a 5-star review that mentions the police for the owner, with the reason', async () => {
    const owner = await ownerTrustingFiveStars();
    t.emulator.state.addReview({ starRating: 5, comment: 'Great coffee! The police officer next to us loved it too.', reviewer: { displayName: 'Tom Berg' } });
    await owner.sync();
    await draftMissingJob(t.ctx).run({ userId: owner.userId });
    const [row] = await t.ctx.database.db
      .select({ response: aiResponses })
      .from(aiResponses)
      .innerJoin(reviews, eq(reviews.id, aiResponses.reviewId))
      .where(and(eq(reviews.userId, owner.userId), eq(reviews.reviewerName, 'Tom Berg')));
    expect(row!.response).toMatchObject({
      status: 'pending',
      scheduledFor: null,
      statusReason: expect.stringMatching(/police/),
      statusReasonCode: { code: 'autoApprovalHeld', params: { risks: ['police'] } },
    });
  });
});
