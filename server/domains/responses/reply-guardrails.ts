import { randomInt } from 'node:crypto';
import { isLanguage } from '@common/languages';
import { TONES } from '@common/schemas/settings';
import type { AppContext } from '@server/app-context';
import type { Db } from '@server/db/client';
import type { reviews } from '@server/db/schema';
import { draftWithGuardrails } from '@server/domains/assistant/draft-with-guardrails';
import { guardrailContextFor } from '@server/domains/assistant/guardrail-context';
import { checkDraft, reviewOwnerReply } from '@server/domains/assistant/guardrails/check-draft';
import type { GuardrailFinding } from '@server/domains/assistant/guardrails/context';
import { checkPlatformLimits } from '@server/domains/assistant/guardrails/rules/length';
import { draftContext } from './draft-context';

type ReviewRow = typeof reviews.$inferSelect;

type StoredReply = { text: string; language: string };

/** The guardrails' view of a stored reply, with the owner's settings as they are now. */
async function guardrailsFor(db: Db, review: ReviewRow, reply: StoredReply, options: { postedOnly?: boolean } = {}) {
  const language = isLanguage(reply.language) ? reply.language : undefined;
  const context = await draftContext(db, review, language ? { language } : {}, options);
  return guardrailContextFor({ ...context.input, avoid: context.recentReplies, seed: 0 }, context.businessProfile);
}

/** What the guardrails notice in the owner's own words: warnings to show, never a refusal. */
export async function ownerReplyWarnings(db: Db, review: ReviewRow, reply: StoredReply) {
  return reviewOwnerReply(reply.text, await guardrailsFor(db, review, reply));
}

/** A reply the guardrails stop before posting comes back with the finding that stopped it. */
export type PostableReply = { ok: true; text: string } | { ok: false; finding: GuardrailFinding };

/**
 * The words that may go public, checked just before posting. The owner's own words go out as written
 * (they saw the warnings); only what the platform refuses stops them. A draft the owner approved is
 * posted as approved or held, never rewritten behind their back; an auto-approved one that no longer
 * passes (most often: another reply posted meanwhile reads too much like it) is drafted anew, in its
 * language and tone, and held only when that fails too (design §5).
 */
export async function replyToPost(
  ctx: AppContext,
  review: ReviewRow,
  reply: StoredReply & { tone: string; editedByOwner: boolean },
  options: { autoApproved: boolean },
): Promise<PostableReply> {
  if (reply.editedByOwner) {
    const refused = checkPlatformLimits(reply.text);
    return refused ? { ok: false, finding: refused } : { ok: true, text: reply.text };
  }
  const verdict = checkDraft(reply.text, await guardrailsFor(ctx.database.db, review, reply, { postedOnly: true }));
  if (verdict.ok && verdict.masked.length === 0) return { ok: true, text: reply.text };
  const held: GuardrailFinding = !verdict.ok ? verdict.finding : { rule: 'profanity', kind: 'swearing', detail: verdict.masked.join(', ') };
  if (!options.autoApproved) return { ok: false, finding: held };

  const language = isLanguage(reply.language) ? reply.language : undefined;
  const tone = TONES.find((known) => known === reply.tone);
  const context = await draftContext(ctx.database.db, review, { language, tone }, { postedOnly: true });
  const input = { ...context.input, avoid: [reply.text, ...context.recentReplies], seed: randomInt(2 ** 31) };
  const redrafted = await draftWithGuardrails((request) => ctx.ai.draftReply(request), input, context.businessProfile);
  if (redrafted.status === 'ok' && redrafted.masked.length === 0) return { ok: true, text: redrafted.draft.text };
  return { ok: false, finding: held };
}
