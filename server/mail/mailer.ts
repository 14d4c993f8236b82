import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '@server/config';
import type { Database } from '@server/db/client';
import { outboxEmails } from '@server/db/schema';

export type MailMessage = { to: string; subject: string; text: string; html?: string; replyTo?: string };

export type Mailer = {
  transport: 'outbox' | 'smtp';
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
};

/**
 * SMTP when SMTP_URL is set; otherwise the outbox: each message is rendered to a real RFC 822 file in
 * DATA_DIR/outbox. Either way a copy is kept in the database for the developer view and for tests.
 */
export function createMailer(config: Config, database: Database): Mailer {
  const transport = config.smtpUrl ? 'smtp' : 'outbox';
  const transporter: Transporter = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outboxDir = path.join(config.dataDir, 'outbox');

  return {
    transport,
    async send(message) {
      const info = await transporter.sendMail({ from: config.mailFrom, ...message });
      if (transport === 'outbox') {
        mkdirSync(outboxDir, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
        writeFileSync(path.join(outboxDir, name), (info as unknown as { message: Buffer }).message);
      }
      await database.db.insert(outboxEmails).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        transport,
      });
    },
    close: () => transporter.close(),
  };
}
