import { z } from 'zod';

export const PLATFORMS = ['google', 'facebook', 'trustpilot'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Brand names, the same in every language. */
export const PLATFORM_NAMES: Record<Platform, string> = { google: 'Google', facebook: 'Facebook', trustpilot: 'Trustpilot' };

export const ZPlatformConnectionSchema = z.object({
  id: z.string(),
  platform: z.enum(PLATFORMS),
  isActive: z.boolean(),
  platformBusinessName: z.string().nullable(),
  connectedAt: z.string(),
  lastSyncAt: z.string().nullable(),
  tokenExpiry: z.string().nullable(),
});
export type TPlatformConnection = z.infer<typeof ZPlatformConnectionSchema>;
