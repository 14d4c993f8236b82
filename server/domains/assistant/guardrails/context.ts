import type { Language } from '@common/languages';

export const RULES = ['repetition', 'commitments', 'personal_data', 'language', 'length', 'grounding', 'form'] as const;
export type GuardrailRule = (typeof RULES)[number];

/** What the guardrails know about a draft: the review, the settings and the business (design section 5). */
export interface GuardrailContext {
  targetLanguage: Language;
  minWords: number;
  maxWords: number;
  contactEmail: string | null;
  contactName: string | null;
  customInstructions: string | null;
  reviewerName: string | null;
  reviewText: string | null;
  businessName?: string | null;
  /** Other facts of the business profile a reply may name (address, products, opening hours …). */
  businessProfile?: readonly string[];
  /** The business's last replies (at most 50 are compared). */
  recentReplies: readonly string[];
}

export type RuleResult = { rule: GuardrailRule; reason: string } | null;

/** Everything the owner or the review supplied: what a reply may repeat without inventing it. */
export function groundedSources(ctx: GuardrailContext): string {
  return [ctx.reviewText, ctx.businessName, ctx.contactName, ctx.contactEmail, ctx.customInstructions, ...(ctx.businessProfile ?? [])]
    .filter((part): part is string => typeof part === 'string')
    .join('\n');
}

/** The reviewer's names beyond the first, which a reply must never repeat. */
export function reviewerSurnames(ctx: GuardrailContext): string[] {
  const tokens = (ctx.reviewerName ?? '').trim().split(/\s+/u).slice(1);
  return tokens.map((t) => t.replace(/[.,]/gu, '')).filter((t) => /^\p{L}[\p{L}'’-]+$/u.test(t));
}
