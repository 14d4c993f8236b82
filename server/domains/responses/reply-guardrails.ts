import { isLanguage } from '@common/languages';
import type { Db } from '@server/db/client';
import type { reviews } from '@server/db/schema';
import { guardrailContextFor } from '@server/domains/assistant/guardrail-context';
import { checkDraft } from '@server/domains/assistant/guardrails/check-draft';
import { draftContext } from './draft-context';

type ReviewRow = typeof reviews.$inferSelect;

/**
 * The guardrails of design §5 on a stored reply, with the owner's settings as they are now: on every
 * edit, and again just before posting (settings may have changed since the draft was made).
 */
export async function checkStoredReply(db: Db, review: ReviewRow, reply: { text: string; language: string }, options: { beforePosting?: boolean } = {}) {
  const language = isLanguage(reply.language) ? reply.language : undefined;
  const context = await draftContext(db, review, language ? { language } : {}, { postedOnly: options.beforePosting });
  const guardrails = guardrailContextFor({ ...context.input, avoid: context.recentReplies, seed: 0 }, context.businessProfile);
  return checkDraft(reply.text, guardrails);
}
