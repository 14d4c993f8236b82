import { z } from 'zod';

export const PLATFORMS = ['google', 'facebook', 'trustpilot'] as const;
export type Platform = (typeof PLATFORMS)[number];

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
