import type { GuardrailContext, GuardrailRule, RuleResult } from './context';
import { maskProfanity } from './profanity';
import { checkCommitments } from './rules/commitments';
import { checkForm } from './rules/form';
import { checkGrounding } from './rules/grounding';
import { checkLanguage } from './rules/language';
import { checkLength } from './rules/length';
import { checkPersonalData } from './rules/personal-data';
import { checkRepetition } from './rules/repetition';

export type { GuardrailContext, GuardrailRule };

export type GuardrailResult =
  /** `text` is the draft with profanity masked; `masked` lists what was masked (reported, never silent). */
  | { ok: true; text: string; masked: string[] }
  | { ok: false; rule: GuardrailRule; reason: string };

/**
 * Design section 5, rules 1-7; the first that fails is reported. Form (7) runs first: a placeholder such
 * as '[Name]' is better reported as a placeholder than as an invented name.
 */
const RULE_CHECKS: Array<(draft: string, ctx: GuardrailContext) => RuleResult> = [
  checkForm, checkRepetition, checkCommitments, checkPersonalData, checkLanguage, checkLength, checkGrounding,
];

/** The guardrails every draft passes when made, on every edit and before posting, whatever wrote it. */
export function checkDraft(draft: string, ctx: GuardrailContext): GuardrailResult {
  if (draft.trim() === '') return { ok: false, rule: 'length', reason: 'The reply is empty.' };
  for (const check of RULE_CHECKS) {
    const failure = check(draft, ctx);
    if (failure) return { ok: false, ...failure };
  }
  const { text, masked } = maskProfanity(draft, ctx.targetLanguage);
  return { ok: true, text, masked };
}
