import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@common/languages';
import { LUNA_CHAT_MAX_LENGTH, ZLunaChatResponseSchema } from '@common/schemas/luna';
import { businesses, PENDING_REVIEW, platformConnections, reviews, settings } from '@server/db/schema';
import { translator } from '@server/i18n/translate';
import { seedResponse, seedReview } from '@server/test/seed';
import { useTestApp } from '@server/test/test-app';
import { CHAT_LIMIT_PER_MINUTE } from './luna-chat.routes';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Wednesday 10 June 2026, 12:00 in Copenhagen: the week began on Monday 8 June. */
const NOW = new Date('2026-06-10T10:00:00Z');
const t = useTestApp({}, { clock: { now: () => NOW } });
const db = () => t.ctx.database.db;

type Owner = { cookie: string; email: string; userId: string; businessId: string };

async function owner(values: Partial<typeof settings.$inferInsert> = {}): Promise<Owner> {
  const account = await t.signUp();
  const [business] = await db().insert(businesses).values({ userId: account.userId, name: 'Café Solsikke', industry: 'cafe' }).returning();
  if (Object.keys(values).length > 0) await db().update(settings).set(values).where(eq(settings.userId, account.userId));
  return { ...account, businessId: business!.id };
}

const ask = (cookie: string | undefined, message: unknown) => t.request({ method: 'POST', url: '/api/luna/chat', cookie, payload: { message } });

async function answer(who: Owner, message: string): Promise<string> {
  const response = await ask(who.cookie, message);
  expect(response.statusCode, response.body).toBe(200);
  return ZLunaChatResponseSchema.parse(response.json()).response;
}

const insight = (topics: Array<[string, 'praised' | 'criticised']>) =>
  JSON.stringify({
    summary: 'A review.',
    sentiment: topics.some(([, feeling]) => feeling === 'criticised') ? 'negative' : 'positive',
    topics: topics.map(([topic, feeling]) => ({ topic, label: topic, feeling })),
  });

/** Every link in an answer: `[label](target)`. */
const linksOf = (text: string) => [...text.matchAll(/\[([^\]]+)\]\(([^)]+)\)/gu)].map((match) => ({ label: match[1]!, to: match[2]! }));

/** Another account with plenty of everything, which must never show up in the first one's answers. */
async function busyNeighbour() {
  const other = await owner();
  for (let i = 0; i < 7; i++) {
    const review = await seedReview(db(), other, {
      reviewerName: 'Zelda Neighbour',
      rating: 1,
      reviewText: 'The parking was a nightmare.',
      reviewedAt: new Date(NOW.getTime() - (i + 1) * DAY),
      aiSummary: insight([['parking', 'criticised']]),
    });
    if (i < 3) await seedResponse(db(), review, { status: 'posted', postedAt: new Date(NOW.getTime() - HOUR) });
  }
  return other;
}

describe('POST /api/luna/chat: the contract', () => {
  it('answers 401 without a session', async () => {
    const response = await ask(undefined, 'How many reviews are waiting?');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it("refuses a blank or too long question with 400 and the schema's messages", async () => {
    const me = await owner();
    for (const message of ['', '   \n ']) {
      const response = await ask(me.cookie, message);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ message: 'Write a question first' });
    }
    const long = await ask(me.cookie, 'x'.repeat(LUNA_CHAT_MAX_LENGTH + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ message: `A question can be at most ${LUNA_CHAT_MAX_LENGTH} characters` });
    expect((await ask(me.cookie, 'x'.repeat(LUNA_CHAT_MAX_LENGTH))).statusCode).toBe(200);
    expect((await ask(me.cookie, 42)).statusCode).toBe(400);
  });

  it('answers 429 with a clear message on the 31st question in a minute, for that user only', async () => {
    const me = await owner();
    const other = await owner();
    for (let i = 0; i < CHAT_LIMIT_PER_MINUTE; i++) expect((await ask(me.cookie, 'How many reviews are waiting?')).statusCode).toBe(200);
    const refused = await ask(me.cookie, 'How many reviews are waiting?');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(`You have asked Luna ${CHAT_LIMIT_PER_MINUTE} questions in a minute. Please wait a moment and ask again.`);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await ask(other.cookie, 'How many reviews are waiting?')).statusCode).toBe(200);
  });
});

