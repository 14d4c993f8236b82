import { afterEach, describe, expect, it } from 'vitest';
import type { FacebookEmulator } from './create-emulator';
import { CAFE, RESTAURANT } from './seed/world';
import { connect, graph, graphErrorOf, testEmulator, VERSION } from './testing';

let emulator: FacebookEmulator;
afterEach(async () => {
  await emulator?.close();
});

/** A Page token and the story of a rating without comments. */
async function setUp(choice: Parameters<typeof connect>[1] = {}) {
  ({ emulator } = await testEmulator());
  const { pageTokens } = await connect(emulator, choice);
  const added = emulator.state.addRating({ pageId: CAFE.id, recommendationType: 'positive', reviewText: 'Dejlig kaffe' });
  return { token: pageTokens[CAFE.id]!, storyId: added.open_graph_story_id! };
}

const comments = (token: string, id: string) => graph(emulator, token, `/${VERSION}/${id}/comments`);

describe('replying: comments on the rating\'s story', () => {
  it('posts as the Page with a form body or JSON, under the bare id or {page-id}_{story-id}, and lists them oldest first', async () => {
    const { token, storyId } = await setUp();
    const first = await graph(emulator, token, `/${VERSION}/${storyId}/comments`, { method: 'POST', form: { message: 'Tusind tak!' } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: expect.stringMatching(new RegExp(`^${storyId}_\\d+$`)) });
    const second = await graph(emulator, token, `/${VERSION}/${CAFE.id}_${storyId}/comments`, { method: 'POST', body: { message: 'Vi ses!' } });
    expect(second.statusCode).toBe(200);
    const listed = (await comments(token, storyId)).json();
    expect(listed.data).toEqual([
      { id: first.json().id, message: 'Tusind tak!', from: { id: CAFE.id, name: CAFE.name }, created_time: expect.stringMatching(/\+0000$/) },
      { id: second.json().id, message: 'Vi ses!', from: { id: CAFE.id, name: CAFE.name }, created_time: expect.any(String) },
    ]);
    expect((await comments(token, `${CAFE.id}_${storyId}`)).json().data).toHaveLength(2);
  });

  it('logs every post and delete with the status and Graph code the caller saw', async () => {
    const { token, storyId } = await setUp();
    const posted = (await graph(emulator, token, `/${VERSION}/${storyId}/comments`, { method: 'POST', form: { message: 'Tak' } })).json().id as string;
    await graph(emulator, token, `/${VERSION}/${storyId}/comments`, { method: 'POST', form: { message: ' ' } });
    await graph(emulator, token, `/${VERSION}/${posted}`, { method: 'DELETE' });
    expect(emulator.state.snapshot({ includeRatings: false }).replyCalls).toEqual([
      { method: 'POST', objectId: storyId, storyId, body: { message: 'Tak' }, time: expect.any(String), status: 200 },
      { method: 'POST', objectId: storyId, storyId, body: { message: ' ' }, time: expect.any(String), status: 400, errorCode: 100 },
      { method: 'DELETE', objectId: posted, storyId, body: null, time: expect.any(String), status: 200 },
    ]);
  });

  it('does not stop a Page commenting twice: not duplicating a reply is the caller\'s job', async () => {
    const { token, storyId } = await setUp();
    for (let i = 0; i < 2; i++) expect((await graph(emulator, token, `/${VERSION}/${storyId}/comments`, { method: 'POST', form: { message: 'Tak' } })).statusCode).toBe(200);
    expect((await comments(token, storyId)).json().data).toHaveLength(2);
  });

  it('needs pages_manage_engagement to comment, and answers 368 while the Page is blocked', async () => {
    const declined = await setUp({ untick: ['pages_manage_engagement'] });
    const refused = await graph(emulator, declined.token, `/${VERSION}/${declined.storyId}/comments`, { method: 'POST', form: { message: 'Tak' } });
    expect(graphErrorOf(refused)).toMatchObject({ code: 200, message: '(#200) Requires pages_manage_engagement permission' });
    await emulator.close();
    const { token, storyId } = await setUp();
    emulator.state.setFailures({ temporarilyBlocked: 1 });
    expect(graphErrorOf(await graph(emulator, token, `/${VERSION}/${storyId}/comments`, { method: 'POST', form: { message: 'Tak' } }))).toMatchObject({ code: 368 });
    expect((await graph(emulator, token, `/${VERSION}/${storyId}/comments`, { method: 'POST', form: { message: 'Tak' } })).statusCode).toBe(200);
  });

  it('deletes the Page\'s own comment; not someone else\'s, and not one that is gone', async () => {
    ({ emulator } = await testEmulator());
    const { pageTokens } = await connect(emulator);
    const token = pageTokens[CAFE.id]!;
    const rating = emulator.state.snapshot({ pageId: CAFE.id }).ratings!.find((r) => r.comments.some((c) => c.from.id !== CAFE.id))!;
    const theirs = rating.comments.find((c) => c.from.id !== CAFE.id)!;
    expect(graphErrorOf(await graph(emulator, token, `/${VERSION}/${theirs.id}`, { method: 'DELETE' }))).toMatchObject({ code: 200 });
    const mine = (await graph(emulator, token, `/${VERSION}/${rating.open_graph_story_id}/comments`, { method: 'POST', form: { message: 'Tak' } })).json().id as string;
    expect(graphErrorOf(await graph(emulator, pageTokens[RESTAURANT.id], `/${VERSION}/${mine}`, { method: 'DELETE' }))).toMatchObject({ code: 100, error_subcode: 33 });
    expect((await graph(emulator, token, `/${VERSION}/${mine}`, { method: 'DELETE' })).json()).toEqual({ success: true });
    expect(graphErrorOf(await graph(emulator, token, `/${VERSION}/${mine}`, { method: 'DELETE' }))).toMatchObject({ code: 100, error_subcode: 33 });
    expect((await comments(token, rating.open_graph_story_id!)).json().data.map((c: { id: string }) => c.id)).not.toContain(mine);
  });

  it('pages long comment lists with cursors', async () => {
    const { token, storyId } = await setUp();
    for (let i = 0; i < 5; i++) await graph(emulator, token, `/${VERSION}/${storyId}/comments`, { method: 'POST', form: { message: `Tak ${i}` } });
    const first = (await graph(emulator, token, `/${VERSION}/${storyId}/comments?limit=3`)).json();
    expect(first.data.map((c: { message: string }) => c.message)).toEqual(['Tak 0', 'Tak 1', 'Tak 2']);
    const rest = (await graph(emulator, token, `/${VERSION}/${storyId}/comments?limit=3&after=${first.paging.cursors.after}`)).json();
    expect(rest.data.map((c: { message: string }) => c.message)).toEqual(['Tak 3', 'Tak 4']);
    expect(rest.paging.next).toBeUndefined();
  });
});
