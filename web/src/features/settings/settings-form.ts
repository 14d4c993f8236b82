import { SETTINGS_BOUNDS, type TSettings, type TSettingsUpdate } from '@common/schemas/settings';

export type NumberKey = keyof typeof SETTINGS_BOUNDS;
export type StarRating = 1 | 2 | 3 | 4 | 5;
export const STAR_RATINGS: readonly StarRating[] = [5, 4, 3, 2, 1];
export const autoApproveKey = (stars: StarRating) => `autoApprove${stars}Star` as const;

/** The fields the Reputation Settings screen edits; the number inputs hold their text until blur. */
export type SettingsDraft = Pick<
  TSettings,
  | 'uiLanguage'
  | 'defaultTone'
  | 'autoApprove5Star'
  | 'autoApprove4Star'
  | 'autoApprove3Star'
  | 'autoApprove2Star'
  | 'autoApprove1Star'
  | 'postingHoursStart'
  | 'postingHoursEnd'
  | 'includeContactEmail'
  | 'forceLanguage'
  | 'historyRetentionDays'
> & {
  contactName: string;
  contactEmail: string;
  customInstructions: string;
  keywordAlerts: string[];
} & Record<NumberKey, string>;

export const NUMBER_KEYS = Object.keys(SETTINGS_BOUNDS) as NumberKey[];

export function toDraft(settings: TSettings): SettingsDraft {
  return {
    uiLanguage: settings.uiLanguage,
    defaultTone: settings.defaultTone,
    autoApprove5Star: settings.autoApprove5Star,
    autoApprove4Star: settings.autoApprove4Star,
    autoApprove3Star: settings.autoApprove3Star,
    autoApprove2Star: settings.autoApprove2Star,
    autoApprove1Star: settings.autoApprove1Star,
    postingHoursStart: settings.postingHoursStart,
    postingHoursEnd: settings.postingHoursEnd,
    includeContactEmail: settings.includeContactEmail,
    forceLanguage: settings.forceLanguage,
    historyRetentionDays: settings.historyRetentionDays,
    contactName: settings.contactName ?? '',
    contactEmail: settings.contactEmail ?? '',
    customInstructions: settings.customInstructions ?? '',
    keywordAlerts: settings.keywordAlerts ?? [],
    responseMinWords: String(settings.responseMinWords),
    responseMaxWords: String(settings.responseMaxWords),
    responseDelayMin: String(settings.responseDelayMin),
    responseDelayMax: String(settings.responseDelayMax),
  };
}

/**
 * Spec §5: an empty or unreadable number falls back to the field's default; one outside its bounds is
 * clamped to the nearest bound; a fraction is rounded.
 */
export function normaliseNumber(key: NumberKey, text: string): number {
  const { min, max, fallback } = SETTINGS_BOUNDS[key];
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}

const nullIfBlank = (text: string) => (text.trim() === '' ? null : text.trim());

/** Every field on the screen, as PATCH /api/settings takes them (blank texts and an empty list as null). */
export function toUpdate(draft: SettingsDraft): TSettingsUpdate {
  return {
    uiLanguage: draft.uiLanguage,
    defaultTone: draft.defaultTone,
    autoApprove5Star: draft.autoApprove5Star,
    autoApprove4Star: draft.autoApprove4Star,
    autoApprove3Star: draft.autoApprove3Star,
    autoApprove2Star: draft.autoApprove2Star,
    autoApprove1Star: draft.autoApprove1Star,
    postingHoursStart: draft.postingHoursStart,
    postingHoursEnd: draft.postingHoursEnd,
    contactName: nullIfBlank(draft.contactName),
    contactEmail: nullIfBlank(draft.contactEmail),
    includeContactEmail: draft.includeContactEmail,
    customInstructions: nullIfBlank(draft.customInstructions),
    forceLanguage: draft.forceLanguage,
    historyRetentionDays: draft.historyRetentionDays,
    keywordAlerts: draft.keywordAlerts.length > 0 ? draft.keywordAlerts : null,
    responseMinWords: normaliseNumber('responseMinWords', draft.responseMinWords),
    responseMaxWords: normaliseNumber('responseMaxWords', draft.responseMaxWords),
    responseDelayMin: normaliseNumber('responseDelayMin', draft.responseDelayMin),
    responseDelayMax: normaliseNumber('responseDelayMax', draft.responseDelayMax),
  };
}

/** Spec §5: a keyword is trimmed and lowercased; an empty one or one already in the list is ignored. */
export function addKeyword(keywords: readonly string[], input: string): string[] {
  const keyword = input.trim().toLowerCase();
  if (keyword === '' || keywords.includes(keyword)) return [...keywords];
  return [...keywords, keyword];
}

/** The 24 whole hours, shown as 00:00 to 23:00. */
export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
export const formatHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