describe('POST /api/luna/chat: answers with the account’s own figures', () => {
  it('counts the waiting reviews and the 5-star drafts ready for bulk approval, as the database does', async () => {
    const me = await owner();
    await busyNeighbour();
    for (let i = 0; i < 3; i++) await seedReview(db(), me, { rating: 4 });
    for (let i = 0; i < 2; i++) await seedResponse(db(), await seedReview(db(), me, { rating: 5 }));
    await seedResponse(db(), await seedReview(db(), me, { rating: 5 }), { status: 'posted', postedAt: NOW });
    await seedResponse(db(), await seedReview(db(), me, { rating: 2 }), { status: 'failed', statusReason: 'Google refused it' });

    const [waiting] = await db().select({ value: count() }).from(reviews).where(and(eq(reviews.userId, me.userId), PENDING_REVIEW));
    expect(waiting!.value).toBe(6);

    const english = await answer(me, 'how many reviews are waiting?');
    expect(english).toContain(`${waiting!.value} reviews are waiting for you.`);
    expect(english).toContain('2 of them are 5-star reviews with replies ready for bulk approval (Bulk Actions → Approve All 5★ Reviews (2)).');
    expect(english).toContain('1 reply could not be posted');
    expect(linksOf(english)).toEqual([{ label: 'Open your reviews', to: '/reviews' }]);

    const danish = await answer(me, 'hvor mange anmeldelser venter?');
    expect(danish).toContain(`${waiting!.value} anmeldelser venter på dig.`);
    expect(danish).toContain('Godkend alle 5★-anmeldelser (2)');
  });

  it("answers with one location's figures when the switcher shows one, and the account's for All", async () => {
    const me = await owner();
    const [hotel] = await db().insert(businesses).values({ userId: me.userId, name: 'Hotel Havblik', industry: 'hotel' }).returning();
    const atHotel = { ...me, businessId: hotel!.id };
    for (let i = 0; i < 3; i++) await seedReview(db(), me, { rating: 4 });
    await seedResponse(db(), await seedReview(db(), atHotel, { rating: 5 }));
    await seedResponse(db(), await seedReview(db(), atHotel, { rating: 1 }), { status: 'posted', postedAt: new Date(NOW.getTime() - HOUR) });
    const askAt = async (location: string) => {
      const response = await t.request({ method: 'POST', url: '/api/luna/chat', cookie: me.cookie, payload: { message: 'how many reviews are waiting?', location } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().response as string;
    };
    expect(await askAt(hotel!.id)).toContain('1 review is waiting for you.');
    expect(await askAt(me.businessId)).toContain('3 reviews are waiting for you.');
    expect(await askAt('all')).toContain('4 reviews are waiting for you.');
    const postedAt = async (location: string) =>
      (await t.request({ method: 'POST', url: '/api/luna/chat', cookie: me.cookie, payload: { message: 'how many replies were posted this week?', location } })).json().response as string;
    expect(await postedAt(me.businessId)).toContain('No replies have been posted this week');
    expect(await postedAt(hotel!.id)).toContain('1 reply has been posted this week');
    const stranger = await owner();
    const theirs = await t.request({ method: 'POST', url: '/api/luna/chat', cookie: stranger.cookie, payload: { message: 'how many reviews are waiting?', location: hotel!.id } });
    expect(theirs.json().response).toContain('No reviews are waiting for you');
    expect((await t.request({ method: 'POST', url: '/api/luna/chat', cookie: me.cookie, payload: { message: 'hi', location: 'hotel' } })).statusCode).toBe(400);
  });

  it('says so when nothing waits, without inventing a number', async () => {
    const me = await owner();
    await busyNeighbour();
    expect(await answer(me, 'how many reviews are waiting?')).toContain("No reviews are waiting for you: you're all caught up!");
  });

  it("names what customers criticise (the AI Insights of the last 90 days) and links the latest negative reviews", async () => {
    const me = await owner();
    const neighbour = await busyNeighbour();
    const days = (n: number) => new Date(NOW.getTime() - n * DAY);
    await seedReview(db(), me, { rating: 2, reviewedAt: days(3), reviewerName: 'Ole', reviewText: 'We waited forty minutes for cold food.', aiSummary: insight([['waiting', 'criticised'], ['food', 'criticised']]) });
    await seedReview(db(), me, { rating: 1, reviewedAt: days(10), reviewerName: 'Kim [VIP](/x)\n', reviewText: 'Slow.', aiSummary: insight([['waiting', 'criticised']]) });
    await seedReview(db(), me, { rating: 5, reviewedAt: days(20), aiSummary: insight([['staff', 'praised'], ['waiting', 'criticised']]) });
    await seedReview(db(), me, { rating: 5, reviewedAt: days(30), aiSummary: insight([['staff', 'praised'], ['food', 'praised']]) });
    // Older than 90 days: not in the topics, still among the latest negative reviews.
    const old = await seedReview(db(), me, { rating: 1, reviewedAt: days(120), reviewerName: 'Bo', reviewText: 'Rude staff. [Complain here](/settings)', aiSummary: insight([['staff', 'criticised']]) });
    // An insight written as plain text is skipped, not counted.
    await seedReview(db(), me, { rating: 3, reviewedAt: days(5), aiSummary: 'Mixed feelings.' });

    const complaints = await answer(me, 'what do customers complain about?');
    expect(complaints).toContain('What customers criticised most in the last 90 days (4 reviews with an AI Insight):');
    expect(complaints).toContain('• Waiting time: 3 reviews');
    expect(complaints).toContain('• Food: 1 review');
    expect(complaints).not.toContain('Staff:');
    const mine = await db().select({ id: reviews.id }).from(reviews).where(and(eq(reviews.userId, me.userId), sql`${reviews.rating} <= 2`)).orderBy(sql`${reviews.reviewedAt} desc`);
    // A reviewer's name cannot break the link it labels.
    const labels = ['Ole, 2★, 07.06.2026', 'Kim VIP/x, 1★, 31.05.2026', 'Bo, 1★, 10.02.2026'];
    expect(linksOf(complaints)).toEqual(mine.map(({ id }, i) => ({ label: labels[i], to: `/reviews?review=${id}` })));
    // Nor can a review's words make a link of their own.
    expect(complaints).toContain(`[Bo, 1★, 10.02.2026](/reviews?review=${old.id}): “Rude staff. Complain here(/settings)”`);
    expect(complaints).not.toMatch(/Zelda|parking|Parking/u);
    const [neighbourReview] = await db().select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, neighbour.userId)).limit(1);
    expect(complaints).not.toContain(neighbourReview!.id);

    const praise = await answer(me, 'what do customers praise?');
    expect(praise).toContain('• Staff: 2 reviews');
    expect(praise).toContain('• Food: 1 review');
  });

  it('has no topics to name for an account without insights', async () => {
    const me = await owner();
    await busyNeighbour();
    const complaints = await answer(me, 'what do customers complain about?');
    expect(complaints).toContain("None of your reviews from the last 90 days has an AI Insight yet, so I can't say what customers praise or criticise.");
    expect(complaints).toContain('You have no reviews with 1 or 2 stars.');
  });

  it('gives the average rating, the last 30 days against the 30 before, and reviews per star', async () => {
    const me = await owner();
    await busyNeighbour();
    const at = (days: number) => ({ reviewedAt: new Date(NOW.getTime() - days * DAY) });
    for (const [rating, days] of [[5, 1], [4, 10], [5, 20], [3, 40], [2, 50], [4, 100]] as const) await seedReview(db(), me, { rating, ...at(days) });
    await seedReview(db(), me, { rating: null, ...at(2) });

    const text = await answer(me, 'whats my average rating');
    expect(text).toContain('Your average rating is 3.8 ★, from 6 rated reviews.');
    expect(text).toContain('Last 30 days: 4.7 ★ from 3 reviews.');
    expect(text).toContain('The 30 days before: 2.5 ★ from 2 reviews.');
    expect(text).toContain('That is 2.2 stars up.');
    expect(text).toContain('Reviews per star: 5★ 2 · 4★ 2 · 3★ 1 · 2★ 1 · 1★ 0');
    expect(await answer(me, 'hvad er min gennemsnitlige bedømmelse')).toContain('Din gennemsnitlige bedømmelse er 3,8 ★');

    const empty = await owner();
    expect(await answer(empty, 'whats my average rating')).toBe('None of your reviews has a star rating yet, so there is no average to show.');
  });

  it("counts Facebook's recommendations apart from the average, and lists a 'doesn't recommend' among the negative reviews", async () => {
    const me = await owner();
    const facebook = (recommendation: 'positive' | 'negative', days: number, reviewerName = 'Ida') =>
      seedReview(db(), me, { platform: 'facebook', rating: null, recommendation, reviewerName, reviewedAt: new Date(NOW.getTime() - days * DAY) });
    await facebook('positive', 1);
    await facebook('positive', 2);
    const disliked = await facebook('negative', 3, 'Jonas');

    expect(await answer(me, 'whats my average rating')).toBe(
      "None of your reviews has a star rating yet, so there is no average to show.\n\nFacebook recommendations, not in the average: 👍 2 recommend, 👎 1 don't.",
    );
    await seedReview(db(), me, { rating: 4, reviewedAt: new Date(NOW.getTime() - DAY) });
    const text = await answer(me, 'whats my average rating');
    expect(text).toContain('Your average rating is 4.0 ★, from 1 rated review.');
    expect(text).toContain("Facebook recommendations, not in the average: 👍 2 recommend, 👎 1 don't.");
    expect(linksOf(await answer(me, 'what do customers complain about?'))).toEqual([{ label: 'Jonas, 👎, 07.06.2026', to: `/reviews?review=${disliked.id}` }]);
  });

  it("lists what auto-approval has scheduled, at the user's own times", async () => {
    const me = await owner({ timeZone: 'America/New_York', autoApprove5Star: true, autoApprove4Star: true });
    await busyNeighbour();
    const soon = await seedReview(db(), me, { reviewerName: 'Anna', rating: 5 });
    await seedResponse(db(), soon, { status: 'approved', scheduledFor: new Date('2026-06-10T14:30:00Z') });
    const later = await seedReview(db(), me, { reviewerName: 'Bent', rating: 4 });
    await seedResponse(db(), later, { status: 'approved', scheduledFor: new Date('2026-06-11T13:05:00Z') });
    // Approved by hand and posted at once: nothing scheduled.
    await seedResponse(db(), await seedReview(db(), me), { status: 'approved', scheduledFor: null });

    const text = await answer(me, 'what is scheduled to be posted?');
    expect(text).toContain('2 auto-approved replies are scheduled:');
    expect(text).toContain('• 10.06.2026 at 10:30: the reply to Anna (5★, Google)');
    expect(text).toContain('• 11.06.2026 at 09:05: the reply to Bent (4★, Google)');
    expect(text).toContain('Times are in your time zone (America/New_York).');
    expect(text).toContain('Auto-approval is on for 5★ and 4★ reviews.');

    const none = await owner();
    expect(await answer(none, 'what is scheduled to be posted?')).toBe(
      'Auto-approval has no replies scheduled right now.\n\nAuto-approval is off for every star rating, so nothing is posted until you approve it.',
    );
  });

  it('counts the replies posted this week, since Monday in the user’s time zone', async () => {
    const me = await owner();
    await busyNeighbour();
    const post = async (name: string, postedAt: string) =>
      seedResponse(db(), await seedReview(db(), me, { reviewerName: name, rating: 5 }), { status: 'posted', postedAt: new Date(postedAt) });
    await post('Monday', '2026-06-07T22:30:00Z'); // 00:30 on Monday in Copenhagen
    await post('Tuesday', '2026-06-09T08:00:00Z');
    await post('Sunday', '2026-06-07T21:30:00Z'); // 23:30 on Sunday: last week
    const text = await answer(me, 'what did we post this week');
    expect(text).toContain('2 replies have been posted this week (since Monday 08.06.2026):');
    expect(text).toContain('• 09.06.2026 at 10:00: to Tuesday (5★, Google)');
    expect(text).toContain('• 08.06.2026 at 00:30: to Monday (5★, Google)');
    expect(text).not.toContain('Sunday');
  });

  it('tells the state of each connection: last sync and expiry', async () => {
    const me = await owner();
    await busyNeighbour();
    expect(await answer(me, 'is my google connection ok?')).toBe('No review platform is connected yet.\n\n[Platform Connections](/platforms)');
    await db().insert(platformConnections).values({
      userId: me.userId,
      businessId: me.businessId,
      platform: 'google',
      platformBusinessName: 'Café Solsikke, Nørrebro',
      platformLocationId: 'accounts/1/locations/1',
      accessTokenSealed: t.ctx.cipher.encrypt('access'),
      lastSyncAt: new Date('2026-06-10T07:17:00Z'),
      tokenExpiry: new Date(NOW.getTime() + 3 * DAY),
    });
    expect(await answer(me, 'is my google connection ok?')).toBe(
      '• Google (Café Solsikke, Nørrebro): connected, last synced 10.06.2026 at 09:17, the connection expires on 13.06.2026, so reconnect it soon.\n\n[Platform Connections](/platforms)',
    );
  });
});

