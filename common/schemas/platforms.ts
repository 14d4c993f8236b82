import { z } from 'zod';
import { PLATFORMS } from '../platforms';
import { ZReasonSchema } from './reasons';

export { PLATFORMS, PLATFORM_NAMES, type Platform } from '../platforms';

export const ZPlatformConnectionSchema = z.object({
  id: z.string(),
  /** The business (location) the connection belongs to: one connection per platform each. */
  businessId: z.string(),
  platform: z.enum(PLATFORMS),
  isActive: z.boolean(),
  platformBusinessName: z.string().nullable(),
  connectedAt: z.string(),
  lastSyncAt: z.string().nullable(),
  tokenExpiry: z.string().nullable(),
  /**
   * Why the last sync failed, or null since the last good one: the English text (logs, older clients), and
   * the same as a reason the owner reads in their language (null on rows older than reasons). Optional
   * only for clients built before they existed; the server always sends both.
   */
  lastSyncError: z.string().nullable().optional(),
  lastSyncErrorCode: ZReasonSchema.nullable().optional(),
});
export type TPlatformConnection = z.infer<typeof ZPlatformConnectionSchema>;

/** One of the user's businesses, as the picker names it. */
const ZBusinessRefSchema = z.object({ id: z.string(), name: z.string() });

/**
 * A login that manages several places (Google locations, Trustpilot business units, Facebook Pages)
 * comes back from the platform to /platforms?choose={id}: the owner ticks the places to connect. Each
 * says where it is, which of the user's businesses already has it (it is then reconnected there), and
 * which business of the same name it could join instead of becoming a business of its own. The tokens
 * stay on the server; this lists only what the picker shows, for 30 minutes.
 */
export const ZLocationChoiceSchema = z.object({
  id: z.string(),
  platform: z.enum(PLATFORMS),
  locations: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        address: z.string().nullable(),
        group: z.string().nullable(),
        connectedTo: ZBusinessRefSchema.nullable(),
        sameNameAs: ZBusinessRefSchema.nullable(),
      }),
    )
    .min(1),
  expiresAt: z.string(),
});
export type TLocationChoice = z.infer<typeof ZLocationChoiceSchema>;
export type TLocationOption = TLocationChoice['locations'][number];

/**
 * POST /api/connections/choices/{id}: the places the owner ticked. `attachTo` names a business of the
 * user to add the connection to; null makes the place a business of its own; left out, a business of
 * the same name is joined, or else the place becomes its own business.
 */
export const ZChooseLocationsSchema = z.object({
  locations: z
    .array(z.object({ id: z.string().min(1).max(200), attachTo: z.string().uuid('Not a valid business id').nullable().optional() }))
    .min(1, 'Choose at least one location')
    .max(100, 'Choose at most 100 locations at a time')
    .refine((list) => new Set(list.map((location) => location.id)).size === list.length, 'A location is chosen twice'),
});
export type TChooseLocations = z.infer<typeof ZChooseLocationsSchema>;
