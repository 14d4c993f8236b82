import { and, asc, count, eq, sql } from 'drizzle-orm';
import { isLanguage } from '@common/languages';
import { DEFAULT_BUSINESS, type Industry, type TBusiness, type TBusinessCreate, type TBusinessChanges } from '@common/schemas/businesses';
import type { Db } from '@server/db/client';
import { businesses, reviews } from '@server/db/schema';

type BusinessRow = typeof businesses.$inferSelect;

export const presentBusiness = (row: BusinessRow): TBusiness => ({
  id: row.id,
  name: row.name,
  industry: row.industry,
  contactName: row.contactName,
  replyLanguage: isLanguage(row.replyLanguage) ? row.replyLanguage : null,
  createdAt: row.createdAt.toISOString(),
});

export const listBusinesses = (db: Db, userId: string) =>
  db.select().from(businesses).where(eq(businesses.userId, userId)).orderBy(asc(businesses.createdAt));

export async function createBusiness(db: Db, userId: string, input: Required<TBusinessCreate>) {
  const [row] = await db.insert(businesses).values({ userId, name: input.name, industry: input.industry }).returning();
  return row!;
}

/** The business if it belongs to the user; another account's id is "not found", never "forbidden". */
export async function findOwnedBusiness(db: Db, userId: string, businessId: string) {
  const [row] = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.userId, userId)));
  return row;
}

/** Changes a location's identity if it is the user's; answers the row, or undefined for another's. */
export async function updateBusiness(db: Db, userId: string, businessId: string, changes: TBusinessChanges) {
  if (Object.keys(changes).length === 0) return findOwnedBusiness(db, userId, businessId);
  const [row] = await db
    .update(businesses)
    .set(changes)
    .where(and(eq(businesses.id, businessId), eq(businesses.userId, userId)))
    .returning();
  return row;
}

/** Deletes a business with its reviews and their replies (by cascade); answers how many reviews went. */
export async function deleteBusiness(db: Db, businessId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [counted] = await tx.select({ reviews: count() }).from(reviews).where(eq(reviews.businessId, businessId));
    await tx.delete(businesses).where(eq(businesses.id, businessId));
    return counted?.reviews ?? 0;
  });
}

/**
 * A business that still carries the placeholder name takes the name of the location connected to it,
 * and the location's industry when it has none of its own; a name the owner typed is never replaced.
 */
export async function adoptLocationIdentity(db: Db, businessId: string, location: { name: string; industry: Industry | null }) {
  if (location.name.trim() === '') return;
  await db
    .update(businesses)
    .set({
      name: location.name.trim(),
      ...(location.industry ? { industry: sql`CASE WHEN ${businesses.industry} = ${DEFAULT_BUSINESS.industry} THEN ${location.industry} ELSE ${businesses.industry} END` } : {}),
    })
    .where(and(eq(businesses.id, businessId), eq(businesses.name, DEFAULT_BUSINESS.name)));
}
