import { z } from 'zod';

/** GET /api/platforms/info: facts about the platforms on this server that the screens must show. */
export const ZPlatformInfoSchema = z.object({
  /** True when a local Google emulator stands in for Google (design §4: the screens say so plainly). */
  googleEmulated: z.boolean(),
});
export type TPlatformInfo = z.infer<typeof ZPlatformInfoSchema>;
