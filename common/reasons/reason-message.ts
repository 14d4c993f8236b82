import { findingMessage, type Translate } from '../guardrails/finding-message';
import type { Language } from '../languages';
import { PLATFORM_NAMES } from '../platforms';
import { KNOWN_POLICY_VIOLATIONS, type TReason } from '../schemas/reasons';

/** The catalogs a reason is worded from, each the `t` of one namespace in the reader's language. */
export type ReasonCatalogs = { reasons: Translate; guardrails: Translate; topics: Translate };

const isKnownViolation = (value: string) => (KNOWN_POLICY_VIOLATIONS as readonly string[]).includes(value);

/**
 * A reason as a sentence in the reader's language, from the `reasons` catalog: platforms by their brand
 * name, the platform's refusal and Google's moderation verdict in the owner's words, and a guardrail hold
 * through the guardrails' own wording (`findingMessage`).
 */
export function reasonMessage(reason: TReason, language: Language, catalogs: ReasonCatalogs): string {
  const { reasons } = catalogs;
  switch (reason.code) {
    case 'guardrailHold':
      return reasons('guardrailHold', { finding: findingMessage(reason.params.finding, language, catalogs.guardrails, catalogs.topics) });
    case 'postFailed':
      return reasons(`problems.${reason.params.problem}`, { platform: PLATFORM_NAMES[reason.params.platform] });
    case 'syncFailed': {
      const platform = PLATFORM_NAMES[reason.params.platform];
      return reasons('syncFailed', { platform, problem: reasons(`problems.${reason.params.problem}`, { platform }) });
    }
    case 'moderationRejected': {
      const { violation } = reason.params;
      const platform = PLATFORM_NAMES[reason.params.platform];
      if (!violation) return reasons('moderationRejected', { platform });
      return reasons('moderationRejectedBecause', {
        platform,
        violation: isKnownViolation(violation) ? reasons(`policyViolations.${violation}`) : violation,
      });
    }
    case 'autoApprovalHeld':
      return reasons('autoApprovalHeld', { risks: new Intl.ListFormat(language, { type: 'conjunction' }).format(reason.params.risks.map((risk) => reasons(`risks.${risk}`))) });
    default:
      return reasons(reason.code, { platform: PLATFORM_NAMES[reason.params.platform] });
  }
}
