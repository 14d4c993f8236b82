import { afterEach, describe, expect, it } from 'vitest';
import type { FacebookEmulator } from './create-emulator';
import { appSecretProof } from './oauth/tokens';
import { BAKERY, CAFE, OTHER_USER, RESTAURANT } from './seed/world';
import { APP, connect, graph, graphErrorOf, testEmulator, VERSION } from './testing';

let emulator: FacebookEmulator;
afterEach(async () => {
  await emulator?.close();
});

const FIELDS = 'created_time,recommendation_type,review_text,reviewer,rating,has_rating,has_review,open_graph_story{id,comments{id,message,from,created_time}}';
const ratingsUrl = (pageId: string, params: Record<string, string> = {}, version = VERSION) =>
  `/${version}/${pageId}/ratings?${new URLSearchParams({ fields: FIELDS, ...params }).toString()}`;

interface Rating {
  created_time: string;
  recommendation_type?: string;
  review_text?: string;
  rating?: number;
  has_rating: boolean;
  has_review: boolean;
  reviewer: { id: string; name: string };
  open_graph_story?: { id: string; comments?: { data: { from: { id: string } }[] } };
}

/** Every page of a Page's ratings through the `after` cursor, as an adapter would read them. */
async function readAll(token: string, pageId: string, limit: string) {
  const pages: { data: Rating[]; paging?: { cursors: { after: string }; next?: string } }[] = [];
  let after: string | undefined;
  do {
    const response = await graph(emulator, token, ratingsUrl(pageId, { limit, ...(after ? { after } : {}) }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    pages.push(body);
    after = body.paging?.next ? body.paging.cursors.after : undefined;
  } while (after && pages.length < 50);
  return pages;
}

describe('/{page-id}/ratings', () => {
  it('pages newest first with cursors, short where hidden ratings were cut out, no next on the last page', async () => {
    ({ emulator } = await testEmulator({ ratings: 30 }));
    const { pageTokens } = await connect(emulator);
    const pages = await readAll(pageTokens[CAFE.id]!, CAFE.id, '7');
    const ratings = pages.flatMap((p) => p.data);
    expect(ratings).toHaveLength(30);
    expect(emulator.state.snapshot({ pageId: CAFE.id, includeRatings: false }).counts).toMatchObject({ ratings: 30, hidden: 2 });
    // 32 ratings in windows of 7: five pages, and the two hidden ones make two of them short.
    expect(pages).toHaveLength(5);
    expect(pages.filter((p) => p.data.length < 7 && p.paging?.next).length).toBeGreaterThan(0);
    expect(pages.at(-1)!.paging!.next).toBeUndefined();
    const times = ratings.map((r) => r.created_time);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(ratings.map((r) => r.reviewer.id)).size).toBe(30);
    expect(times[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000$/);
  });

  it('serves recommendations, legacy stars, ratings without text and old ones without a story', async () => {
    ({ emulator } = await testEmulator({ ratings: 30 }));
    const { pageTokens } = await connect(emulator);
    const ratings = (await readAll(pageTokens[CAFE.id]!, CAFE.id, '100')).flatMap((p) => p.data);
    expect(new Set(ratings.flatMap((r) => r.recommendation_type ?? []))).toEqual(new Set(['positive', 'negative']));
    const legacy = ratings.filter((r) => r.rating !== undefined);
    expect(legacy.length).toBeGreaterThanOrEqual(3);
    for (const r of legacy) expect(r).toMatchObject({ has_rating: true, created_time: expect.stringMatching(/^201[5-8]-/) });
    expect(legacy.some((r) => r.recommendation_type === undefined)).toBe(true);
    expect(ratings.some((r) => !r.open_graph_story)).toBe(true);
    expect(ratings.filter((r) => !r.open_graph_story).every((r) => r.rating !== undefined)).toBe(true);
    const withoutText = ratings.filter((r) => r.review_text === undefined);
    expect(withoutText.length).toBeGreaterThan(0);
    expect(withoutText.every((r) => r.has_review === false)).toBe(true);
  });

  it('nests each story\'s comments, from the Page and from others, and leaves comments out where there are none', async () => {
    ({ emulator } = await testEmulator({ ratings: 30 }));
    const { pageTokens } = await connect(emulator);
    const ratings = (await readAll(pageTokens[CAFE.id]!, CAFE.id, '100')).flatMap((p) => p.data);
    const commenters = ratings.flatMap((r) => r.open_graph_story?.comments?.data ?? []).map((c) => c.from.id);
    expect(commenters).toContain(CAFE.id);
    expect(commenters.some((id) => id !== CAFE.id)).toBe(true);
    expect(ratings.some((r) => r.open_graph_story && !('comments' in r.open_graph_story))).toBe(true);
  });

  it('serves the default fields without `fields` (no story), and refuses a field the Recommendation does not have', async () => {
    ({ emulator } = await testEmulator());
    const { pageTokens } = await connect(emulator);
    const plain = (await graph(emulator, pageTokens[CAFE.id], `/${VERSION}/${CAFE.id}/ratings`)).json();
    expect(plain.data.every((r: Rating) => r.open_graph_story === undefined && r.created_time)).toBe(true);
    const unknown = await graph(emulator, pageTokens[CAFE.id], `/${VERSION}/${CAFE.id}/ratings?fields=created_time,id`);
    expect(graphErrorOf(unknown)).toMatchObject({ code: 100, message: '(#100) Tried accessing nonexisting field (id) on node type (Recommendation)' });
    const broken = await graph(emulator, pageTokens[CAFE.id], `/${VERSION}/${CAFE.id}/ratings?fields=open_graph_story{id`);
    expect(graphErrorOf(broken)).toMatchObject({ code: 100, message: expect.stringMatching(/^Syntax error/) });
  });

  it('answers error 12 from v22.0 unless the switch mimics Meta still serving ratings', async () => {
    ({ emulator } = await testEmulator());
    const { pageTokens } = await connect(emulator);
    const v22 = await graph(emulator, pageTokens[CAFE.id], ratingsUrl(CAFE.id, {}, 'v22.0'));
    expect(v22.statusCode).toBe(400);
    expect(graphErrorOf(v22)).toMatchObject({ code: 12, type: 'OAuthException' });
    expect((await graph(emulator, pageTokens[CAFE.id], ratingsUrl(CAFE.id, {}, 'v21.0'))).statusCode).toBe(200);
    emulator.state.setFailures({ serveRecommendationsAfterV22: true });
    expect((await graph(emulator, pageTokens[CAFE.id], ratingsUrl(CAFE.id, {}, 'v23.0'))).statusCode).toBe(200);
  });

  it('answers (#283) without pages_read_user_content', async () => {
    ({ emulator } = await testEmulator());
    const { pageTokens } = await connect(emulator, { untick: ['pages_read_user_content'] });
    const refused = await graph(emulator, pageTokens[CAFE.id], ratingsUrl(CAFE.id));
    expect(refused.statusCode).toBe(403);
    expect(graphErrorOf(refused)).toMatchObject({ code: 283, message: '(#283) Requires pages_read_user_content permission' });
  });

  it('needs a Page token of that Page: a user token is (#210), another Page\'s token (#200), an unknown Page 100/33', async () => {
    ({ emulator } = await testEmulator());
    const { longLived, pageTokens } = await connect(emulator);
    expect(graphErrorOf(await graph(emulator, longLived, ratingsUrl(CAFE.id)))).toMatchObject({ code: 210 });
    expect(graphErrorOf(await graph(emulator, pageTokens[RESTAURANT.id], ratingsUrl(CAFE.id)))).toMatchObject({ code: 200 });
    expect(graphErrorOf(await graph(emulator, pageTokens[CAFE.id], ratingsUrl('123456789012345')))).toMatchObject({ code: 100, error_subcode: 33 });
    const other = await connect(emulator, { user: OTHER_USER.id });
    expect((await graph(emulator, other.pageTokens[BAKERY.id], ratingsUrl(BAKERY.id))).statusCode).toBe(200);
  });

  it('rate limits with Graph codes 4/17/32/80001 and the usage header; server errors are 5xx with codes 1 and 2', async () => {
    ({ emulator } = await testEmulator());
    const { pageTokens } = await connect(emulator);
    emulator.state.setFailures({ rateLimited: 1 });
    const limited = await graph(emulator, pageTokens[CAFE.id], ratingsUrl(CAFE.id));
    expect(graphErrorOf(limited)).toMatchObject({ code: 32 });
    expect(JSON.parse(String(limited.headers['x-business-use-case-usage']))[CAFE.id][0]).toMatchObject({ estimated_time_to_regain_access: expect.any(Number) });
    expect((await graph(emulator, pageTokens[CAFE.id], ratingsUrl(CAFE.id))).statusCode).toBe(200);
    emulator.state.setFailures({ rateLimited: 1, rateLimitCode: 80001 });
    expect(graphErrorOf(await graph(emulator, pageTokens[CAFE.id], ratingsUrl(CAFE.id)))).toMatchObject({ code: 80001 });
    emulator.state.setFailures({ serverErrors: 2, serverErrorStatus: 500 });
    const broken = await graph(emulator, pageTokens[CAFE.id], ratingsUrl(CAFE.id));
    expect([broken.statusCode, graphErrorOf(broken).code]).toEqual([500, 1]);
    emulator.state.setFailures({ serverErrorStatus: 503 });
    const unavailable = await graph(emulator, pageTokens[CAFE.id], ratingsUrl(CAFE.id));
    expect([unavailable.statusCode, graphErrorOf(unavailable).code]).toEqual([503, 2]);
  });

  it('checks appsecret_proof when given, and asks for it when the app requires it', async () => {
    ({ emulator } = await testEmulator());
    const { pageTokens } = await connect(emulator);
    const token = pageTokens[CAFE.id]!;
    const proof = appSecretProof(token, APP.appSecret);
    expect((await graph(emulator, token, `${ratingsUrl(CAFE.id)}&appsecret_proof=${proof}`)).statusCode).toBe(200);
    expect(graphErrorOf(await graph(emulator, token, `${ratingsUrl(CAFE.id)}&appsecret_proof=${'0'.repeat(64)}`))).toMatchObject({ code: 100, message: 'Invalid appsecret_proof provided in the API argument' });
    emulator.state.setFailures({ requireAppSecretProof: true });
    expect(graphErrorOf(await graph(emulator, token, ratingsUrl(CAFE.id)))).toMatchObject({ code: 100 });
    expect((await graph(emulator, token, `${ratingsUrl(CAFE.id)}&appsecret_proof=${proof}`)).statusCode).toBe(200);
  });

  it('refuses a path without a Graph version', async () => {
    ({ emulator } = await testEmulator());
    const { pageTokens } = await connect(emulator);
    expect(graphErrorOf(await graph(emulator, pageTokens[CAFE.id], `/latest/${CAFE.id}/ratings`))).toMatchObject({ code: 2500 });
  });
});

describe('a rating read by its story id', () => {
  async function firstStory() {
    const { pageTokens, longLived } = await connect(emulator);
    const token = pageTokens[CAFE.id]!;
    const listed = (await graph(emulator, token, ratingsUrl(CAFE.id, { limit: '100' }))).json().data as Rating[];
    return { token, longLived, rating: listed.find((r) => r.open_graph_story)! };
  }

  it('answers the rating\'s fields for the bare id and for {page-id}_{story-id}', async () => {
    ({ emulator } = await testEmulator());
    const { token, rating } = await firstStory();
    const storyId = rating.open_graph_story!.id;
    for (const id of [storyId, `${CAFE.id}_${storyId}`]) {
      const node = await graph(emulator, token, `/${VERSION}/${id}?fields=${encodeURIComponent(FIELDS)}`);
      expect(node.statusCode).toBe(200);
      expect(node.json()).toEqual(rating);
    }
    expect((await graph(emulator, token, `/${VERSION}/${storyId}`)).json()).toMatchObject({ id: storyId, type: 'places.rates', data: expect.any(Object) });
  });

  it('is 100/33 for an unknown id, another Page\'s prefix, or another Page\'s token; (#210) with a user token', async () => {
    ({ emulator } = await testEmulator());
    const { token, longLived, rating } = await firstStory();
    const storyId = rating.open_graph_story!.id;
    expect(graphErrorOf(await graph(emulator, token, `/${VERSION}/10000000000000000`))).toMatchObject({ code: 100, error_subcode: 33 });
    expect(graphErrorOf(await graph(emulator, token, `/${VERSION}/${RESTAURANT.id}_${storyId}`))).toMatchObject({ code: 100, error_subcode: 33 });
    const restaurant = (await connect(emulator)).pageTokens[RESTAURANT.id];
    expect(graphErrorOf(await graph(emulator, restaurant, `/${VERSION}/${storyId}`))).toMatchObject({ code: 100, error_subcode: 33 });
    expect(graphErrorOf(await graph(emulator, longLived, `/${VERSION}/${storyId}`))).toMatchObject({ code: 210 });
  });

  it('answers (#12) for a bare id while that switch is on; the prefixed form still works', async () => {
    ({ emulator } = await testEmulator());
    const { token, rating } = await firstStory();
    emulator.state.setFailures({ bareStoryIdsDeprecated: true });
    const storyId = rating.open_graph_story!.id;
    expect(graphErrorOf(await graph(emulator, token, `/${VERSION}/${storyId}`))).toMatchObject({ code: 12, message: '(#12) singular statuses API is deprecated for versions v2.4 and higher' });
    expect((await graph(emulator, token, `/${VERSION}/${CAFE.id}_${storyId}`)).statusCode).toBe(200);
  });

  it('is a recommendation too: error 12 on v22.0', async () => {
    ({ emulator } = await testEmulator());
    const { token, rating } = await firstStory();
    expect(graphErrorOf(await graph(emulator, token, `/v22.0/${rating.open_graph_story!.id}`))).toMatchObject({ code: 12 });
  });
});
