import { z } from 'zod';
import { PLATFORMS } from '../platforms';

/** GET /api/platforms/info: facts about the platforms on this server that the screens must show. */
export const ZPlatformInfoSchema = z.object({
  /** True when a local Google emulator stands in for Google (design §4: the screens say so plainly). */
  googleEmulated: z.boolean(),
  /** Every platform a local emulator stands in for. Optional only for servers built before it. */
  emulated: z.array(z.enum(PLATFORMS)).optional(),
});
export type TPlatformInfo = z.infer<typeof ZPlatformInfoSchema>;
