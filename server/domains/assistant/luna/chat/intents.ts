/**
 * What an owner can ask Luna. The data intents read the account (account-facts.ts); the how-to intents
 * explain a screen; 'unknown' says so honestly.
 */
export const DATA_INTENTS = ['pending', 'scheduled', 'posted', 'rating', 'praise', 'complaints', 'connections'] as const;
export const HOW_TO_INTENTS = [
  'howApprove',
  'howContactEmail',
  'howConnect',
  'howTone',
  'howInstructions',
  'howAutoApproval',
  'howPostingHours',
  'howNotifications',
  'howLanguages',
  'howPlans',
  'howPassword',
] as const;

export type DataIntent = (typeof DATA_INTENTS)[number];
export type HowToIntent = (typeof HOW_TO_INTENTS)[number];
export type KnownIntent = DataIntent | HowToIntent;
export type Intent = KnownIntent | 'unknown';

export const KNOWN_INTENTS: readonly KnownIntent[] = [...DATA_INTENTS, ...HOW_TO_INTENTS];

export const isHowToIntent = (intent: Intent): intent is HowToIntent => (HOW_TO_INTENTS as readonly string[]).includes(intent);
