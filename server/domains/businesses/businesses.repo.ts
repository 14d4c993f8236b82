import { and, asc, eq } from 'drizzle-orm';
import type { TBusiness, TBusinessCreate } from '@common/schemas/businesses';
import type { Db } from '@server/db/client';
import { businesses } from '@server/db/schema';

type BusinessRow = typeof businesses.$inferSelect;

export const presentBusiness = (row: BusinessRow): TBusiness => ({
  id: row.id,
  name: row.name,
  industry: row.industry,
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

/** The connect flow's rule: a user without a business gets 'My Business' (industry 'other'). */
export async function ensureBusiness(db: Db, userId: string) {
  const [first] = await listBusinesses(db, userId);
  return first ?? createBusiness(db, userId, { name: 'My Business', industry: 'other' });
}
