import type { Language } from '@common/languages';
import { GUARDRAIL_RULES, type GuardrailRule, type TGuardrailFinding } from '@common/schemas/guardrails';
import { firstNameOf } from '../offline/first-name';

export const RULES = GUARDRAIL_RULES;
export type { GuardrailRule };
export type GuardrailFinding = TGuardrailFinding;

/** What the guardrails know about a draft: the review, the settings and the business (design section 5). */
export interface GuardrailContext {
  targetLanguage: Language;
  /** The language the review is written in (its topics are read in it). */
  reviewLanguage?: Language;
  minWords: number;
  maxWords: number;
  contactEmail: string | null;
  contactName: string | null;
  customInstructions: string | null;
  reviewerName: string | null;
  reviewText: string | null;
  reviewRating?: number | null;
  /** The kind of business ('clinic'): it tells what some of the review's words mean. */
  industry?: string | null;
  businessName?: string | null;
  /** Other facts of the business profile a reply may name (address, products, opening hours …). */
  businessProfile?: readonly string[];
  /** The business's last replies (at most 50 are compared). */
  recentReplies: readonly string[];
}

export type RuleResult = GuardrailFinding | null;

export const finding = (rule: GuardrailRule, kind: string, detail?: string, params?: GuardrailFinding['params']): GuardrailFinding => ({
  rule,
  kind,
  ...(detail !== undefined ? { detail } : {}),
  ...(params ? { params } : {}),
});

/** Everything the owner or the review supplied: what a reply may repeat without inventing it. */
export function groundedSources(ctx: GuardrailContext): string {
  return [ctx.reviewText, ctx.businessName, ctx.contactName, ctx.contactEmail, ctx.customInstructions, ...(ctx.businessProfile ?? [])]
    .filter((part): part is string => typeof part === 'string')
    .join('\n');
}

/** The reviewer's names beyond the first, which a reply must never repeat. */
export function reviewerSurnames(ctx: GuardrailContext): string[] {
  // A couple is greeted by both first names ('Malene og Kim'): those are not surnames.
  const greeted = new Set((firstNameOf(ctx.reviewerName) ?? '').toLocaleLowerCase().split(' '));
  const tokens = (ctx.reviewerName ?? '').trim().split(/\s+/u).slice(1);
  return tokens.map((t) => t.replace(/[.,]/gu, '')).filter((t) => /^\p{L}[\p{L}'’-]+$/u.test(t) && !greeted.has(t.toLocaleLowerCase()));
}

/** Who a reply names by right: the business, its contact person, the reviewer. */
export type Names = Pick<GuardrailContext, 'businessName' | 'contactName' | 'reviewerName'>;

/** The names a reply may carry without them counting as its words: the business, the contact, the reviewer. */
export function ownNames(ctx: Names): string[] {
  return [ctx.businessName, ctx.contactName, ctx.reviewerName?.trim().split(/\s+/u)[0]]
    .map((name) => name?.trim() ?? '')
    .filter((name) => name.length > 1);
}
