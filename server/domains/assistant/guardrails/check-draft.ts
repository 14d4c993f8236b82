import type { GuardrailContext, GuardrailFinding, GuardrailRule, RuleResult } from './context';
import { maskProfanity } from './profanity';
import { checkCommitments } from './rules/commitments';
import { checkForm } from './rules/form';
import { checkGrounding } from './rules/grounding';
import { checkLanguage } from './rules/language';
import { checkLength, checkPlatformLimits } from './rules/length';
import { checkPersonalData } from './rules/personal-data';
import { checkPolarity } from './rules/polarity';
import { checkRepetition } from './rules/repetition';
import { checkSelfRepetition } from './rules/self-repetition';

export type { GuardrailContext, GuardrailFinding, GuardrailRule };

export type GuardrailResult =
  /** `text` is the draft with profanity masked; `masked` lists what was masked (reported, never silent). */
  | { ok: true; text: string; masked: string[] }
  | { ok: false; finding: GuardrailFinding };

/**
 * Design section 5, rules 1-7, 9 and 10 (rule 8 is how a model is asked). Form (7) runs first: a
 * placeholder such as '[Name]' is better reported as a placeholder than as an invented name.
 */
const RULE_CHECKS: Array<(draft: string, ctx: GuardrailContext) => RuleResult> = [
  checkForm, checkRepetition, checkCommitments, checkPersonalData, checkLanguage, checkLength, checkGrounding, checkSelfRepetition, checkPolarity,
];

/** The guardrails every draft passes when it is made and before it is posted, whatever wrote it. */
export function checkDraft(draft: string, ctx: GuardrailContext): GuardrailResult {
  const empty = checkPlatformLimits(draft);
  if (empty) return { ok: false, finding: empty };
  for (const check of RULE_CHECKS) {
    const failure = check(draft, ctx);
    if (failure) return { ok: false, finding: failure };
  }
  const { text, masked } = maskProfanity(draft, ctx.targetLanguage);
  return { ok: true, text, masked };
}

/** What is no news to the owner in their own words: the names of their own people ('Best, Mette'). */
const OWNERS_OWN = (found: GuardrailFinding) => found.rule === 'grounding' && found.kind === 'name';

/**
 * Everything the guardrails notice in words the owner wrote: each rule's finding, swear words included,
 * the text left as it is. The owner decides; only what the platform refuses stops the reply (checkPlatformLimits).
 */
export function reviewOwnerReply(text: string, ctx: GuardrailContext): GuardrailFinding[] {
  const findings = RULE_CHECKS.map((check) => check(text, ctx)).filter((found): found is GuardrailFinding => found !== null && !OWNERS_OWN(found));
  const swearing = maskProfanity(text, ctx.targetLanguage).masked;
  if (swearing.length > 0) findings.push({ rule: 'profanity', kind: 'swearing', detail: swearing.join(', ') });
  return findings;
}
