import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '@server/app-context';
import { outboxEmails } from '@server/db/schema';
import { forbidden } from '@server/http/errors';
import { escapeHtml } from './layout';

const isLoopback = (ip: string) => ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';

/**
 * The embedded default sends no real email, so its developer view lists what would have gone out
 * (the reset link, notifications). Only with the outbox transport, and only from this machine.
 */
export function outboxRoutes(app: FastifyInstance, ctx: AppContext) {
  if (ctx.mailer.transport !== 'outbox') return;
  app.get('/dev/outbox', async (request, reply) => {
    if (!isLoopback(request.ip)) throw forbidden('The outbox is only readable from this machine');
    const emails = await ctx.database.db.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt)).limit(100);
    const items = emails
      .map(
        (email) => `<article><h2>${escapeHtml(email.subject)}</h2><p><b>To:</b> ${escapeHtml(email.to)} · ${email.createdAt.toISOString()}</p>
<pre>${escapeHtml(email.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></article>`,
      )
      .join('<hr>');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html><head><meta charset="utf-8"><title>Outbox</title><style>body{font-family:system-ui;max-width:760px;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap;background:#f4f4f5;padding:1rem;border-radius:6px}</style></head><body><h1>Outbox (embedded mail)</h1><p>Emails the product sent in this demo. Set SMTP_URL to deliver them for real.</p>${items || '<p>No emails yet.</p>'}</body></html>`,
      );
  });
}
