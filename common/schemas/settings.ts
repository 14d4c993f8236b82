import { z } from 'zod';
import { LANGUAGES } from '../languages';

export const TONES = ['professional', 'friendly', 'casual', 'auto'] as const;
export const CONTACT_EMAIL_INCLUSION = ['never', 'negative_only', 'all'] as const;
export const DIGEST_FREQUENCIES = ['none', 'daily', 'weekly'] as const;
export const RETENTION_DAYS = [30, 60, 90] as const;

/** Bounds of spec section 5, with the fallbacks the settings screen uses for an empty input. */
export const SETTINGS_BOUNDS = {
  responseMinWords: { min: 5, max: 50, fallback: 10 },
  responseMaxWords: { min: 20, max: 200, fallback: 100 },
  responseDelayMin: { min: 0, max: 480, fallback: 30 },
  responseDelayMax: { min: 0, max: 1440, fallback: 240 },
} as const;

const hour = z.number().int('must be a whole hour').min(0, 'must be 0-23').max(23, 'must be 0-23');
const bounded = (key: keyof typeof SETTINGS_BOUNDS) => {
  const { min, max } = SETTINGS_BOUNDS[key];
  return z.number().int('must be a whole number').min(min, `must be ${min}-${max}`).max(max, `must be ${min}-${max}`);
};
/** An empty or blank input clears the field. */
export const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
export const optionalText = (max: number) => z.preprocess(emptyToNull, z.string().trim().max(max).nullable());

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const ZSettingsSchema = z.object({
  uiLanguage: z.enum(LANGUAGES),
  defaultTone: z.enum(TONES),
  autoApprove5Star: z.boolean(),
  autoApprove4Star: z.boolean(),
  autoApprove3Star: z.boolean(),
  autoApprove2Star: z.boolean(),
  autoApprove1Star: z.boolean(),
  emailNotifications: z.boolean(),
  notifyNewReview: z.boolean(),
  notifyLowRating: z.boolean(),
  notifyResponseGenerated: z.boolean(),
  digestFrequency: z.enum(DIGEST_FREQUENCIES),
  digestTime: hour,
  postingHoursStart: hour,
  postingHoursEnd: hour,
  contactName: optionalText(200),
  contactEmail: z.preprocess(emptyToNull, z.email('Invalid email address').max(254).nullable()),
  includeContactEmail: z.preprocess(
    (value) => (value === 'negativeOnly' ? 'negative_only' : value),
    z.enum(CONTACT_EMAIL_INCLUSION),
  ),
  responseMinWords: bounded('responseMinWords'),
  responseMaxWords: bounded('responseMaxWords'),
  customInstructions: optionalText(2000),
  forceLanguage: z.preprocess(emptyToNull, z.enum(LANGUAGES).nullable()),
  responseDelayMin: bounded('responseDelayMin'),
  responseDelayMax: bounded('responseDelayMax'),
  keywordAlerts: z.preprocess(
    (value) => (Array.isArray(value) && value.length === 0 ? null : value),
    z
      .array(z.string().trim().toLowerCase().min(1).max(100))
      .max(100)
      .transform((words) => [...new Set(words)])
      .nullable(),
  ),
  historyRetentionDays: z.union([z.literal(30), z.literal(60), z.literal(90), z.null()], {
    error: 'must be 30, 60, 90 or null',
  }),
  timeZone: z.string().max(64).refine(isTimeZone, 'must be an IANA time zone'),
});
export type TSettings = z.infer<typeof ZSettingsSchema>;

/** PATCH takes any subset; unknown fields are refused so a typo does not pass silently. */
export const ZSettingsUpdateSchema = ZSettingsSchema.partial().strict();
export type TSettingsUpdate = z.input<typeof ZSettingsUpdateSchema>;

/** The rules that span two fields, checked on the settings as they would be after the update. */
export function crossFieldProblems(settings: TSettings): Record<string, string> {
  const problems: Record<string, string> = {};
  if (settings.responseMinWords > settings.responseMaxWords) {
    problems.responseMinWords = 'must not be greater than responseMaxWords';
  }
  if (settings.responseDelayMin > settings.responseDelayMax) {
    problems.responseDelayMin = 'must not be greater than responseDelayMax';
  }
  return problems;
}
