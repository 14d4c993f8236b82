import { and, eq } from 'drizzle-orm';
import { aiResponses, platformConnections, reviews } from '@server/db/schema';
import { autoApproveDrafted } from '@server/domains/responses/auto-approve.service';
import { draftMissingForUser } from '@server/domains/responses/drafts.service';
import { postApprovedReply } from '@server/domains/responses/post-reply.service';
import { useTestApp } from '@server/test/test-app';
import { syncConnection } from '../sync.service';
import { facebookConnector } from './test-connect';

const t = useTestApp({}, { facebookEmulator: { autoConsent: true, ratings: 8 } });
beforeEach(() => t.facebook.state.reset());
const { connectPage } = facebookConnector(t);
const db = () => t.ctx.database.db;
const storedByStory = async (storyId: string) => (await db().select().from(reviews).where(eq(reviews.platformReviewId, storyId)))[0]!;

describe('a Facebook connection', () => {
  it('connects the Page picked among those the login manages, named from the Page', async () => {
    const { owner, pageId, connectionId } = await connectPage('Restaurant Havnely');
    const [connection] = await db().select().from(platformConnections).where(eq(platformConnections.id, connectionId));
    expect(connection).toMatchObject({ platform: 'facebook', platformLocationId: pageId, platformBusinessName: 'Restaurant Havnely', isActive: true });
    const list = await t.request({ method: 'GET', url: '/api/platforms', cookie: owner.cookie });
    expect(list.json()).toEqual([expect.objectContaining({ platform: 'facebook', platformBusinessName: 'Restaurant Havnely' })]);
  });

  it('imports recommendations without stars, and marks a rating without a story as one that takes no reply', async () => {
    const { owner, pageId, connectionId } = await connectPage();
    const liked = t.facebook.state.addRating({ pageId, recommendationType: 'positive', reviewText: 'Den bedste kaffe i byen!', reviewer: { name: 'Ida Holm' } });
    const disliked = t.facebook.state.addRating({ pageId, recommendationType: 'negative', reviewText: 'Kold kaffe og lang ventetid.', reviewer: { name: 'Peter Lund' } });
    const storyless = t.facebook.state.addRating({ pageId, recommendationType: 'positive', reviewText: 'Hyggeligt sted.', story: false, reviewer: { name: 'Ane Berg' } });
    await syncConnection(t.ctx, connectionId);

    expect(await storedByStory(liked.open_graph_story_id!)).toMatchObject({ platform: 'facebook', rating: null, recommendation: 'positive', canReply: true, reviewText: 'Den bedste kaffe i byen!' });
    expect(await storedByStory(disliked.open_graph_story_id!)).toMatchObject({ rating: null, recommendation: 'negative', canReply: true });
    const [old] = await db().select().from(reviews).where(and(eq(reviews.userId, owner.userId), eq(reviews.reviewerName, 'Ane Berg')));
    expect(old).toMatchObject({ recommendation: 'positive', canReply: false });
    expect(storyless.open_graph_story_id).toBeUndefined();

    await draftMissingForUser(t.ctx, owner.userId);
    const drafted = await db().select({ reviewId: aiResponses.reviewId }).from(aiResponses).where(eq(aiResponses.userId, owner.userId));
    expect(drafted.map((row) => row.reviewId)).not.toContain(old!.id);
    expect(drafted.map((row) => row.reviewId)).toContain((await storedByStory(liked.open_graph_story_id!)).id);
    const regenerate = await t.request({ method: 'POST', url: `/api/reviews/${old!.id}/generate-response`, cookie: owner.cookie });
    expect(regenerate.statusCode).toBe(400);
    expect(regenerate.json().message).toMatch(/no reply/);

    const stats = await t.request({ method: 'GET', url: '/api/reviews/stats', cookie: owner.cookie });
    const all = await db().select().from(reviews).where(eq(reviews.userId, owner.userId));
    const count = (kind: string) => all.filter((review) => review.recommendation === kind).length;
    expect(stats.json().recommendations).toEqual({ positive: count('positive'), negative: count('negative') });
    const rated = all.filter((review) => review.rating !== null);
    expect(stats.json().averageRating).toBe(rated.length ? Math.round((rated.reduce((sum, review) => sum + review.rating!, 0) / rated.length) * 100) / 100 : null);

    const page = await t.request({ method: 'GET', url: '/api/reviews/pending?platform=facebook&pageSize=100', cookie: owner.cookie });
    const shown = (page.json() as Array<{ id: string; recommendation: string | null; canReply: boolean }>).find((review) => review.id === old!.id);
    expect(shown).toMatchObject({ recommendation: 'positive', canReply: false });
  });

  it('posts an approved reply as one comment of the Page on the story, once, and never beside a reply written on Facebook', async () => {
    const { owner, pageId, connectionId } = await connectPage();
    const fresh = t.facebook.state.addRating({ pageId, recommendationType: 'positive', reviewText: 'Skønne kager!' });
    const answeredThere = t.facebook.state.addRating({ pageId, recommendationType: 'negative', reviewText: 'For dyrt.' });
    await syncConnection(t.ctx, connectionId);
    const approve = async (storyId: string, text: string) => {
      const review = await storedByStory(storyId);
      const [response] = await db().insert(aiResponses).values({ reviewId: review.id, userId: owner.userId, responseText: text, status: 'approved', tone: 'friendly', language: 'da' }).returning();
      return response!.id;
    };
    const first = await approve(fresh.open_graph_story_id!, 'Tusind tak, vi glæder os til at se dig igen!');
    expect(await postApprovedReply(t.ctx, first)).toEqual({ outcome: 'posted' });
    expect(await postApprovedReply(t.ctx, first)).not.toEqual({ outcome: 'posted' });
    const posts = t.facebook.state.snapshot().replyCalls.filter((call) => call.storyId === fresh.open_graph_story_id && call.method === 'POST');
    expect(posts).toHaveLength(1);
    const after = t.facebook.state.snapshot().ratings!.find((rating) => rating.open_graph_story_id === fresh.open_graph_story_id)!;
    expect(after.comments).toEqual([expect.objectContaining({ message: 'Tusind tak, vi glæder os til at se dig igen!', from: expect.objectContaining({ id: pageId }) })]);

    const second = await approve(answeredThere.open_graph_story_id!, 'Tak for din ærlige vurdering, vi ser på vores priser.');
    t.facebook.state.updateRating(answeredThere.open_graph_story_id!, { pageComment: { message: 'Skrevet direkte på Facebook.' } });
    expect(await postApprovedReply(t.ctx, second)).toMatchObject({ outcome: 'returned' });
    expect(t.facebook.state.snapshot().replyCalls.filter((call) => call.storyId === answeredThere.open_graph_story_id && call.method === 'POST')).toHaveLength(0);
    expect((await storedByStory(answeredThere.open_graph_story_id!)).platformReplyText).toBe('Skrevet direkte på Facebook.');
  });

  it('lets auto-approval post a positive recommendation under the 5-star switch, and never a negative one', async () => {
    const { owner, pageId, connectionId } = await connectPage();
    await syncConnection(t.ctx, connectionId);
    const settings = await t.request({ method: 'PATCH', url: '/api/settings', cookie: owner.cookie, payload: { autoApprove5Star: true, autoApprove1Star: true, autoApprove2Star: true } });
    expect(settings.statusCode).toBe(200);
    // Only reviews written after connecting are new; Facebook dates them to the second.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const liked = t.facebook.state.addRating({ pageId, recommendationType: 'positive', reviewText: 'Super god brunch.' });
    const disliked = t.facebook.state.addRating({ pageId, recommendationType: 'negative', reviewText: 'Ikke noget for os.' });
    await syncConnection(t.ctx, connectionId);
    const drafted = await draftMissingForUser(t.ctx, owner.userId);
    const scheduled = await autoApproveDrafted(t.ctx, drafted);
    const scheduledReviews = await db()
      .select({ storyId: reviews.platformReviewId })
      .from(aiResponses)
      .innerJoin(reviews, eq(reviews.id, aiResponses.reviewId))
      .where(eq(aiResponses.status, 'approved'));
    expect(scheduled.length).toBe(scheduledReviews.length);
    expect(scheduledReviews.map((row) => row.storyId)).toEqual([liked.open_graph_story_id]);
    expect(disliked.open_graph_story_id).toBeDefined();

    // Turning the 5-star switch off takes the scheduled post of the recommendation back too.
    const off = await t.request({ method: 'PATCH', url: '/api/settings', cookie: owner.cookie, payload: { autoApprove5Star: false } });
    expect(off.statusCode).toBe(200);
    const [taken] = await db()
      .select({ status: aiResponses.status, scheduledFor: aiResponses.scheduledFor })
      .from(aiResponses)
      .innerJoin(reviews, eq(reviews.id, aiResponses.reviewId))
      .where(eq(reviews.platformReviewId, liked.open_graph_story_id!));
    expect(taken).toEqual({ status: 'pending', scheduledFor: null });
  });

  it('reads on past a page Graph returns empty with more after it', async () => {
    const { connectionId, pageId } = await connectPage();
    await syncConnection(t.ctx, connectionId);
    const fresh = t.facebook.state.addRating({ pageId, recommendationType: 'positive', reviewText: 'Nyt sted, god stemning.' });
    // Ratings their reviewers hid take up a whole page of 100 and are left out of it: the page comes back empty.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5_000 });
    try {
      for (let n = 0; n < 100; n++) t.facebook.state.addRating({ pageId, hidden: true });
    } finally {
      vi.useRealTimers();
    }
    expect((await syncConnection(t.ctx, connectionId)).imported).toBe(1);
    expect(await storedByStory(fresh.open_graph_story_id!)).toMatchObject({ reviewText: 'Nyt sted, god stemning.' });
  });
});
