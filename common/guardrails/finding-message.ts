import { isLanguage, type Language } from '../languages';
import type { TGuardrailFinding } from '../schemas/guardrails';
import { isTopicId, topicInSentence } from '../topics';

/** The part of i18next's `t` that a message needs: the `guardrails` and `topics` catalogs of one language. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A finding as a sentence in the reader's language. Language codes and topic ids in its parameters are
 * named in that language too ('The reply reads as English …', 'Le sujet « prix » …').
 */
export function findingMessage(finding: TGuardrailFinding, language: Language, guardrails: Translate, topics: Translate): string {
  const params: Record<string, unknown> = { ...finding.params, detail: finding.detail ?? '' };
  for (const [key, value] of Object.entries(finding.params ?? {})) {
    if ((key === 'expected' || key === 'detected') && isLanguage(value)) params[key] = guardrails(`languages.${value}`);
    if (key === 'topic' && typeof value === 'string' && isTopicId(value)) params[key] = topicInSentence(topics(value), language);
  }
  return guardrails(`${finding.rule}.${finding.kind}`, params);
}