describe('POST /api/luna/chat: how-to answers and the rest', () => {
  it('explains auto-approval with a link to its section and the account’s current state', async () => {
    const me = await owner({ autoApprove5Star: true });
    const text = await answer(me, 'how do I turn on auto-approval?');
    expect(linksOf(text)).toEqual([{ label: 'Settings', to: '/settings#automation' }]);
    expect(text).toContain('Under Auto-Approval by Rating, switch on the star ratings you trust.');
    expect(text).toContain('Press Save Changes.');
    expect(text).toContain('Auto-approval is on for 5★ reviews now.');
  });

  it('links every how-to answer to an app screen only', async () => {
    const me = await owner();
    const questions = [
      'how do i approve a reply',
      'how do i add my email to the replies',
      'how do i connect google',
      'can i make the replies sound more casual',
      'where do i add custom instructions for the ai',
      'can replies only go out during opening hours',
      'how do i stop the daily email digest',
      'can the replies be written in german?',
      'how much does the professional plan cost',
      'forgot my password, how do i change it',
    ];
    const routes = ['/reviews', '/platforms', '/settings', '/notifications', '/billing', '/profile'];
    for (const question of questions) {
      const links = linksOf(await answer(me, question));
      expect(links.length, question).toBeGreaterThan(0);
      for (const { to } of links) expect(routes.some((route) => to === route || to.startsWith(`${route}#`)), `${question}: ${to}`).toBe(true);
    }
  });

  it("answers what it cannot with 'I can't answer that yet' and three questions it can", async () => {
    const me = await owner();
    expect(await answer(me, "what's the weather in copenhagen tomorrow")).toBe(
      "I can't answer that yet. I know your reviews and how Reputation AI works; you could ask me, for example:\n• How many reviews are waiting?\n• What do customers complain about?\n• How do I turn on auto-approval?",
    );
  });

  it('answers a short or unclear question in the interface language', async () => {
    const me = await owner({ uiLanguage: 'de' });
    expect(await answer(me, '???')).toContain(translator('de', 'luna-chat')('unknown.intro'));
  });
});

