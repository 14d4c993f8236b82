import { z } from 'zod';
import { ZReasonSchema } from './reasons';

/** Every failure the API answers has this shape; validation failures add the fields at fault. */
export const ZApiErrorSchema = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** Why a post was refused, for the client to word in the owner's language (the message is its English text). */
  reason: ZReasonSchema.optional(),
});
export type TApiError = z.infer<typeof ZApiErrorSchema>;
