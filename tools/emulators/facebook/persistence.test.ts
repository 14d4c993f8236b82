import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testClock } from '../google/testing';
import { createFacebookEmulator, STATE_FILE_NAME, type FacebookEmulator } from './create-emulator';
import { CAFE } from './seed/world';
import { APP, connect, graph, VERSION } from './testing';

const open: FacebookEmulator[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((e) => e.close()));
});

async function start(dataDir: string, ratings = 12) {
  const emulator = await createFacebookEmulator({
    dataDir,
    ratings,
    autoConsent: true,
    clock: testClock().now,
    clients: [{ clientId: APP.appId, clientSecret: APP.appSecret, redirectUris: [APP.redirectUri] }],
  });
  open.push(emulator);
  return emulator;
}

async function stop(emulator: FacebookEmulator) {
  await emulator.close();
  open.splice(open.indexOf(emulator), 1);
}

const newDir = () => join(mkdtempSync(join(tmpdir(), 'facebook-emulator-')), 'nested');

describe('persistence under dataDir', () => {
  it('a restart keeps grants, tokens, ratings, comments, the reply log and the webhook', async () => {
    const dataDir = newDir();
    const first = await start(dataDir);
    const { longLived, pageTokens } = await connect(first);
    const token = pageTokens[CAFE.id]!;
    const added = first.state.addRating({ reviewText: 'Live rating' });
    await graph(first, token, `/${VERSION}/${added.open_graph_story_id}/comments`, { method: 'POST', form: { message: 'Tak fordi du kom forbi' } });
    first.state.setWebhook({ url: 'http://127.0.0.1:9/hook' });
    await stop(first);

    // Tokens are stored hashed: the file never holds a usable credential.
    const raw = readFileSync(join(dataDir, STATE_FILE_NAME), 'utf8');
    expect(raw).not.toContain(token);
    expect(raw).not.toContain(longLived);

    const second = await start(dataDir);
    const story = (await graph(second, token, `/${VERSION}/${added.open_graph_story_id}?fields=review_text,open_graph_story{comments{message}}`)).json();
    expect(story).toMatchObject({ review_text: 'Live rating', open_graph_story: { comments: { data: [{ message: 'Tak fordi du kom forbi' }] } } });
    expect((await graph(second, longLived, `/${VERSION}/me/permissions`)).statusCode).toBe(200);
    expect(second.state.snapshot({ includeRatings: false }).replyCalls).toHaveLength(1);
    expect(second.state.snapshot({ includeRatings: false }).webhook).toEqual({ url: 'http://127.0.0.1:9/hook' });
  });

  it('without dataDir nothing is kept: a new emulator starts fresh', async () => {
    const emulator = await createFacebookEmulator({ ratings: 2 });
    open.push(emulator);
    emulator.state.addRating();
    expect(emulator.state.snapshot({ includeRatings: false }).counts.ratings).toBe(7);
    const fresh = await createFacebookEmulator({ ratings: 2 });
    open.push(fresh);
    expect(fresh.state.snapshot({ includeRatings: false }).counts.ratings).toBe(6);
  });

  it('a different rating count reseeds but keeps the connection', async () => {
    const dataDir = newDir();
    const first = await start(dataDir, 12);
    const { pageTokens } = await connect(first);
    await stop(first);
    const second = await start(dataDir, 20);
    expect(second.state.snapshot({ includeRatings: false }).counts.ratings).toBe(60);
    expect((await graph(second, pageTokens[CAFE.id], `/${VERSION}/${CAFE.id}/ratings`)).statusCode).toBe(200);
  });

  it('an unreadable file is set aside and the emulator starts fresh', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'facebook-emulator-'));
    writeFileSync(join(dataDir, STATE_FILE_NAME), '{ not json');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const emulator = await start(dataDir);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Facebook emulator: ignored unreadable state file/));
    warn.mockRestore();
    expect(emulator.state.snapshot({ includeRatings: false }).counts.ratings).toBe(36);
    expect(readdirSync(dataDir).some((f) => f.startsWith(`${STATE_FILE_NAME}.unreadable-`))).toBe(true);
  });
});
