import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per user and digest period that has been dealt with (sent, or found to have nothing to say),
 * so a digest goes out at most once per period however many workers run the schedule. The row is
 * written before the email is sent and removed again if sending fails.
 */
export const digestSends = pgTable(
  'digest_sends',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `daily:2026-03-29` or `weekly:2026-03-23` (the Monday), in the user's time zone. */
    periodKey: text('period_key').notNull(),
    /** False when the period had nothing to say and no email went out. */
    emailed: boolean('emailed').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.periodKey] })],
);
