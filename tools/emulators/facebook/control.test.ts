import { afterEach, describe, expect, it } from 'vitest';
import type { FacebookEmulator } from './create-emulator';
import { CAFE, PRIMARY_USER, RESTAURANT } from './seed/world';
import { connect, graph, graphErrorOf, testEmulator, VERSION } from './testing';

let emulator: FacebookEmulator;
afterEach(async () => {
  await emulator?.close();
});

const control = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  emulator.app.inject({ method, url, ...(payload ? { payload } : {}) });

describe('control endpoints', () => {
  it('the state shows people, Pages, grants and counts; a Page filter narrows the ratings', async () => {
    ({ emulator } = await testEmulator());
    await connect(emulator);
    const state = (await control('GET', '/__emulator/state')).json();
    expect(state.users.map((u: { id: string }) => u.id)).toContain(PRIMARY_USER.id);
    expect(state.pages).toHaveLength(3);
    expect(state.grants).toEqual([expect.objectContaining({ userId: PRIMARY_USER.id, pageIds: [CAFE.id, RESTAURANT.id] })]);
    expect(state.counts).toMatchObject({ ratings: 36, hidden: 3, withoutStory: expect.any(Number), withPageComment: expect.any(Number), replyCalls: 0 });
    const cafe = (await control('GET', `/__emulator/state?pageId=${CAFE.id}`)).json();
    expect(cafe.ratings.every((r: { pageId: string }) => r.pageId === CAFE.id)).toBe(true);
    expect((await control('GET', '/__emulator/state?ratings=0')).json().ratings).toBeUndefined();
  });

  it('adds a rating over HTTP that Graph then serves first', async () => {
    ({ emulator } = await testEmulator());
    const { pageTokens } = await connect(emulator);
    const added = await control('POST', '/__emulator/ratings', { pageId: RESTAURANT.id, recommendationType: 'negative', reviewText: 'Kold mad', reviewer: { name: 'Ole Hansen' } });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ pageId: RESTAURANT.id, recommendation_type: 'negative', review_text: 'Kold mad', reviewer: { name: 'Ole Hansen' }, open_graph_story_id: expect.any(String) });
    const [first] = (await graph(emulator, pageTokens[RESTAURANT.id], `/${VERSION}/${RESTAURANT.id}/ratings?fields=review_text,reviewer,open_graph_story`)).json().data;
    expect(first).toMatchObject({ review_text: 'Kold mad', reviewer: { name: 'Ole Hansen' }, open_graph_story: { id: added.json().open_graph_story_id } });
  });

  it('adds old-style ratings: no text, no story, legacy stars', async () => {
    ({ emulator } = await testEmulator());
    const added = emulator.state.addRating({ reviewText: null, story: false, rating: 2 });
    expect(added).toMatchObject({ rating: 2 });
    expect(added).not.toHaveProperty('review_text');
    expect(added).not.toHaveProperty('open_graph_story_id');
    expect(added).not.toHaveProperty('recommendation_type');
  });

  it('edits a rating by its story id or key, and writes or removes the Page\'s own comment', async () => {
    ({ emulator } = await testEmulator());
    const added = emulator.state.addRating({ recommendationType: 'positive' });
    const edited = await control('PATCH', `/__emulator/ratings/${added.open_graph_story_id}`, { recommendationType: 'negative', reviewText: 'Ændret mening' });
    expect(edited.json()).toMatchObject({ recommendation_type: 'negative', review_text: 'Ændret mening' });
    const commented = emulator.state.updateRating(added.key, { pageComment: { message: 'Tak for feedback' } });
    expect(commented.comments).toEqual([expect.objectContaining({ message: 'Tak for feedback', from: { id: CAFE.id, name: CAFE.name } })]);
    expect(emulator.state.updateRating(added.key, { pageComment: null }).comments).toEqual([]);
    // A comment written on facebook.com is not an API call.
    expect(emulator.state.snapshot({ includeRatings: false }).replyCalls).toEqual([]);
  });

  it('answers 404 for an unknown rating or Page, 409 for a comment on a rating without story, 400 for a bad body', async () => {
    ({ emulator } = await testEmulator());
    expect((await control('PATCH', '/__emulator/ratings/nope', { reviewText: 'x' })).statusCode).toBe(404);
    expect((await control('POST', '/__emulator/ratings', { pageId: '1' })).statusCode).toBe(404);
    const old = emulator.state.addRating({ story: false });
    expect((await control('PATCH', `/__emulator/ratings/${old.key}`, { pageComment: { message: 'x' } })).statusCode).toBe(409);
    const bad = await control('POST', '/__emulator/ratings', { recommendationType: 'meh' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toMatch(/^recommendationType/);
    expect((await control('POST', '/__emulator/failures', { unknownSwitch: true })).statusCode).toBe(400);
  });

  it('failure switches are set, shown and cleared over HTTP', async () => {
    ({ emulator } = await testEmulator());
    expect((await control('POST', '/__emulator/failures', { rateLimited: 2, rateLimitCode: 4, bareStoryIdsDeprecated: true })).json()).toEqual({ rateLimited: 2, rateLimitCode: 4, bareStoryIdsDeprecated: true });
    expect((await control('POST', '/__emulator/failures', { bareStoryIdsDeprecated: null })).json()).toEqual({ rateLimited: 2, rateLimitCode: 4 });
    await control('DELETE', '/__emulator/failures');
    expect((await control('GET', '/__emulator/failures')).json()).toEqual({});
  });

  it('reset reseeds; tokens go unless kept', async () => {
    ({ emulator } = await testEmulator());
    const { pageTokens } = await connect(emulator);
    emulator.state.addRating();
    await control('POST', '/__emulator/reset', { keepTokens: true });
    expect(emulator.state.snapshot({ includeRatings: false }).counts.ratings).toBe(36);
    expect((await graph(emulator, pageTokens[CAFE.id], `/${VERSION}/me`)).statusCode).toBe(200);
    await control('POST', '/__emulator/reset');
    expect(graphErrorOf(await graph(emulator, pageTokens[CAFE.id], `/${VERSION}/me`))).toMatchObject({ code: 190 });
  });

  it('describes itself at /__emulator, and unknown paths answer in Graph\'s shape', async () => {
    ({ emulator } = await testEmulator());
    expect((await control('GET', '/__emulator')).json().control).toHaveProperty(['POST /__emulator/ratings']);
    expect(graphErrorOf(await control('GET', '/nothing/here/at/all'))).toMatchObject({ code: 2500 });
  });
});
