import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testClock } from '../google/testing';
import { createTrustpilotEmulator, STATE_FILE_NAME, type TrustpilotEmulator } from './create-emulator';
import { CAFE, PRIMARY_BUSINESS_USER } from './seed/businesses';
import { api, connect, refreshRequest } from './testing';

const open: TrustpilotEmulator[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((e) => e.close()));
});

async function start(dataDir: string, reviews = 12) {
  const emulator = await createTrustpilotEmulator({ dataDir, reviews, autoConsent: true, clock: testClock().now });
  open.push(emulator);
  return emulator;
}

async function stop(emulator: TrustpilotEmulator) {
  await emulator.close();
  open.splice(open.indexOf(emulator), 1);
}

const newDir = () => join(mkdtempSync(join(tmpdir(), 'trustpilot-emulator-')), 'nested');

describe('persistence under dataDir', () => {
  it('a restart keeps tokens, reviews, replies, the reply log and the webhook', async () => {
    const dataDir = newDir();
    const first = await start(dataDir);
    const tokens = await connect(first);
    const review = (await api(first, tokens.access_token, `/v1/private/business-units/${CAFE.id}/reviews?responded=false&perPage=1`)).json().reviews[0];
    await api(first, tokens.access_token, `/v1/private/reviews/${review.id}/reply`, { method: 'POST', body: { authorBusinessUserId: PRIMARY_BUSINESS_USER.id, message: 'Tak fordi du kom forbi' } });
    const added = first.state.addReview({ text: 'Live review' });
    first.state.setWebhook({ url: 'http://127.0.0.1:9/hook', secret: 'kept-across-restarts' });
    await stop(first);

    // Tokens are stored hashed: the file never holds a usable credential.
    const raw = readFileSync(join(dataDir, STATE_FILE_NAME), 'utf8');
    expect(raw).not.toContain(tokens.access_token);
    expect(raw).not.toContain(tokens.refresh_token);

    const second = await start(dataDir);
    expect((await api(second, tokens.access_token, `/v1/private/reviews/${review.id}`)).json().companyReply.text).toBe('Tak fordi du kom forbi');
    expect((await api(second, tokens.access_token, `/v1/private/reviews/${added.id}`)).json().text).toBe('Live review');
    expect(second.state.snapshot().replyCalls).toHaveLength(1);
    expect(second.state.snapshot({ includeReviews: false }).webhook).toEqual({ url: 'http://127.0.0.1:9/hook' });
    expect((await refreshRequest(second, tokens.refresh_token!)).statusCode).toBe(200);
  });

  it('without dataDir nothing is written and a new emulator starts fresh', async () => {
    const emulator = await createTrustpilotEmulator({ reviews: 2 });
    open.push(emulator);
    emulator.state.addReview();
    expect(emulator.state.snapshot({ includeReviews: false }).counts.reviews).toBe(7);
    const fresh = await createTrustpilotEmulator({ reviews: 2 });
    open.push(fresh);
    expect(fresh.state.snapshot({ includeReviews: false }).counts.reviews).toBe(6);
  });

  it('a different review count reseeds but keeps the connection', async () => {
    const dataDir = newDir();
    const first = await start(dataDir, 12);
    const tokens = await connect(first);
    await stop(first);
    const second = await start(dataDir, 20);
    expect(second.state.snapshot({ includeReviews: false }).counts.reviews).toBe(60);
    expect((await api(second, tokens.access_token, '/v1/private/business-units')).statusCode).toBe(200);
  });

  it('an unreadable file is set aside and the emulator starts fresh', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'trustpilot-emulator-'));
    writeFileSync(join(dataDir, STATE_FILE_NAME), '{ not json');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const emulator = await start(dataDir);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Trustpilot emulator: ignored unreadable state file/));
    warn.mockRestore();
    expect(emulator.state.snapshot({ includeReviews: false }).counts.reviews).toBe(36);
    expect(readdirSync(dataDir).some((f) => f.startsWith(`${STATE_FILE_NAME}.unreadable-`))).toBe(true);
  });
});
