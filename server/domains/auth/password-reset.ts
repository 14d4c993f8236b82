import { and, eq, gt, isNull } from 'drizzle-orm';
import { isLanguage } from '@common/languages';
import type { AppContext } from '@server/app-context';
import { passwordResetTokens, settings, users } from '@server/db/schema';
import { badRequest } from '@server/http/errors';
import { randomToken, sha256 } from '@server/lib/tokens';
import { passwordResetEmail } from '@server/mail/templates/password-reset';
import { findUserByEmail } from './auth.service';
import { hashPassword } from './passwords';
import { revokeOtherSessions } from './sessions';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Sends a reset link when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(ctx: AppContext, email: string) {
  const { db } = ctx.database;
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = randomToken();
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const [row] = await db.select({ uiLanguage: settings.uiLanguage }).from(settings).where(eq(settings.userId, user.id));
  const language = isLanguage(row?.uiLanguage) ? row.uiLanguage : 'en';
  const url = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({ to: user.email, ...passwordResetEmail(language, url) });
}

const INVALID_LINK = 'This reset link is invalid or has expired. Please request a new one.';

/** Uses the token once, sets the password and signs the account out everywhere. */
export async function resetPassword(ctx: AppContext, token: string, password: string) {
  const { db } = ctx.database;
  const passwordHash = await hashPassword(password);
  const [used] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!used) throw badRequest(INVALID_LINK, { token: INVALID_LINK });
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, used.userId));
  await revokeOtherSessions(db, used.userId, undefined);
}
