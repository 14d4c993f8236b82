import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { emptyToNull, optionalText } from './settings';

export const INDUSTRIES = ['cafe', 'restaurant', 'hotel', 'salon', 'clinic', 'retail', 'other'] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** The business the connect flow creates for a user who has none (spec §9): a placeholder, never a signature. */
export const DEFAULT_BUSINESS = { name: 'My Business', industry: 'other' } as const;

export const isDefaultBusinessName = (name: string | null | undefined) => name?.trim() === DEFAULT_BUSINESS.name;

/** A business is one location: its name, and who signs its replies in which language when a review has no words. */
export const ZBusinessSchema = z.object({
  id: z.string(),
  name: z.string(),
  industry: z.string(),
  /** Null signs with the account's contact name (Settings). */
  contactName: z.string().nullable(),
  /** Null answers reviews without words in the account's language. */
  replyLanguage: z.enum(LANGUAGES).nullable(),
  createdAt: z.string(),
});
export type TBusiness = z.infer<typeof ZBusinessSchema>;

export const ZBusinessCreateSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(200),
  industry: z.enum(INDUSTRIES).default('other'),
});
export type TBusinessCreate = z.input<typeof ZBusinessCreateSchema>;

/** PATCH /api/businesses/{id}: a location's own identity; a field left out stays, an empty one falls back to the account's. */
export const ZBusinessUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'Required').max(200),
    contactName: optionalText(200),
    replyLanguage: z.preprocess(emptyToNull, z.enum(LANGUAGES).nullable()),
  })
  .partial();
export type TBusinessUpdate = z.input<typeof ZBusinessUpdateSchema>;
export type TBusinessChanges = z.output<typeof ZBusinessUpdateSchema>;
