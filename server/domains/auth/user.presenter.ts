import { asc, eq } from 'drizzle-orm';
import type { TUser } from '@common/schemas/auth';
import type { Db } from '@server/db/client';
import { oauthAccounts, users } from '@server/db/schema';

type UserRow = typeof users.$inferSelect;

const PLANS = ['free', 'starter', 'professional', 'enterprise'] as const;
const asPlan = (plan: string): TUser['subscriptionPlan'] =>
  (PLANS as readonly string[]).includes(plan) ? (plan as TUser['subscriptionPlan']) : 'free';

/** The only shape in which a user leaves the server: never the password hash. */
export async function presentUser(db: Db, user: UserRow): Promise<TUser> {
  const [link] = await db
    .select({ provider: oauthAccounts.provider })
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, user.id))
    .orderBy(asc(oauthAccounts.createdAt))
    .limit(1);
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    phone: user.phone,
    subscriptionPlan: asPlan(user.subscriptionPlan),
    subscriptionStatus: user.subscriptionStatus,
    ...(link ? { oauthProvider: link.provider } : {}),
    hasPassword: user.passwordHash !== null,
  };
}
