import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Industry } from '../../../common/schemas/businesses';
import type { TReason } from '../../../common/schemas/reasons';
import { businesses } from './businesses';
import { users } from './users';

/** A business's link to one location on one platform. Tokens are sealed with AES-256-GCM. */
export const platformConnections = pgTable(
  'platform_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: ['google', 'facebook', 'trustpilot'] }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    platformBusinessName: text('platform_business_name'),
    /** The platform's own id of the location, e.g. Google's `accounts/{a}/locations/{l}`. */
    platformLocationId: text('platform_location_id').notNull(),
    accessTokenSealed: text('access_token_sealed').notNull(),
    refreshTokenSealed: text('refresh_token_sealed'),
    /** When the access token stops working, refreshed before then; null for one that lasts (a Facebook Page token). */
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    /** When the whole connection stops working without a reconnect (the spec's tokenExpiry), if known. */
    tokenExpiry: timestamp('token_expiry', { withTimezone: true }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastSyncError: text('last_sync_error'),
    /** The same failure as data, for the owner's language; written and cleared with `lastSyncError` (null on older rows). */
    lastSyncErrorCode: jsonb('last_sync_error_code').$type<TReason>(),
  },
  (t) => [
    index('platform_connections_user').on(t.userId),
    uniqueIndex('platform_connections_business_location').on(t.businessId, t.platform, t.platformLocationId),
  ],
);

/** Short-lived, single-use OAuth state: the PKCE verifier and nonce never leave the server. */
export const oauthStates = pgTable('oauth_states', {
  id: uuid('id').primaryKey().defaultRandom(),
  stateHash: text('state_hash').notNull().unique(),
  purpose: text('purpose', { enum: ['connect', 'signin'] }).notNull(),
  provider: text('provider', { enum: ['google', 'apple', 'trustpilot', 'facebook'] }).notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
  codeVerifierSealed: text('code_verifier_sealed').notNull(),
  nonce: text('nonce'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A login that manages several places, waiting for the owner to pick one (spec: "choose the business
 * unit"). The tokens are sealed as on a connection; the row is taken when the choice is made, and dies
 * with its expiry.
 */
export const locationChoices = pgTable('location_choices', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  businessId: uuid('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  platform: text('platform', { enum: ['google', 'facebook', 'trustpilot'] }).notNull(),
  accessTokenSealed: text('access_token_sealed').notNull(),
  refreshTokenSealed: text('refresh_token_sealed'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }).notNull(),
  tokenExpiry: timestamp('token_expiry', { withTimezone: true }),
  /** The places to choose from, each with its own token sealed where the platform gives one (a Facebook Page). */
  locations: jsonb('locations').$type<StoredLocation[]>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type StoredLocation = { id: string; name: string; industry: Industry | null; address?: string; group?: string; accessTokenSealed?: string };
