import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@common/languages';
import { reasonMessage } from '@common/reasons/reason-message';
import type { TReason } from '@common/schemas/reasons';

/**
 * Why a reply failed or came back, or why a sync failed, in the interface language: the server's reason
 * worded from the `reasons` catalog (with `guardrails` and `topics` for a guardrail hold). A row written
 * before reasons existed has only the server's English text, shown as it is; null when there is neither.
 * Never suspends: Luna's panel and the review lists use it, and while the catalogs load the English text
 * stands in.
 */
export function useReasonMessage(): (reason: TReason | null | undefined, englishText: string | null | undefined) => string | null {
  const { t, i18n, ready } = useTranslation(['reasons', 'guardrails', 'topics'], { useSuspense: false });
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return useCallback(
    (reason, englishText) =>
      reason && ready
        ? reasonMessage(reason, language, {
            reasons: (key, options) => t(key, { ...options, ns: 'reasons' }),
            guardrails: (key, options) => t(key, { ...options, ns: 'guardrails' }),
            topics: (key, options) => t(key, { ...options, ns: 'topics' }),
          })
        : englishText || null,
    [t, language, ready],
  );
}
