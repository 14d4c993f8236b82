import { z } from 'zod';

export const ZFeedbackRequestSchema = z.object({
  kind: z.enum(['problem', 'feature']),
  description: z.string().trim().min(1, 'Required').max(5000),
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.email('Invalid email address').max(254).optional(),
  ),
});
export type TFeedbackRequest = z.input<typeof ZFeedbackRequestSchema>;
