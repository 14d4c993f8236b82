import { z } from 'zod';
import { PLATFORMS } from '../platforms';
import { ZReasonSchema } from './reasons';

export { PLATFORMS, PLATFORM_NAMES, type Platform } from '../platforms';

export const ZPlatformConnectionSchema = z.object({
  id: z.string(),
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

/**
 * A login that manages several places (Trustpilot business units, Google locations, Facebook Pages)
 * comes back from the platform to /platforms?choose={id}: the owner picks which one this business is.
 * The tokens stay on the server; this lists only what the picker shows, for 30 minutes.
 */
export const ZLocationChoiceSchema = z.object({
  id: z.string(),
  platform: z.enum(PLATFORMS),
  locations: z.array(z.object({ id: z.string(), name: z.string() })).min(1),
  expiresAt: z.string(),
});
export type TLocationChoice = z.infer<typeof ZLocationChoiceSchema>;

/** POST /api/connections/choices/{id}: the place the owner picked. */
export const ZChooseLocationSchema = z.object({ locationId: z.string().min(1, 'Choose a location').max(200) });
export type TChooseLocation = z.infer<typeof ZChooseLocationSchema>;
