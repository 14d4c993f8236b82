import type { TSettings } from '@common/schemas/settings';

/** Settings as GET /api/settings answers them (the spec's defaults), with overrides. */
export function testSettings(overrides: Partial<TSettings> = {}): TSettings {
  return {
    uiLanguage: 'en',
    defaultTone: 'friendly',
    autoApprove5Star: false,
    autoApprove4Star: false,
    autoApprove3Star: false,
    autoApprove2Star: false,
    autoApprove1Star: false,
    emailNotifications: true,
    notifyNewReview: true,
    notifyLowRating: true,
    notifyResponseGenerated: false,
    digestFrequency: 'daily',
    digestTime: 9,
    postingHoursStart: 9,
    postingHoursEnd: 17,
    contactName: null,
    contactEmail: null,
    includeContactEmail: 'never',
    responseMinWords: 10,
    responseMaxWords: 100,
    customInstructions: null,
    forceLanguage: null,
    responseDelayMin: 30,
    responseDelayMax: 240,
    keywordAlerts: null,
    historyRetentionDays: 90,
    timeZone: 'Europe/Copenhagen',
    ...overrides,
  };
}
