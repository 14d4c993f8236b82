import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGoogleEmulator, type GoogleEmulator } from './create-emulator';
import { PERSONAL_ACCOUNT, SEED_LOCATIONS } from './seed/businesses';
import { api, CLIENT, connect, testClock, tokenRequest } from './testing';

const open: GoogleEmulator[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((e) => e.close()));
});

const cafe = `${PERSONAL_ACCOUNT}/${SEED_LOCATIONS[0]!.location.name}`;

async function start(stateFile: string, seed = 12) {
  const emulator = await createGoogleEmulator({ stateFile, seed, autoConsent: true, clock: testClock().now });
  open.push(emulator);
  return emulator;
}

describe('state file', () => {
  it('a restart keeps issued tokens, reviews, replies, the reply log and the signing key', async () => {
    const stateFile = join(mkdtempSync(join(tmpdir(), 'google-emulator-state-')), 'nested', 'google.json');
    const first = await start(stateFile);
    const tokens = await connect(first);
    const review = (await api(first, tokens.access_token, `/v4/${cafe}/reviews?pageSize=1`)).json().reviews[0];
    await api(first, tokens.access_token, `/v4/${review.name}/reply`, { method: 'PUT', body: { comment: 'Tak fordi du kom forbi' } });
    const added = first.state.addReview({ comment: 'Live review', starRating: 'FOUR' });
    const jwks = (await first.app.inject({ url: '/oauth2/v3/certs' })).json();
    await first.close();
    open.splice(open.indexOf(first), 1);

    // Tokens are stored hashed: the file never holds a usable credential.
    const raw = readFileSync(stateFile, 'utf8');
    expect(raw).not.toContain(tokens.access_token);
    expect(raw).not.toContain(tokens.refresh_token);

    const second = await start(stateFile);
    expect((await api(second, tokens.access_token, '/v1/accounts')).statusCode).toBe(200);
    const refreshed = await tokenRequest(second, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: CLIENT.id, client_secret: CLIENT.secret });
    expect(refreshed.statusCode).toBe(200);
    expect((await api(second, tokens.access_token, `/v4/${review.name}`)).json().reviewReply.comment).toBe('Tak fordi du kom forbi');
    expect((await api(second, tokens.access_token, `/v4/${added.name}`)).json().comment).toBe('Live review');
    expect(second.state.snapshot().replyCalls).toHaveLength(1);
    expect((await second.app.inject({ url: '/oauth2/v3/certs' })).json()).toEqual(jwks);
  });

  it('is written atomically (no temporary file left behind)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'google-emulator-state-'));
    const emulator = await start(join(dir, 'google.json'));
    await connect(emulator);
    await new Promise((resolve) => setImmediate(resolve));
    expect(readdirSync(dir)).toEqual(['google.json']);
  });

  it('a different seed reseeds the reviews but keeps the connection', async () => {
    const stateFile = join(mkdtempSync(join(tmpdir(), 'google-emulator-state-')), 'google.json');
    const first = await start(stateFile, 12);
    const tokens = await connect(first);
    await first.close();
    open.splice(open.indexOf(first), 1);
    const second = await start(stateFile, 20);
    expect(second.state.snapshot({ includeReviews: false }).counts.reviews).toBe(80);
    expect((await api(second, tokens.access_token, '/v1/accounts')).statusCode).toBe(200);
  });

  it('an unreadable file is set aside and the emulator starts fresh', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'google-emulator-state-'));
    const stateFile = join(dir, 'google.json');
    writeFileSync(stateFile, '{ not json');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const emulator = await start(stateFile);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Google emulator: ignored unreadable state file/));
    warn.mockRestore();
    expect(emulator.state.snapshot({ includeReviews: false }).counts.reviews).toBe(48);
    expect(readdirSync(dir).some((f) => f.startsWith('google.json.unreadable-'))).toBe(true);
    await emulator.close();
    open.splice(open.indexOf(emulator), 1);
    expect(existsSync(stateFile)).toBe(true);
  });
});
