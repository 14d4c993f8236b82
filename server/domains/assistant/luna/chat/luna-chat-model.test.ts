import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLunaChatResponseSchema } from '@common/schemas/luna';
import { aiResponses, businesses, platformConnections, reviews, settings } from '@server/db/schema';
import { fakeModelServer, type Handler } from '@server/domains/assistant/llm/fake-model-server';
import { seedResponse, seedReview } from '@server/test/seed';
import { useTestApp } from '@server/test/test-app';

const DAY = 86_400_000;
const NOW = new Date('2026-06-10T10:00:00Z');

/** What the fake model does with the next request; each test sets it. */
let handler: Handler = () => ({ status: 500, body: {} });
let server: Awaited<ReturnType<typeof fakeModelServer>>;
const env: Record<string, string> = { AI_PROVIDER: 'openai', AI_MODEL: 'test-model', AI_API_KEY: 'sk-test', AI_TIMEOUT_MS: '1500' };

// Registered before the test app's own hook, so the app is built against the fake model's address.
beforeAll(async () => {
  server = await fakeModelServer((request, body) => handler(request, body));
  env.AI_BASE_URL = server.url;
});
afterAll(() => server.close());

const t = useTestApp(env, { clock: { now: () => NOW } });
const db = () => t.ctx.database.db;

async function owner(name: string) {
  const account = await t.signUp();
  const [business] = await db().insert(businesses).values({ userId: account.userId, name, industry: 'cafe' }).returning();
  return { ...account, businessId: business!.id };
}

/** An account with 3 waiting reviews, a scheduled and a posted reply, an insight and a connection, all named after `who`. */
async function withData(who: string) {
  const me = await owner(`${who} Café`);
  await db().update(settings).set({ autoApprove5Star: true }).where(eq(settings.userId, me.userId));
  for (let i = 0; i < 3; i++) await seedReview(db(), me, { reviewerName: `${who} Reviewer`, rating: 5 });
  const negative = await seedReview(db(), me, {
    reviewerName: `${who} Reviewer`,
    rating: 1,
    reviewText: `${who} complains.`,
    reviewedAt: new Date(NOW.getTime() - DAY),
    aiSummary: JSON.stringify({ summary: 's', sentiment: 'negative', topics: [{ topic: 'waiting', label: 'Waiting time', feeling: 'criticised' }] }),
  });
  await seedResponse(db(), negative, { status: 'approved', scheduledFor: new Date(NOW.getTime() + DAY) });
  await seedResponse(db(), await seedReview(db(), me, { reviewerName: `${who} Reviewer` }), { status: 'posted', postedAt: NOW });
  await db().insert(platformConnections).values({
    userId: me.userId,
    businessId: me.businessId,
    platform: 'google',
    platformBusinessName: `${who} Café`,
    platformLocationId: `accounts/${who}/locations/1`,
    accessTokenSealed: t.ctx.cipher.encrypt(`${who}-token`),
  });
  return me;
}

const toolCall = (id: string, name: string, args: Record<string, unknown> = {}) => ({ id, type: 'function', function: { name, arguments: JSON.stringify(args) } });
const answer = (content: string) => ({ status: 200, body: { choices: [{ message: { role: 'assistant', content } }] } });
const toolMessages = (body: Record<string, unknown>) =>
  (body.messages as Array<{ role: string; content: string; tool_call_id?: string }>).filter((message) => message.role === 'tool');

async function ask(cookie: string, message: string) {
  const response = await t.request({ method: 'POST', url: '/api/luna/chat', cookie, payload: { message } });
  expect(response.statusCode, response.body).toBe(200);
  return ZLunaChatResponseSchema.parse(response.json()).response;
}

/** Every table Luna could touch, as rows: what a conversation must leave as it was. */
const snapshot = async () => ({
  reviews: await db().select().from(reviews).orderBy(reviews.id),
  responses: await db().select().from(aiResponses).orderBy(aiResponses.id),
  settings: await db().select().from(settings).orderBy(settings.userId),
  connections: await db().select().from(platformConnections).orderBy(platformConnections.id),
});

