import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import da from '@common/i18n/locales/da/notifications-mail.json';
import en from '@common/i18n/locales/en/notifications-mail.json';
import { businesses, digestSends } from '@server/db/schema';
import { toLocal } from '@server/lib/zoned-time';
import { useTestApp } from '@server/test/test-app';
import { composeDigest, pruneDigestSends, sendDueDigests } from './digest';
import { sendDueDigestsJob } from './jobs';
import { startSmtpCapture } from './testing/smtp-capture';
import { seedResponse, seedReview, seedUser, type SeededUser } from '@server/test/seed';

const smtp = await startSmtpCapture();

const at = (iso: string) => new Date(iso);
/** 09:05 in Copenhagen on Wednesday 10 June 2026: the daily period [9 June 09:00, 10 June 09:00) is due. */
const DAILY_NOW = at('2026-06-10T07:05:00Z');
const PERIOD_START = at('2026-06-09T07:00:00Z');
const PERIOD_END = at('2026-06-10T07:00:00Z');

describe('digests, sent over SMTP', () => {
  const t = useTestApp({ SMTP_URL: smtp.url });
  const db = () => t.ctx.database.db;

  beforeEach(() => smtp.clear());
  afterAll(() => smtp.close());

  /**
   * Three reviews new in the period (5, 2 and 4 stars), two replies posted in it, three reviews waiting
   * now, plus rows that must not count: an old review imported in the period, one imported after it,
   * and another account's review.
   */
  async function seedPeriod(owner: SeededUser) {
    const r1 = await seedReview(db(), owner, { reviewerName: 'Ida', rating: 5, reviewText: 'Fantastisk morgenmad', reviewedAt: at('2026-06-09T11:00:00Z'), createdAt: at('2026-06-09T12:00:00Z') });
    const r2 = await seedReview(db(), owner, { reviewerName: 'Jens', rating: 2, reviewText: 'Kold kaffe', reviewedAt: at('2026-06-09T19:00:00Z'), createdAt: at('2026-06-09T20:00:00Z') });
    await seedResponse(db(), r2);
    const r3 = await seedReview(db(), owner, { reviewerName: 'Kim', rating: 4, reviewText: 'God service', reviewedAt: at('2026-06-10T05:00:00Z'), createdAt: at('2026-06-10T06:00:00Z') });
    await seedResponse(db(), r3, { status: 'posted', postedAt: at('2026-06-10T06:30:00Z') });
    const r4 = await seedReview(db(), owner, { rating: 1, reviewedAt: at('2026-06-08T10:00:00Z'), createdAt: at('2026-06-08T10:05:00Z') });
    await seedResponse(db(), r4, { status: 'posted', postedAt: at('2026-06-09T09:00:00Z') });
    // Imported after the period: waiting, but not new in it.
    await seedReview(db(), owner, { rating: 3, reviewedAt: at('2026-06-10T07:10:00Z'), createdAt: at('2026-06-10T07:30:00Z') });
    // Written long ago, imported in the period (a first sync): not new; answered long ago.
    const old = await seedReview(db(), owner, { rating: 5, reviewedAt: at('2025-01-01T10:00:00Z'), createdAt: at('2026-06-09T15:00:00Z') });
    await seedResponse(db(), old, { status: 'posted', postedAt: at('2025-01-02T10:00:00Z') });
    // Answered on the platform itself, and rejected or approved replies: not waiting.
    await seedReview(db(), owner, { rating: null, reviewedAt: at('2026-05-01T10:00:00Z'), createdAt: at('2026-05-01T10:00:00Z'), platformReplyText: 'Tak!' });
    await seedResponse(db(), await seedReview(db(), owner, { rating: null, reviewedAt: at('2026-05-01T10:00:00Z'), createdAt: at('2026-05-01T10:00:00Z') }), { status: 'rejected' });
    await seedResponse(db(), await seedReview(db(), owner, { rating: null, reviewedAt: at('2026-05-01T10:00:00Z'), createdAt: at('2026-05-01T10:00:00Z') }), { status: 'approved' });
    const stranger = await seedUser(db());
    await seedReview(db(), stranger, { rating: 1, reviewedAt: at('2026-06-09T11:00:00Z'), createdAt: at('2026-06-09T12:00:00Z') });
    return { r1, r2, r3 };
  }

  const sendRows = () => db().select().from(digestSends);

  describe('composeDigest', () => {
    it('counts new reviews, their average, replies posted and reviews waiting, and lists the newest', async () => {
      const owner = await seedUser(db());
      const { r1, r2, r3 } = await seedPeriod(owner);

      const digest = await composeDigest(t.ctx, owner.userId, PERIOD_START, PERIOD_END);

      expect(digest).toMatchObject({ since: PERIOD_START, until: PERIOD_END, newReviews: 3, averageRating: 3.7, repliesPosted: 2, pending: 3 });
      // 5, 2, 4, 1, 3, 5 over every review with stars.
      expect(digest.overallAverageRating).toBe(3.3);
      expect(digest.newest.map((review) => review.id)).toEqual([r3.id, r2.id, r1.id]);
      expect(digest.newest[0]).toMatchObject({ reviewerName: 'Kim', platform: 'google', rating: 4, reviewText: 'God service' });
      expect(digest.newRecommendations).toEqual({ positive: 0, negative: 0 });
    });

    it("counts Facebook's recommendations apart, outside the averages", async () => {
      const owner = await seedUser(db());
      await seedPeriod(owner);
      const facebook = { platform: 'facebook' as const, rating: null, reviewedAt: at('2026-06-09T13:00:00Z'), createdAt: at('2026-06-09T13:30:00Z') };
      await seedReview(db(), owner, { ...facebook, recommendation: 'positive' });
      await seedReview(db(), owner, { ...facebook, recommendation: 'positive' });
      await seedReview(db(), owner, { ...facebook, recommendation: 'negative' });

      const digest = await composeDigest(t.ctx, owner.userId, PERIOD_START, PERIOD_END);

      expect(digest).toMatchObject({ newReviews: 6, averageRating: 3.7, overallAverageRating: 3.3, newRecommendations: { positive: 2, negative: 1 } });
    });

    it("gives each location's new and waiting reviews for an owner with several, and none for an owner with one", async () => {
      const owner = await seedUser(db());
      await seedPeriod(owner);
      expect((await composeDigest(t.ctx, owner.userId, PERIOD_START, PERIOD_END)).byLocation).toEqual([]);
      const [hotel] = await db().insert(businesses).values({ userId: owner.userId, name: 'Hotel Havblik', industry: 'hotel' }).returning();
      await seedReview(db(), { ...owner, businessId: hotel!.id }, { rating: 5, reviewedAt: at('2026-06-09T13:00:00Z'), createdAt: at('2026-06-09T13:30:00Z') });
      await db().insert(businesses).values({ userId: owner.userId, name: 'Salon Nordlys', industry: 'salon' });

      const digest = await composeDigest(t.ctx, owner.userId, PERIOD_START, PERIOD_END);
      expect(digest.byLocation).toEqual([
        { location: 'Café Solsikke', newReviews: 3, pending: 3 },
        { location: 'Hotel Havblik', newReviews: 1, pending: 1 },
      ]);
      expect(digest).toMatchObject({ newReviews: 4, pending: 4 });
    });

    it('answers zeros and no averages for an account without reviews', async () => {
      const owner = await seedUser(db());
      expect(await composeDigest(t.ctx, owner.userId, PERIOD_START, PERIOD_END)).toMatchObject({
        newReviews: 0,
        averageRating: null,
        overallAverageRating: null,
        repliesPosted: 0,
        pending: 0,
        newest: [],
      });
    });
  });

  describe('sendDueDigests', () => {
    it('sends a Danish owner the daily digest in Danish, once', async () => {
      const owner = await seedUser(db(), { settings: { emailNotifications: true, digestFrequency: 'daily', digestTime: 9, uiLanguage: 'da' } });
      await seedPeriod(owner);

      expect(await sendDueDigests(t.ctx, DAILY_NOW)).toEqual({ sent: 1, empty: 0, failed: [] });

      expect(smtp.messages).toHaveLength(1);
      const [email] = smtp.messages;
      expect(email!.envelopeTo).toEqual([owner.email]);
      expect(email!.subject).toBe('Dit daglige overblik over anmeldelser, 10.06.2026');
      expect(email!.text).toContain(da.digest.dailyIntro);
      expect(email!.text).toContain(
        [
          'Nye anmeldelser: 3',
          'Gennemsnitlig bedømmelse af de nye anmeldelser: 3,7 / 5',
          'Udgivne svar: 2',
          'Venter på svar: 3',
          'Gennemsnitlig bedømmelse af alle dine anmeldelser: 3,3 / 5',
        ].join('\n'),
      );
      expect(email!.text).toContain(da.digest.pendingNudge);
      expect(email!.text).toContain('Nyeste anmeldelser:\n★★★★☆ Kim (Google): »God service«\n★★☆☆☆ Jens (Google): »Kold kaffe«\n★★★★★ Ida (Google): »Fantastisk morgenmad«');
      expect(email!.text).toContain(`${da.digest.action}: http://localhost:5000/reviews`);
      expect(email!.html).toContain('href="http://localhost:5000/reviews"');

      // The next runs of the schedule, the same day, send nothing more.
      expect(await sendDueDigests(t.ctx, at('2026-06-10T07:20:00Z'))).toEqual({ sent: 0, empty: 0, failed: [] });
      expect(await sendDueDigests(t.ctx, at('2026-06-10T20:00:00Z'))).toEqual({ sent: 0, empty: 0, failed: [] });
      expect(smtp.messages).toHaveLength(1);
      expect(await sendRows()).toEqual([{ userId: owner.userId, periodKey: 'daily:2026-06-10', emailed: true, sentAt: DAILY_NOW }]);

      // The next morning's digest goes out (reviews still wait).
      expect((await sendDueDigests(t.ctx, at('2026-06-11T07:00:00Z'))).sent).toBe(1);
      expect(smtp.messages[1]!.subject).toBe('Dit daglige overblik over anmeldelser, 11.06.2026');
      expect(smtp.messages[1]!.text).toContain('Nye anmeldelser: 1');
    });

    it('sends the weekly digest on Monday at the digest time, in English, and not on other days', async () => {
      const owner = await seedUser(db(), { settings: { emailNotifications: true, digestFrequency: 'weekly', digestTime: 8 } });
      const review = await seedReview(db(), owner, { reviewerName: 'Sam', rating: 5, reviewText: 'Superb', reviewedAt: at('2026-06-12T10:00:00Z'), createdAt: at('2026-06-12T10:00:00Z') });
      await seedResponse(db(), review, { status: 'posted', postedAt: at('2026-06-13T10:00:00Z') });

      // Monday 15 June 2026, 07:59 and 08:00 in Copenhagen (a fresh account: last week's Monday is too long ago).
      expect(await sendDueDigests(t.ctx, at('2026-06-15T05:59:00Z'))).toEqual({ sent: 0, empty: 0, failed: [] });
      expect(await sendDueDigests(t.ctx, at('2026-06-15T06:00:00Z'))).toEqual({ sent: 1, empty: 0, failed: [] });
      expect(await sendDueDigests(t.ctx, at('2026-06-17T06:00:00Z'))).toEqual({ sent: 0, empty: 0, failed: [] });

      expect(smtp.messages).toHaveLength(1);
      const [email] = smtp.messages;
      expect(email!.subject).toBe('Your weekly review summary, 08.06.2026 – 15.06.2026');
      expect(email!.text).toContain(en.digest.weeklyIntro);
      expect(email!.text).toContain('New reviews: 1\nAverage rating of the new reviews: 5.0 / 5\nReplies posted: 1\nWaiting for a reply: 0');
      expect(email!.text).not.toContain(en.digest.pendingNudge);
      expect(email!.text).toContain('★★★★★ Sam (Google): “Superb”');
      expect(await sendRows()).toMatchObject([{ periodKey: 'weekly:2026-06-15', emailed: true }]);
    });

    it('sends nothing when there is nothing to say, and does not look again that period', async () => {
      const owner = await seedUser(db(), { settings: { emailNotifications: true, digestFrequency: 'daily' } });
      const answered = await seedReview(db(), owner, { reviewedAt: at('2026-05-01T10:00:00Z'), createdAt: at('2026-05-01T10:00:00Z') });
      await seedResponse(db(), answered, { status: 'posted', postedAt: at('2026-05-01T12:00:00Z') });

      expect(await sendDueDigests(t.ctx, DAILY_NOW)).toEqual({ sent: 0, empty: 1, failed: [] });
      expect(await sendDueDigests(t.ctx, at('2026-06-10T07:20:00Z'))).toEqual({ sent: 0, empty: 0, failed: [] });
      expect(smtp.messages).toEqual([]);
      expect(await sendRows()).toMatchObject([{ userId: owner.userId, periodKey: 'daily:2026-06-10', emailed: false }]);
    });

    it('sends nothing to an owner with the master switch off or the frequency none', async () => {
      const masterOff = await seedUser(db(), { settings: { emailNotifications: false, digestFrequency: 'daily' } });
      const none = await seedUser(db(), { settings: { emailNotifications: true, digestFrequency: 'none' } });
      await seedPeriod(masterOff);
      await seedPeriod(none);

      expect(await sendDueDigests(t.ctx, DAILY_NOW)).toEqual({ sent: 0, empty: 0, failed: [] });
      expect(smtp.messages).toEqual([]);
      expect(await sendRows()).toEqual([]);
    });

    it('sends nothing before the digest time', async () => {
      const owner = await seedUser(db(), { settings: { emailNotifications: true, digestFrequency: 'daily', digestTime: 9 } });
      await seedPeriod(owner);

      expect(await sendDueDigests(t.ctx, at('2026-06-10T06:59:00Z'))).toEqual({ sent: 0, empty: 0, failed: [] });
      expect(await sendDueDigests(t.ctx, at('2026-06-10T07:00:00Z'))).toEqual({ sent: 1, empty: 0, failed: [] });
    });

    it('sends one digest when two workers run at once', async () => {
      const owner = await seedUser(db(), { settings: { emailNotifications: true, digestFrequency: 'daily' } });
      await seedPeriod(owner);

      const results = await Promise.all([sendDueDigests(t.ctx, DAILY_NOW), sendDueDigests(t.ctx, DAILY_NOW), sendDueDigests(t.ctx, DAILY_NOW)]);

      expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(1);
      expect(smtp.messages).toHaveLength(1);
    });

    it('releases a period whose email failed, so a later run sends it', async () => {
      const owner = await seedUser(db(), { email: 'digest-bounce@example.com', settings: { emailNotifications: true, digestFrequency: 'daily' } });
      await seedPeriod(owner);
      smtp.refuse.add('digest-bounce@example.com');

      const failed = await sendDueDigests(t.ctx, DAILY_NOW);
      expect(failed.sent).toBe(0);
      expect(failed.failed).toEqual([{ userId: owner.userId, error: expect.stringContaining('550') }]);
      expect(await sendRows()).toEqual([]);

      smtp.refuse.clear();
      expect(await sendDueDigests(t.ctx, at('2026-06-10T07:20:00Z'))).toEqual({ sent: 1, empty: 0, failed: [] });
      expect(smtp.messages.map((email) => email.to)).toEqual(['digest-bounce@example.com']);
    });
  });

  describe('the send-due-digests job', () => {
    it('runs every 15 minutes and sends what is due now', async () => {
      const job = sendDueDigestsJob(t.ctx);
      expect(job).toMatchObject({ name: 'send-due-digests', cron: '*/15 * * * *' });
      expect(job.payload.parse({})).toEqual({});

      // A digest time an hour ago, local time: due now.
      const hour = toLocal(new Date(Date.now() - 3_600_000), 'Europe/Copenhagen').hour;
      const owner = await seedUser(db(), { settings: { emailNotifications: true, digestFrequency: 'daily', digestTime: hour } });
      await seedReview(db(), owner);

      await job.run({}, { lastAttempt: false });
      expect(smtp.messages.map((email) => email.to)).toEqual([owner.email]);
    });

    it('fails, after sending the rest, when a digest could not be sent', async () => {
      const hour = toLocal(new Date(Date.now() - 3_600_000), 'Europe/Copenhagen').hour;
      await seedReview(db(), await seedUser(db(), { email: 'job-bounce@example.com', settings: { emailNotifications: true, digestTime: hour } }));
      const fine = await seedUser(db(), { settings: { emailNotifications: true, digestTime: hour } });
      await seedReview(db(), fine);
      smtp.refuse.add('job-bounce@example.com');

      await expect(sendDueDigestsJob(t.ctx).run({}, { lastAttempt: false })).rejects.toThrow(/1 digest\(s\) not sent/);
      expect(smtp.messages.map((email) => email.to)).toEqual([fine.email]);
    });
  });

  it('forgets handled periods after five weeks', async () => {
    const owner = await seedUser(db());
    await db().insert(digestSends).values([
      { userId: owner.userId, periodKey: 'daily:2026-01-01', emailed: true, sentAt: at('2026-01-01T08:00:00Z') },
      { userId: owner.userId, periodKey: 'daily:2026-06-01', emailed: true, sentAt: at('2026-06-01T08:00:00Z') },
    ]);
    expect(await pruneDigestSends(t.ctx, at('2026-06-10T00:00:00Z'))).toBe(1);
    expect((await sendRows()).map((row) => row.periodKey)).toEqual(['daily:2026-06-01']);
  });
});
