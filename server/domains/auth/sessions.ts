import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { sessions, users } from '@server/db/schema';
import { randomToken, sha256 } from '@server/lib/tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
/** "Remember me" keeps the cookie 30 days. Otherwise the cookie dies with the browser, and the server
 * still ends the session after 7 days, since browsers that restore tabs keep session cookies alive. */
export const PERSISTENT_SESSION_MS = 30 * DAY_MS;
export const BROWSER_SESSION_MS = 7 * DAY_MS;

export type SessionUser = typeof users.$inferSelect;

export async function createSession(db: Db, userId: string, persistent: boolean) {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + (persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS));
  const [session] = await db
    .insert(sessions)
    .values({ userId, tokenHash: sha256(token), persistent, expiresAt })
    .returning({ id: sessions.id });
  return { token, expiresAt, persistent, id: session!.id };
}

/**
 * Every API request looks its session up: the statement is built once per database and, on PostgreSQL,
 * parsed and planned once per connection, instead of on each request.
 */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();
const prepareSessionLookup = (db: Db) =>
  db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('find_session_user');

export async function findSessionUser(db: Db, token: string) {
  const lookup = sessionLookups.get(db) ?? prepareSessionLookup(db);
  sessionLookups.set(db, lookup);
  const [row] = await lookup.execute({ tokenHash: sha256(token) });
  return row;
}

export async function revokeSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

/** Signs the user out everywhere but in the session that asked (after a password change). */
export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string | undefined) {
  await db
    .delete(sessions)
    .where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId));
}