describe('POST /api/luna/chat with a model (AI_PROVIDER=openai)', () => {
  it("lets the model read the owner's figures through tools and answers with its words", async () => {
    const me = await withData('Mine');
    await withData('Theirs');
    handler = (_, body) =>
      toolMessages(body).length === 0
        ? { status: 200, body: { choices: [{ message: { content: null, tool_calls: [toolCall('c1', 'pending_reviews')] } }] } }
        : answer('You have 3 reviews waiting. [Open them](/reviews) or [see this](https://evil.example/phish).');

    expect(await ask(me.cookie, 'How many reviews are waiting?')).toBe('You have 3 reviews waiting. [Open them](/reviews) or see this.');
    const [first, second] = server.seen.slice(-2);
    expect(first!.body).toMatchObject({ model: 'test-model', messages: [{ role: 'system' }, { role: 'user', content: '<question>\nHow many reviews are waiting?\n</question>' }] });
    expect((first!.body.messages as Array<{ content: string }>)[0]!.content).toContain('Answer in English');
    expect((first!.body.tools as Array<{ function: { name: string } }>).map((tool) => tool.function.name)).toEqual([
      'pending_reviews',
      'scheduled_replies',
      'replies_posted_this_week',
      'rating_summary',
      'review_topics',
      'latest_negative_reviews',
      'platform_connections',
      'account_settings',
      'app_help',
    ]);
    expect(JSON.parse(toolMessages(second!.body)[0]!.content)).toEqual({ pending: 3, fiveStarReady: 0, failed: 0, link: '/reviews' });
  });

  it("shows the model nothing of another account, and changes nothing, whatever it calls", async () => {
    const me = await withData('Mine');
    await withData('Theirs');
    const every = [
      toolCall('a', 'pending_reviews'),
      toolCall('b', 'scheduled_replies'),
      toolCall('c', 'replies_posted_this_week'),
      toolCall('d', 'rating_summary'),
      toolCall('e', 'review_topics', { feeling: 'criticised' }),
      toolCall('f', 'review_topics', { feeling: 'everything' }),
      toolCall('g', 'latest_negative_reviews'),
      toolCall('h', 'platform_connections'),
      toolCall('i', 'account_settings'),
      toolCall('j', 'app_help', { topic: 'howAutoApproval' }),
      toolCall('k', 'pending_reviews', { userId: 'someone-else' }),
    ];
    handler = (_, body) => (toolMessages(body).length === 0 ? { status: 200, body: { choices: [{ message: { content: null, tool_calls: every } }] } } : answer('Done.'));
    const before = await snapshot();

    expect(await ask(me.cookie, 'Tell me everything about my account')).toBe('Done.');
    const results = toolMessages(server.seen.at(-1)!.body);
    expect(results.map((message) => message.tool_call_id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k']);
    const everything = results.map((message) => message.content).join('\n');
    expect(everything).toContain('Mine Reviewer');
    expect(everything).toContain('Mine Café');
    expect(everything).not.toContain('Theirs');
    expect(everything).not.toContain('token');
    expect(JSON.parse(results[0]!.content)).toMatchObject({ pending: 3 });
    expect(JSON.parse(results[1]!.content)).toMatchObject({ count: 1, next: [{ reviewer: 'Mine Reviewer', stars: 1, date: '11.06.2026', time: '12:00' }], autoApprovalStars: [5] });
    expect(JSON.parse(results[2]!.content)).toMatchObject({ since: '08.06.2026', count: 1 });
    expect(JSON.parse(results[4]!.content)).toEqual({ periodDays: 90, reviewsWithInsight: 1, topics: [{ topic: 'Waiting time', reviews: 1 }] });
    expect(JSON.parse(results[5]!.content)).toHaveProperty('error');
    expect(JSON.parse(results[6]!.content)).toEqual([expect.objectContaining({ reviewer: 'Mine Reviewer', link: expect.stringMatching(/^\/reviews\?review=/u) })]);
    expect(JSON.parse(results[9]!.content).help).toContain('(/settings#automation)');
    // A model cannot name the account it reads: extra arguments change nothing.
    expect(JSON.parse(results[10]!.content)).toMatchObject({ pending: 3 });
    expect(await snapshot()).toEqual(before);
  });

  it('answers offline when the model fails', async () => {
    const me = await withData('Mine');
    handler = () => ({ status: 500, body: { error: 'down' } });
    const seen = server.seen.length;
    expect(await ask(me.cookie, 'How many reviews are waiting?')).toBe('3 reviews are waiting for you. None of them is a 5-star review with a reply ready for bulk approval.\n\n[Open your reviews](/reviews)');
    expect(server.seen.length - seen).toBeGreaterThanOrEqual(1);
  });

  it('answers offline when the model is too slow', async () => {
    const me = await withData('Mine');
    handler = () => ({ ...answer('Too late.'), delayMs: 3000 });
    const started = Date.now();
    expect(await ask(me.cookie, 'hvor mange anmeldelser venter?')).toContain('3 anmeldelser venter på dig.');
    expect(Date.now() - started).toBeLessThan(2500);
  });
});
