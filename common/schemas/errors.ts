import { z } from 'zod';

/** Every failure the API answers has this shape; validation failures add the fields at fault. */
export const ZApiErrorSchema = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type TApiError = z.infer<typeof ZApiErrorSchema>;
