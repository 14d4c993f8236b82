import { and, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { aiResponses, digestSends, outboxEmails, reviews } from '@server/db/schema';
import { DUE_REPLIES_EVERY_SECONDS } from '@server/domains/responses/post-due-replies.job';
import { CLAIM_LEASE_SECONDS } from '@server/domains/responses/post-reply.service';
import { testDatabaseUrl } from '../test-database';
import { LOGIN_LIMIT_PER_EMAIL, startCluster, type Cluster, type WebInstance } from './cluster';
import { call, ok } from './http-client';
import { isPollingJobs, jobRuns, replyPutsPerReview, type JobRun } from './observe';
import { freeze, killHard, sleep, waitFor } from './processes';
import { createScaleOutDatabase } from './scale-out-database';

/**
 * Issue 13, point 4: two web instances and two workers, real processes on one PostgreSQL, beside the
 * Google emulator as its own process. Every figure is counted where it lands: sessions and limits
 * through the other instance, job runs in pg-boss's own tables, replies on the emulator's side.
 */
const REVIEWS_ON_GOOGLE = 1_700;
const APPROVALS = 200;
const APPROVED_ON_BOTH_AT_ONCE = 20;
const DUE_POSTS = 1_000;
/** The post-reply job's concurrency: replies one worker posts at once. */
const POSTING_SLOTS_PER_WORKER = 4;
/** A dead worker's claims must be taken over well before the old five-minute lease. */
const TAKEOVER_LIMIT_MS = 60_000;
/** Long enough for the survivor to post what it holds, far inside the lease: the claims left are the frozen worker's. */
const VICTIM_CLAIMS_SETTLE_MS = 3_000;
/** The schedules whose runs are counted; each is made to fire every minute for the length of the proof. */
const CRON_JOBS = ['sync-all-connections', 'send-due-digests', 'purge-history'];
const DUE_POSTS_JOB = 'post-due-replies';

const onPostgres = testDatabaseUrl() !== undefined;

const title = 'scale-out on real processes: two web instances and two workers on one PostgreSQL';

describe.skipIf(!onPostgres)(onPostgres ? title : `${title} (skipped: set TEST_DATABASE_URL to run it; PGlite serves one process)`, () => {
  let cluster: Cluster;
  let database: Database;
  let disposeDatabase: () => Promise<void> = async () => {};
  let web: [WebInstance, WebInstance];
  const owner = { email: 'owner@scale-out.example.com', password: 'scale-out-password-1', cookie: '', userId: '' };
  /** When the schedules were made to fire every minute, and when a worker was killed: the ticks in between had both workers. */
  let schedulesFrom = 0;
  let workerKilledAt = Number.POSITIVE_INFINITY;
  let postedByApproval = 0;

  /** Where the given replies stand, by status and reason: what a failure message needs to say. */
  const standing = async (ids: string[]) => {
    const rows = await database.db
      .select({ status: aiResponses.status, reason: aiResponses.statusReason, claimed: sql<boolean>`${aiResponses.postingClaimedAt} IS NOT NULL`, n: sql<number>`count(*)::int` })
      .from(aiResponses)
      .where(inArray(aiResponses.id, ids))
      .groupBy(aiResponses.status, aiResponses.statusReason, sql`${aiResponses.postingClaimedAt} IS NOT NULL`);
    return rows.map((row) => `${row.n} ${row.status}${row.claimed ? ' (claimed)' : ''}${row.reason ? `: ${row.reason}` : ''}`).join('\n');
  };

  /** The given replies' final states, each with the successful updateReply calls the emulator received for its review. */
  const outcomesOnGoogle = async (ids: string[]) => {
    const rows = await database.db
      .select({ status: aiResponses.status, reasonCode: sql<string | null>`${aiResponses.statusReasonCode}->>'code'`, reviewName: reviews.platformReviewId })
      .from(aiResponses)
      .innerJoin(reviews, eq(reviews.id, aiResponses.reviewId))
      .where(inArray(aiResponses.id, ids));
    const { succeeded } = await replyPutsPerReview(cluster.emulatorUrl);
    const withPuts = rows.map((row) => ({ ...row, puts: succeeded.get(row.reviewName) ?? 0 }));
    return { posted: withPuts.filter((row) => row.status === 'posted'), held: withPuts.filter((row) => row.status !== 'posted') };
  };

  const countWhere = async (where: ReturnType<typeof and>) =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(aiResponses).where(where))[0]!.n;

  beforeAll(async () => {
    const created = await createScaleOutDatabase();
    database = created.database;
    disposeDatabase = created.dispose;
    cluster = await startCluster(created.url, {
      reviewsPerLocation: REVIEWS_ON_GOOGLE,
      waitForWorker: async (appName) => {
        if (!(await isPollingJobs(database, appName))) throw new Error(`${appName} is not polling yet`);
      },
    });
    web = cluster.web;
    await everyScheduleEachMinute();
  }, 240_000);

  afterAll(async () => {
    // Kills every process and fails the run if any pid is left: no orphans on the machine.
    try {
      await cluster?.stop();
    } finally {
      await disposeDatabase();
    }
  }, 60_000);

  /**
   * The real crontabs fire every 3 hours, 15 minutes or once a day; the proof cannot wait for those.
   * pg-boss reads its schedules from the database at every tick, so they are rewritten there to every
   * minute once both workers have written theirs (a worker writes them as it starts).
   */
  async function everyScheduleEachMinute() {
    await waitFor(
      'both workers to have written the schedules',
      async () => {
        const rows = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.schedule WHERE name = ANY($1)`, [CRON_JOBS]);
        return rows[0]!.n === CRON_JOBS.length ? true : undefined;
      },
      { timeoutMs: 60_000 },
    );
    // A worker that was still starting could write the real crontab back over ours: rewrite until it holds.
    await waitFor(
      'every schedule to fire each minute',
      async () => {
        await database.query(`UPDATE pgboss.schedule SET cron = '* * * * *' WHERE name = ANY($1)`, [CRON_JOBS]);
        await sleep(2_000);
        const rows = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.schedule WHERE name = ANY($1) AND cron = '* * * * *'`, [CRON_JOBS]);
        return rows[0]!.n === CRON_JOBS.length ? true : undefined;
      },
      { timeoutMs: 30_000 },
    );
    schedulesFrom = Date.now();
  }

  it('shares sessions and the login rate limit between the web instances', async () => {
    const [a, b] = web;
    const registered = await call(a.url, 'POST', '/api/auth/register', { body: { email: owner.email, password: owner.password } });
    expect(registered.status).toBe(201);
    owner.cookie = registered.sessionCookie!;
    owner.userId = ((await ok<{ user: { id: string } }>(b.url, 'GET', '/api/auth/me', { cookie: owner.cookie })).user).id;

    // A session made on B by signing in works on A; signing out on A ends it on B.
    const signedIn = await call(b.url, 'POST', '/api/auth/login', { body: { email: owner.email, password: owner.password } });
    expect(signedIn.status).toBe(200);
    const second = signedIn.sessionCookie!;
    expect((await call(a.url, 'GET', '/api/auth/me', { cookie: second })).status).toBe(200);
    expect((await call(a.url, 'POST', '/api/auth/logout', { cookie: second })).status).toBe(200);
    expect((await call(b.url, 'GET', '/api/auth/me', { cookie: second })).status).toBe(401);
    expect((await call(a.url, 'GET', '/api/auth/me', { cookie: second })).status).toBe(401);
    // The owner's first session is untouched by the other one's logout.
    expect((await call(b.url, 'GET', '/api/auth/me', { cookie: owner.cookie })).status).toBe(200);

    // Wrong passwords alternate between the instances: each sees only half, the limit counts them all.
    const target = { email: 'guessed@scale-out.example.com', password: 'the-real-password-1' };
    await ok(a.url, 'POST', '/api/auth/register', { body: target, expect: 201 });
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LOGIN_LIMIT_PER_EMAIL; attempt++) {
      const instance = attempt % 2 === 0 ? a : b;
      statuses.push((await call(instance.url, 'POST', '/api/auth/login', { body: { email: target.email, password: `wrong-${attempt}` } })).status);
    }
    expect(statuses).toEqual([...Array<number>(LOGIN_LIMIT_PER_EMAIL).fill(401), 429]);
    // Limited on both, even with the right password now.
    for (const instance of [a, b]) expect((await call(instance.url, 'POST', '/api/auth/login', { body: target })).status).toBe(429);
  }, 60_000);

  it('connects Google through one instance and imports and drafts through the others', async () => {
    const [a, b] = web;
    const business = await ok<{ id: string }>(a.url, 'POST', '/api/businesses', { cookie: owner.cookie, body: { name: 'Café Solsikke', industry: 'cafe' }, expect: 201 });
    const { authUrl } = await ok<{ authUrl: string }>(b.url, 'GET', `/api/auth/google/connect/${business.id}`, { cookie: owner.cookie });
    const consent = await fetch(authUrl, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    // The OAuth state was stored by B; the browser comes back through the load balancer to A.
    const callback = await call(a.url, 'GET', `${back.pathname}${back.search}`, { cookie: owner.cookie });
    expect(callback.status).toBe(302);
    const [connection] = await ok<Array<{ id: string }>>(a.url, 'GET', '/api/platforms', { cookie: owner.cookie });
    const sync = await ok<{ imported: number }>(b.url, 'POST', `/api/connections/${connection!.id}/sync`, { cookie: owner.cookie });
    expect(sync.imported).toBe(REVIEWS_ON_GOOGLE);

    // The workers draft the imported reviews (draft-missing jobs queued by the sync).
    let before = -1;
    await waitFor(
      'the workers to draft the imported reviews',
      async () => {
        const drafted = await countWhere(and(eq(aiResponses.userId, owner.userId), eq(aiResponses.status, 'pending'), sql`${aiResponses.warnings} = '[]'::jsonb`));
        const settled = drafted === before && drafted >= APPROVALS + DUE_POSTS;
        before = drafted;
        return settled ? true : undefined;
      },
      { timeoutMs: 90_000, everyMs: 1_500 },
    );

    // A daily digest due now, so the digest job has something to send while the schedules are watched.
    await ok(a.url, 'PATCH', '/api/settings', {
      cookie: owner.cookie,
      body: { emailNotifications: true, digestFrequency: 'daily', digestTime: new Date().getUTCHours(), timeZone: 'UTC' },
    });
  }, 90_000);

  it(`posts each of ${APPROVALS} approvals made over both instances exactly once, some approved on both at once`, async () => {
    const chosen = await database.db
      .select({ id: aiResponses.id, reviewName: reviews.platformReviewId })
      .from(aiResponses)
      .innerJoin(reviews, eq(reviews.id, aiResponses.reviewId))
      .where(and(eq(aiResponses.userId, owner.userId), eq(aiResponses.status, 'pending'), sql`${aiResponses.warnings} = '[]'::jsonb`))
      .orderBy(aiResponses.id)
      .limit(APPROVALS);
    expect(chosen).toHaveLength(APPROVALS);

    const approve = (instance: WebInstance, id: string) => call(instance.url, 'POST', `/api/ai-responses/${id}/approve`, { cookie: owner.cookie });
    const answers: number[] = [];
    // Eight owners' clicks in flight at a time, alternating instances; the first few are clicked on both.
    let next = 0;
    const clicker = async () => {
      for (let index = next++; index < chosen.length; index = next++) {
        const id = chosen[index]!.id;
        if (index < APPROVED_ON_BOTH_AT_ONCE) {
          const both = await Promise.all([approve(web[0], id), approve(web[1], id)]);
          answers.push(...both.map((answer) => answer.status));
        } else {
          answers.push((await approve(web[index % 2]!, id)).status);
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, clicker));
    const ids = chosen.map((row) => row.id);
    // 409: the guardrails held a draft that reads too much like a reply posted meanwhile (the emulator's
    // reviews are alike); the owner's approval of a draft is then held, never rewritten.
    expect(answers.filter((status) => status !== 200 && status !== 409), await standing(ids)).toEqual([]);
    const outcomes = await outcomesOnGoogle(ids);
    expect(outcomes.held.filter((row) => row.reasonCode !== 'guardrailHold'), await standing(ids)).toEqual([]);
    expect(outcomes.posted.length, await standing(ids)).toBeGreaterThanOrEqual(APPROVALS * 0.95);
    expect(outcomes.posted.length + outcomes.held.length).toBe(APPROVALS);
    postedByApproval = outcomes.posted.length;
    // Exactly once on Google's side: each posted reply one successful updateReply, each held one none.
    expect(outcomes.posted.map((row) => row.puts)).toEqual(Array<number>(outcomes.posted.length).fill(1));
    expect(outcomes.held.map((row) => row.puts)).toEqual(Array<number>(outcomes.held.length).fill(0));
  }, 120_000);

  it('runs each moderation check once across both workers', async () => {
    const checks = () => jobRuns(database, ['check-reply-moderation']);
    const firstRound = (await checks()).filter((run) => run.data.round === 0);
    expect(firstRound).toHaveLength(postedByApproval);
    // Their time (10 minutes after posting) is brought forward; both workers then compete for them.
    await database.query(`UPDATE pgboss.job SET start_after = now() WHERE name = 'check-reply-moderation' AND state = 'created'`);
    const runs = await waitFor(
      'the moderation checks to run',
      async () => {
        const all = await checks();
        const done = all.filter((run) => run.data.round === 0 && run.state === 'completed');
        return done.length === postedByApproval ? all : undefined;
      },
      { timeoutMs: 60_000, everyMs: 500 },
    );
    // One check per posted reply, each run at its first try (a run cut short and run again would show
    // a retry). The emulator publishes at once, so no later look is queued.
    const firstRuns = runs.filter((run) => run.data.round === 0);
    expect(firstRuns.filter((run) => run.retryCount > 0)).toEqual([]);
    expect(new Set(firstRuns.map((run) => run.data.responseId)).size).toBe(postedByApproval);
    expect(runs.filter((run) => run.data.round === 1)).toEqual([]);
  }, 90_000);

  it(`drains ${DUE_POSTS} due posts when a worker is killed (kill -9) in the middle, each posted once`, async () => {
    const [killed, survivor] = cluster.workers;
    // The schedules must have fired at least once while both workers were up, for the next proof.
    await waitFor('a scheduled tick with both workers up', async () => ((await jobRuns(database, CRON_JOBS)).some((run) => run.createdOn.getTime() > schedulesFrom) ? true : undefined), {
      timeoutMs: 120_000,
      everyMs: 1_000,
    });

    // Auto-approved replies whose time has come, as auto-approval leaves them (the timing is its own business).
    const due = await database.db
      .update(aiResponses)
      .set({ status: 'approved', scheduledFor: sql`now() - interval '1 minute'`, updatedAt: new Date() })
      .where(
        inArray(
          aiResponses.id,
          database.db
            .select({ id: aiResponses.id })
            .from(aiResponses)
            .where(and(eq(aiResponses.userId, owner.userId), eq(aiResponses.status, 'pending'), sql`${aiResponses.warnings} = '[]'::jsonb`))
            .limit(DUE_POSTS),
        ),
      )
      .returning({ id: aiResponses.id });
    expect(due).toHaveLength(DUE_POSTS);
    const dueIds = due.map((row) => row.id);
    const madeDueAt = Date.now();
    const posted = () => countWhere(and(inArray(aiResponses.id, dueIds), eq(aiResponses.status, 'posted')));
    const stillApproved = () => countWhere(and(inArray(aiResponses.id, dueIds), eq(aiResponses.status, 'approved')));

    // Kill one worker once the draining is well under way, at a moment it holds claims. Which worker
    // holds a claim is not written down, so the victim is frozen first: the claims that stay put while
    // the survivor goes on posting are the victim's. A moment between its batches is let go, and tried again.
    const claimed = async () =>
      database.db
        .select({ id: aiResponses.id, at: aiResponses.postingClaimedAt })
        .from(aiResponses)
        .where(and(inArray(aiResponses.id, dueIds), eq(aiResponses.status, 'approved'), isNotNull(aiResponses.postingClaimedAt)));
    await waitFor('the workers to start posting', async () => ((await posted()) >= 150 ? true : undefined), { timeoutMs: 150_000, everyMs: 100 });
    const victimsClaims = await waitFor(
      'a moment the worker to be killed holds claims',
      async () => {
        if ((await claimed()).length <= POSTING_SLOTS_PER_WORKER) return undefined;
        freeze(killed, true);
        const frozenAt = Date.now();
        const atFreeze = await claimed();
        await sleep(VICTIM_CLAIMS_SETTLE_MS);
        const stillThere = new Map((await claimed()).map((row) => [row.id, row.at?.getTime()]));
        // A claim dated ahead is a pause after a busy platform, whoever set it; it proves nothing here.
        const held = atFreeze.filter((row) => row.at!.getTime() <= frozenAt && stillThere.get(row.id) === row.at!.getTime());
        if (held.length > 0) return { ids: held.map((row) => row.id), claimedAt: new Map(held.map((row) => [row.id, row.at!.getTime()])), frozenAt };
        freeze(killed, false);
        return undefined;
      },
      { timeoutMs: 90_000, everyMs: 10 },
    );
    await killHard(killed);
    workerKilledAt = victimsClaims.frozenAt;
    const postedAtKill = await posted();
    expect(postedAtKill).toBeLessThan(DUE_POSTS);

    await waitFor('the surviving worker to post every due reply', async () => ((await stillApproved()) === 0 ? true : undefined), {
      timeoutMs: 240_000,
      everyMs: 500,
      context: async () => `${await standing(dueIds)}\n${survivor.output()}`,
      giveUpIf: () => (survivor.alive() ? undefined : 'the surviving worker exited'),
    });
    const drainedAt = Date.now();

    // The dead worker's claims: posted by the survivor only after their lease ran out (a draft too close
    // to one posted meanwhile may be held instead, as above).
    const heldByTheDead = await database.db
      .select({ id: aiResponses.id, postedAt: aiResponses.postedAt })
      .from(aiResponses)
      .where(and(inArray(aiResponses.id, victimsClaims.ids), eq(aiResponses.status, 'posted')));
    expect(heldByTheDead.length, 'replies the dead worker held, posted').toBeGreaterThan(0);
    // Each against its own claim: claims taken seconds apart run out seconds apart.
    const soonestAfterItsClaim = Math.min(...heldByTheDead.map((row) => row.postedAt!.getTime() - victimsClaims.claimedAt.get(row.id)!));
    expect(soonestAfterItsClaim, 'a dead claim taken over before its lease ran out').toBeGreaterThanOrEqual(CLAIM_LEASE_SECONDS * 1000 - 1_000);
    const takeoverMs = Math.max(...heldByTheDead.map((row) => row.postedAt!.getTime() - workerKilledAt));
    console.log(
      `scale-out: ${DUE_POSTS} due posts drained in ${((drainedAt - madeDueAt) / 1000).toFixed(1)} s; worker killed at ${postedAtKill} posted ` +
        `holding ${victimsClaims.ids.length} claims; the survivor posted the remaining ${DUE_POSTS - postedAtKill} in ` +
        `${((drainedAt - workerKilledAt) / 1000).toFixed(1)} s; ${heldByTheDead.length} claims of the dead worker taken over after ${(takeoverMs / 1000).toFixed(1)} s`,
    );
    expect(takeoverMs).toBeLessThan(TAKEOVER_LIMIT_MS);

    // On Google's side: each posted reply exactly once, none of the rest, and no review anywhere answered twice.
    // An auto-approved draft too close to one posted meanwhile is drafted anew, and held only if that fails too.
    const outcomes = await outcomesOnGoogle(dueIds);
    expect(outcomes.posted.length, await standing(dueIds)).toBeGreaterThanOrEqual(DUE_POSTS * 0.99);
    expect(outcomes.held.filter((row) => row.reasonCode !== 'guardrailHold'), await standing(dueIds)).toEqual([]);
    expect(outcomes.posted.map((row) => row.puts)).toEqual(Array<number>(outcomes.posted.length).fill(1));
    expect(outcomes.held.map((row) => row.puts)).toEqual(Array<number>(outcomes.held.length).fill(0));
    const { succeeded } = await replyPutsPerReview(cluster.emulatorUrl);
    expect([...succeeded.values()].filter((count) => count > 1)).toEqual([]);
  }, 420_000);

  it('ran each scheduled job once per tick, with both workers competing for it', async () => {
    const runs = await jobRuns(database, [...CRON_JOBS, DUE_POSTS_JOB]);
    const watched = (name: string) => runs.filter((run) => run.name === name && run.createdOn.getTime() > schedulesFrom);
    const settled = (run: JobRun) => run.createdOn.getTime() < Date.now() - 30_000;
    for (const name of CRON_JOBS) {
      const own = watched(name);
      expect(own.filter((run) => run.createdOn.getTime() < workerKilledAt), `${name} ran while both workers were up`).not.toHaveLength(0);
      // A tick comes at least half a minute after the one before (pg-boss looks at its crontabs every
      // 30 s); a second run of the same tick would come seconds after the first.
      const gaps = own.slice(1).map((run, index) => run.createdOn.getTime() - own[index]!.createdOn.getTime());
      expect(gaps.filter((gap) => gap < 20_000), `${name} ran twice in one tick`).toEqual([]);
      expect(own.filter((run) => settled(run) && (run.state !== 'completed' || run.retryCount > 0)), `${name} runs that did not complete at the first try`).toEqual([]);
    }
    // The due replies come round every 15 s: one run per 15-second slot, offered by both workers.
    const dueRounds = watched(DUE_POSTS_JOB);
    const perSlot = new Map<number, number>();
    for (const run of dueRounds) perSlot.set(run.singletonOn!.getTime(), (perSlot.get(run.singletonOn!.getTime()) ?? 0) + 1);
    expect([...perSlot.values()].filter((count) => count > 1), `${DUE_POSTS_JOB} ran twice in one slot`).toEqual([]);
    const slotsElapsed = Math.floor((Date.now() - schedulesFrom) / (DUE_REPLIES_EVERY_SECONDS * 1000));
    expect(dueRounds.length, `${DUE_POSTS_JOB} rounds in ${slotsElapsed} slots`).toBeGreaterThanOrEqual(slotsElapsed * 0.8);
    expect(dueRounds.filter((run) => settled(run) && run.state !== 'completed')).toEqual([]);
    // The digest's effect: one email for the period, however many workers looked.
    const sends = await database.db.select().from(digestSends).where(eq(digestSends.userId, owner.userId));
    expect(sends.map((send) => send.emailed)).toEqual([true]);
    const digests = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, owner.email), like(outboxEmails.subject, '%summary%')));
    expect(digests[0]!.n).toBe(1);
  });
});
