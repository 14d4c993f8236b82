import { sql, type SQL } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    industry: text('industry').notNull(),
    /** Who signs this location's replies; null signs with the account's contact name. */
    contactName: text('contact_name'),
    /** The language of replies to reviews with no words to tell it by; null uses the account's own language. */
    replyLanguage: text('reply_language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('businesses_user').on(t.userId)],
);

/**
 * The name of the business `businessId` when its owner `userId` has several, so texts say which location
 * they are about; null for an owner with one, whose texts read as they always did.
 */
export const locationNameIfSeveral = (businessId: SQL, userId: SQL) => sql<string | null>`(
  SELECT here.name FROM ${businesses} here
  WHERE here.id = ${businessId}
    AND EXISTS (SELECT 1 FROM ${businesses} other WHERE other.user_id = ${userId} AND other.id <> here.id)
)`;
