import { eq } from 'drizzle-orm';
import type { TLoginRequest, TRegisterRequest } from '@common/schemas/auth';
import type { Language } from '@common/languages';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';
import { conflict, unauthorized } from '@server/http/errors';
import { createSettings } from '@server/domains/settings/settings.repo';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';

type Registration = { email: string; password: string; fullName?: string | null; uiLanguage?: Language };

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function registerUser(db: Db, input: Registration) {
  if (await findUserByEmail(db, input.email)) throw conflict('An account with this email already exists. Log in instead.');
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({ email: input.email, passwordHash, fullName: input.fullName?.trim() || null })
    .onConflictDoNothing()
    .returning();
  // Two sign-ups racing for one address: the loser gets the same answer as above.
  if (!user) throw conflict('An account with this email already exists. Log in instead.');
  await createSettings(db, user.id, input.uiLanguage ? { uiLanguage: input.uiLanguage } : {});
  return user;
}

const INVALID_CREDENTIALS = 'Invalid email or password';

/** An unknown email and a wrong password take as long and answer alike. */
export async function authenticate(db: Db, input: Pick<TLoginRequest, 'email' | 'password'>) {
  const user = await findUserByEmail(db, input.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !user.passwordHash || !valid) throw unauthorized(INVALID_CREDENTIALS);
  return user;
}

export type { TRegisterRequest };
