import { eq } from 'drizzle-orm';
import type { TSettings } from '@common/schemas/settings';
import type { Db } from '@server/db/client';
import { settings } from '@server/db/schema';

type SettingsRow = typeof settings.$inferSelect;

/** Lists the fields that leave the server; the row's keys beyond these stay inside. */
export function presentSettings(row: SettingsRow): TSettings {
  return {
    uiLanguage: row.uiLanguage as TSettings['uiLanguage'],
    defaultTone: row.defaultTone as TSettings['defaultTone'],
    autoApprove5Star: row.autoApprove5Star,
    autoApprove4Star: row.autoApprove4Star,
    autoApprove3Star: row.autoApprove3Star,
    autoApprove2Star: row.autoApprove2Star,
    autoApprove1Star: row.autoApprove1Star,
    emailNotifications: row.emailNotifications,
    notifyNewReview: row.notifyNewReview,
    notifyLowRating: row.notifyLowRating,
    notifyResponseGenerated: row.notifyResponseGenerated,
    digestFrequency: row.digestFrequency as TSettings['digestFrequency'],
    digestTime: row.digestTime,
    postingHoursStart: row.postingHoursStart,
    postingHoursEnd: row.postingHoursEnd,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    includeContactEmail: row.includeContactEmail as TSettings['includeContactEmail'],
    responseMinWords: row.responseMinWords,
    responseMaxWords: row.responseMaxWords,
    customInstructions: row.customInstructions,
    forceLanguage: row.forceLanguage as TSettings['forceLanguage'],
    responseDelayMin: row.responseDelayMin,
    responseDelayMax: row.responseDelayMax,
    keywordAlerts: row.keywordAlerts,
    historyRetentionDays: row.historyRetentionDays as TSettings['historyRetentionDays'],
    timeZone: row.timeZone,
  };
}

/** Every account has a settings row; one created before settings existed gets its defaults here. */
export async function getSettings(db: Db, userId: string): Promise<TSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.userId, userId));
  if (row) return presentSettings(row);
  const [created] = await db.insert(settings).values({ userId }).onConflictDoNothing().returning();
  return created ? presentSettings(created) : getSettings(db, userId);
}

export async function createSettings(db: Db, userId: string, initial: Partial<TSettings> = {}) {
  await db.insert(settings).values({ userId, ...initial }).onConflictDoNothing();
}

export async function saveSettings(db: Db, userId: string, next: TSettings): Promise<TSettings> {
  const [row] = await db
    .update(settings)
    .set({ ...next, updatedAt: new Date() })
    .where(eq(settings.userId, userId))
    .returning();
  return presentSettings(row!);
}