describe('POST /api/luna/chat: the three questions of the issue, in all nine languages', () => {
  const QUESTIONS: Record<Language, [pending: string, complaints: string, autoApproval: string]> = {
    en: ['How many reviews are waiting?', 'What do customers complain about?', 'How do I turn on auto-approval?'],
    da: ['Hvor mange anmeldelser venter?', 'Hvad klager kunderne over?', 'Hvordan slår jeg automatisk godkendelse til?'],
    sv: ['Hur många recensioner väntar?', 'Vad klagar kunderna på?', 'Hur slår jag på automatiskt godkännande?'],
    no: ['Hvor mange anmeldelser venter?', 'Hva klager kundene på?', 'Hvordan skrur jeg på automatisk godkjenning?'],
    fi: ['Kuinka monta arvostelua odottaa?', 'Mistä asiakkaat valittavat?', 'Miten laitan automaattisen hyväksynnän päälle?'],
    de: ['Wie viele Bewertungen warten?', 'Worüber beschweren sich die Kunden?', 'Wie schalte ich die automatische Freigabe ein?'],
    fr: ["Combien d'avis sont en attente ?", 'De quoi se plaignent les clients ?', "Comment activer l'approbation automatique ?"],
    es: ['¿Cuántas reseñas están pendientes?', '¿De qué se quejan los clientes?', '¿Cómo activo la aprobación automática?'],
    pt: ['Quantas avaliações estão à espera?', 'Do que se queixam os clientes?', 'Como ativo a aprovação automática?'],
  };

  it.each(LANGUAGES)('%s', async (language) => {
    // Danish and Norwegian ask this alike, word for word: their owners' interface language tells them apart.
    const uiLanguage = language === 'da' || language === 'no' ? language : language === 'en' ? 'de' : 'en';
    const me = await owner({ uiLanguage });
    await busyNeighbour();
    for (let i = 0; i < 4; i++) await seedReview(db(), me, { rating: 5 });
    const negative = await seedReview(db(), me, { rating: 1, reviewedAt: new Date(NOW.getTime() - DAY), aiSummary: insight([['waiting', 'criticised']]) });
    const say = translator(language, 'luna-chat');
    const [pending, complaints, autoApproval] = QUESTIONS[language];

    expect(await answer(me, pending)).toContain(say('pending.count', { count: 5 }));
    const topics = await answer(me, complaints);
    expect(topics).toContain(say('topics.line', { label: translator(language, 'topics')('waiting'), count: 1 }));
    expect(topics).toContain(`(/reviews?review=${negative.id})`);
    const steps = await answer(me, autoApproval);
    expect(steps).toContain(`(/settings#automation)`);
    expect(steps).toContain(translator(language, 'settings')('automation.title'));
  });
});
