import type { AppContext } from '@server/app-context';

/** What the notification functions need: the app's address, the database and the mailer. */
export type NotificationContext = Pick<AppContext, 'config' | 'database' | 'mailer'>;

export type SendFailure = { to: string; subject: string; error: string };
export type NotifySummary = { sent: number; failed: SendFailure[] };

export const emptySummary = (): NotifySummary => ({ sent: 0, failed: [] });

/**
 * Sends one email and counts it. A failure (SMTP down, a refused address) is recorded, not thrown, so
 * one bad address does not hold back everyone else's email or fail the sync that triggered it.
 */
export async function deliver(ctx: NotificationContext, summary: NotifySummary, to: string, email: { subject: string; text: string; html: string }) {
  try {
    await ctx.mailer.send({ to, subject: email.subject, text: email.text, html: email.html });
    summary.sent++;
  } catch (error) {
    summary.failed.push({ to, subject: email.subject, error: error instanceof Error ? error.message : String(error) });
  }
}
