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
