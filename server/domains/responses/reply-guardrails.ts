import { randomInt } from 'node:crypto';
import { isLanguage } from '@common/languages';
import { TONES } from '@common/schemas/settings';
import type { AppContext } from '@server/app-context';
import type { Db } from '@server/db/client';
import type { reviews } from '@server/db/schema';
import { draftWithGuardrails } from '@server/domains/assistant/draft-with-guardrails';
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

export type PostableReply = { ok: true; text: string } | { ok: false; reason: string };

/**
 * The words that may go public, checked just before posting. A reply the owner approved is posted as
 * approved or held, never rewritten behind their back; an auto-approved one that no longer passes (most
 * often: another reply posted meanwhile reads too much like it) is drafted anew, in its language and tone,
 * and held only when that fails too (design §5).
 */
export async function replyToPost(
  ctx: AppContext,
  review: ReviewRow,
  reply: { text: string; language: string; tone: string },
  options: { autoApproved: boolean },
): Promise<PostableReply> {
  const verdict = await checkStoredReply(ctx.database.db, review, reply, { beforePosting: true });
  if (verdict.ok && verdict.masked.length === 0) return { ok: true, text: reply.text };
  const held = !verdict.ok ? verdict.reason : 'The reply contains words that must be masked.';
  if (!options.autoApproved) return { ok: false, reason: held };

  const language = isLanguage(reply.language) ? reply.language : undefined;
  const tone = TONES.find((known) => known === reply.tone);
  const context = await draftContext(ctx.database.db, review, { language, tone }, { postedOnly: true });
  const input = { ...context.input, avoid: [reply.text, ...context.recentReplies], seed: randomInt(2 ** 31) };
  const redrafted = await draftWithGuardrails((request) => ctx.ai.draftReply(request), input, context.businessProfile);
  if (redrafted.status === 'ok' && redrafted.masked.length === 0) return { ok: true, text: redrafted.draft.text };
  return { ok: false, reason: held };
}
