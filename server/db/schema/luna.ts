import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The Luna notifications a user dismissed, by the id of the state each reported, so a dismissal holds
 * on every device. Rows of states that are gone are removed at the user's next dismissal.
 */
export const lunaDismissals = pgTable(
  'luna_dismissals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: text('notification_id').notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);

/** When the user opened Luna's panel: what counts as a new negative review is measured from here. */
export const lunaPanelVisits = pgTable('luna_panel_visits', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The first opening of the latest visit (openings close together are one visit). */
  visitStartedAt: timestamp('visit_started_at', { withTimezone: true }).notNull(),
  /** The first opening of the visit before it; null until there was one. */
  previousVisitStartedAt: timestamp('previous_visit_started_at', { withTimezone: true }),
});
