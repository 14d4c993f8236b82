import { describe, expect, it } from 'vitest';
import { useTestApp } from '@server/test/test-app';

type FeedbackRow = { user_id: string | null; kind: string; description: string; email: string | null };
type OutboxRow = { to: string; subject: string; text: string };

const feedbackRows = (t: ReturnType<typeof useTestApp>) =>
  t.ctx.database.query<FeedbackRow>(`SELECT user_id, kind, description, email FROM feedback ORDER BY created_at`);
const outboxRows = (t: ReturnType<typeof useTestApp>) =>
  t.ctx.database.query<OutboxRow>(`SELECT "to", subject, text FROM outbox_emails ORDER BY created_at`);

describe('feedback API', () => {
  const t = useTestApp();

  const send = (cookie: string | undefined, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/feedback', cookie, payload });

  it('stores a problem report and answers 201', async () => {
    const { cookie, userId } = await t.signUp();
    const response = await send(cookie, { kind: 'problem', description: '  The save button does nothing. ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    expect(await feedbackRows(t)).toEqual([
      { user_id: userId, kind: 'problem', description: 'The save button does nothing.', email: null },
    ]);
  });

  it('stores a feature request with the optional email', async () => {
    const { cookie, userId } = await t.signUp();
    const response = await send(cookie, { kind: 'feature', description: 'Please add Yelp.', email: 'me@example.com' });
    expect(response.statusCode).toBe(201);
    expect(await feedbackRows(t)).toEqual([{ user_id: userId, kind: 'feature', description: 'Please add Yelp.', email: 'me@example.com' }]);
  });

  it('treats an empty email as none', async () => {
    const { cookie } = await t.signUp();
    expect((await send(cookie, { kind: 'feature', description: 'Dark mode.', email: '' })).statusCode).toBe(201);
    expect((await feedbackRows(t))[0]!.email).toBeNull();
  });

  it('refuses a blank description with 400 naming description, and stores nothing', async () => {
    const { cookie } = await t.signUp();
    for (const description of ['', '   ', undefined]) {
      const response = await send(cookie, { kind: 'problem', description });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('description');
      expect(response.json().message).toContain('description');
    }
    expect(await feedbackRows(t)).toEqual([]);
  });

  it('refuses an unknown kind or a bad email with 400 naming the field', async () => {
    const { cookie } = await t.signUp();
    const kind = await send(cookie, { kind: 'praise', description: 'Nice.' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().fields).toHaveProperty('kind');
    const email = await send(cookie, { kind: 'problem', description: 'Broken.', email: 'not-an-email' });
    expect(email.statusCode).toBe(400);
    expect(email.json().fields).toEqual({ email: 'Invalid email address' });
    expect(await feedbackRows(t)).toEqual([]);
  });

  it('sends no email when SUPPORT_EMAIL is not set', async () => {
    const { cookie } = await t.signUp();
    expect((await send(cookie, { kind: 'problem', description: 'Broken.' })).statusCode).toBe(201);
    expect(await outboxRows(t)).toEqual([]);
  });

  it('answers 401 without a session and stores nothing', async () => {
    const response = await send(undefined, { kind: 'problem', description: 'Anonymous.' });
    expect(response.statusCode).toBe(401);
    expect(await feedbackRows(t)).toEqual([]);
  });
});

describe('feedback API with SUPPORT_EMAIL', () => {
  const t = useTestApp({ SUPPORT_EMAIL: 'support@example.com' });

  it('emails a problem report to the support address', async () => {
    const { cookie, email, userId } = await t.signUp();
    const response = await t.request({ method: 'POST', url: '/api/feedback', cookie, payload: { kind: 'problem', description: 'The chart is empty.' } });
    expect(response.statusCode).toBe(201);
    const emails = await outboxRows(t);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.to).toBe('support@example.com');
    expect(emails[0]!.subject).toBe('Problem report');
    expect(emails[0]!.text).toContain('The chart is empty.');
    // Without an email in the form, the account's address is the one to answer.
    expect(emails[0]!.text).toContain(email);
    expect(emails[0]!.text).toContain(userId);
    expect(await feedbackRows(t)).toHaveLength(1);
  });

  it('emails a feature request with the given reply address', async () => {
    const { cookie } = await t.signUp();
    await t.request({
      method: 'POST',
      url: '/api/feedback',
      cookie,
      payload: { kind: 'feature', description: 'Export to CSV.', email: 'reply@example.com' },
    });
    const [message] = await outboxRows(t);
    expect(message!.subject).toBe('Feature request');
    expect(message!.text).toContain('Export to CSV.');
    expect(message!.text).toContain('reply@example.com');
  });
});
