import { z } from 'zod';

export const INDUSTRIES = ['cafe', 'restaurant', 'hotel', 'salon', 'clinic', 'retail', 'other'] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** The business the connect flow creates for a user who has none (spec §9): a placeholder, never a signature. */
export const DEFAULT_BUSINESS = { name: 'My Business', industry: 'other' } as const;

export const isDefaultBusinessName = (name: string | null | undefined) => name?.trim() === DEFAULT_BUSINESS.name;

export const ZBusinessSchema = z.object({
  id: z.string(),
  name: z.string(),
  industry: z.string(),
  createdAt: z.string(),
});
export type TBusiness = z.infer<typeof ZBusinessSchema>;

export const ZBusinessCreateSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(200),
  industry: z.enum(INDUSTRIES).default('other'),
});
export type TBusinessCreate = z.input<typeof ZBusinessCreateSchema>;
