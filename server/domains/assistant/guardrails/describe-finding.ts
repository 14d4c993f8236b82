import type { Language } from '@common/languages';
import { findingMessage } from '@common/guardrails/finding-message';
import { translator } from '@server/i18n/translate';
import type { GuardrailFinding } from './context';

/** A finding as a sentence for logs, API consumers and the statusReason of older clients (English unless asked). */
export function describeFinding(finding: GuardrailFinding, language: Language = 'en'): string {
  return findingMessage(finding, language, translator(language, 'guardrails'), translator(language, 'topics'));
}
