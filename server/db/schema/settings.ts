import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One row per user; defaults follow the spec's sections 3, 5 and 9. */
export const settings = pgTable('settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  uiLanguage: text('ui_language').notNull().default('en'),
  defaultTone: text('default_tone').notNull().default('friendly'),
  autoApprove5Star: boolean('auto_approve_5_star').notNull().default(false),
  autoApprove4Star: boolean('auto_approve_4_star').notNull().default(false),
  autoApprove3Star: boolean('auto_approve_3_star').notNull().default(false),
  autoApprove2Star: boolean('auto_approve_2_star').notNull().default(false),
  autoApprove1Star: boolean('auto_approve_1_star').notNull().default(false),
  emailNotifications: boolean('email_notifications').notNull().default(false),
  notifyNewReview: boolean('notify_new_review').notNull().default(false),
  notifyLowRating: boolean('notify_low_rating').notNull().default(false),
  notifyResponseGenerated: boolean('notify_response_generated').notNull().default(false),
  digestFrequency: text('digest_frequency').notNull().default('daily'),
  digestTime: integer('digest_time').notNull().default(9),
  postingHoursStart: integer('posting_hours_start').notNull().default(9),
  postingHoursEnd: integer('posting_hours_end').notNull().default(17),
  contactName: text('contact_name'),
  contactEmail: text('contact_email'),
  includeContactEmail: text('include_contact_email').notNull().default('never'),
  responseMinWords: integer('response_min_words').notNull().default(10),
  responseMaxWords: integer('response_max_words').notNull().default(100),
  customInstructions: text('custom_instructions'),
  forceLanguage: text('force_language'),
  responseDelayMin: integer('response_delay_min').notNull().default(30),
  responseDelayMax: integer('response_delay_max').notNull().default(240),
  keywordAlerts: jsonb('keyword_alerts').$type<string[]>(),
  historyRetentionDays: integer('history_retention_days').default(90),
  timeZone: text('time_zone').notNull().default('Europe/Copenhagen'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
