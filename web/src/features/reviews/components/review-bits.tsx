import { AlertTriangle, CheckCircle2, PenLine, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { findingMessage } from '@common/guardrails/finding-message';
import { isTopicId } from '@common/topics';
import { isLanguage } from '@common/languages';
import { qualityBadge, QUALITY_BADGE_TONE, wordCount, type QualityContext } from '@common/review-quality';
import { starsForRules } from '@common/review-rating';
import type { TGuardrailFinding } from '@common/schemas/guardrails';
import type { TAiResponse, TReview } from '@common/schemas/reviews';
import { Badge } from '@web/components/ui/badge';
import { useReasonMessage } from '@web/lib/reason-message';
import { cn } from '@web/lib/utils';
import { sentimentOf, type InsightTopic } from '../lib/review-helpers';

const SENTIMENT_STYLE = {
  positive: 'border-transparent bg-success/15 text-success',
  neutral: 'border-transparent bg-secondary text-secondary-foreground',
  negative: 'border-transparent bg-destructive/12 text-destructive dark:bg-destructive/20',
} as const;

export function SentimentBadge({ review }: { review: Pick<TReview, 'rating' | 'recommendation'> }) {
  const { t } = useTranslation('reviews');
  const sentiment = sentimentOf(starsForRules(review));
  if (!sentiment) return null;
  return <Badge className={SENTIMENT_STYLE[sentiment]}>{t(`sentiment.${sentiment}`)}</Badge>;
}

const QUALITY_STYLE = {
  good: 'border-transparent bg-success/15 text-success',
  warn: 'border-transparent bg-warning/20 text-amber-700 dark:text-warning',
  neutral: 'border-transparent bg-primary/10 text-primary',
} as const;

/** The quality badge of spec §5 for this reply text, or nothing where the rules give none. */
export function QualityBadge({ text, review, context }: { text: string; review: Pick<TReview, 'rating' | 'recommendation'>; context: QualityContext }) {
  const { t } = useTranslation('reviews');
  const badge = qualityBadge(text, starsForRules(review), context);
  if (!badge) return null;
  return (
    <Badge className={QUALITY_STYLE[QUALITY_BADGE_TONE[badge]]} title={t('quality.words', { count: wordCount(text) })} data-testid="quality-badge">
      {t(`quality.${badge}`)}
    </Badge>
  );
}

/** Why a reply was refused by the platform, or went back to pending, in the owner's language. */
function StatusReasonNotice({ response }: { response: TAiResponse | undefined }) {
  const { t } = useTranslation('reviews');
  const reasonText = useReasonMessage();
  const reason = response && reasonText(response.statusReasonCode, response.statusReason);
  if (!response || !reason) return null;
  const failed = response.status === 'failed';
  return (
    <div
      role="note"
      className={cn(
        'flex gap-2 rounded-md border px-3 py-2 text-sm',
        failed ? 'border-destructive/30 bg-destructive/5 text-destructive' : 'border-warning/40 bg-warning/10 text-amber-800 dark:text-warning',
      )}
    >
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-medium">{t(failed ? 'notice.failed' : 'notice.attention')}</span> {reason}
      </p>
    </div>
  );
}

/** The 'Posted!' mark over an approved review: the review fades behind it, the mark stays crisp. */
export function PostedOverlay({ className }: { className?: string }) {
  const { t } = useTranslation('reviews');
  return (
    <div className={cn('pointer-events-none absolute inset-0 z-10 flex items-center justify-center rounded-[inherit] bg-background/55', className)}>
      <span role="status" className="flex items-center gap-2 rounded-full bg-success px-4 py-2 text-sm font-semibold text-success-foreground shadow-lg">
        <CheckCircle2 aria-hidden className="size-4" />
        {t('card.posted')}
      </span>
    </div>
  );
}

/** A guardrail finding as a sentence in the interface language (the `guardrails` and `topics` catalogs). */
function useFindingMessage(): (finding: TGuardrailFinding) => string {
  const { t, i18n } = useTranslation(['guardrails', 'topics']);
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return useCallback(
    (finding: TGuardrailFinding) =>
      findingMessage(
        finding,
        language,
        (key, options) => t(key, { ...options, ns: 'guardrails' }),
        (key, options) => t(key, { ...options, ns: 'topics' }),
      ),
    [t, language],
  );
}

/**
 * What the guardrails noticed in a reply: in the owner's own words, warnings they may post past (Approve
 * & Post asks once); in an AI draft, why it was held for them rather than posted automatically.
 */
function ReplyWarningsNotice({ response }: { response: TAiResponse | undefined }) {
  const { t } = useTranslation('reviews');
  if (!response?.warnings.length || response.status === 'posted') return null;
  return (
    <div role="note" data-testid="reply-warnings" className="flex gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-amber-800 dark:text-warning">
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-1">
        <p className="font-medium">{t(response.editedByOwner ? 'warnings.ownerTitle' : 'warnings.heldTitle', { count: response.warnings.length })}</p>
        <FindingList findings={response.warnings} className="grid gap-0.5" />
      </div>
    </div>
  );
}

/** What the guardrails noticed, a sentence each in the interface language. */
export function FindingList({ findings, className }: { findings: readonly TGuardrailFinding[]; className?: string }) {
  const message = useFindingMessage();
  return (
    <ul className={className}>
      {findings.map((finding, index) => (
        <li key={`${finding.rule}-${finding.kind}-${index}`}>{message(finding)}</li>
      ))}
    </ul>
  );
}

/** Everything a reply's card says about it beside its words: a refusal, a return to pending, warnings. */
export function ReplyNotices({ response }: { response: TAiResponse | undefined }) {
  return (
    <>
      <StatusReasonNotice response={response} />
      <ReplyWarningsNotice response={response} />
    </>
  );
}

/** The reply holds the owner's own words, and is posted as they wrote it. */
export function EditedByOwnerBadge({ response }: { response: TAiResponse | undefined }) {
  const { t } = useTranslation('reviews');
  if (!response?.editedByOwner) return null;
  return (
    <Badge variant="outline" className="gap-1 font-normal" data-testid="edited-by-owner">
      <PenLine aria-hidden className="size-3" />
      {t('warnings.editedByYou')}
    </Badge>
  );
}

const FEELING_STYLE = {
  praised: 'border-transparent bg-success/15 text-success',
  criticised: 'border-transparent bg-destructive/12 text-destructive dark:bg-destructive/20',
  mentioned: '',
} as const;

/** The AI Insight's topics, each marked with what the reviewer felt about it, named in the interface language. */
export function InsightTopicChips({ topics }: { topics: InsightTopic[] }) {
  const { t } = useTranslation(['reviews', 'topics']);
  if (topics.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t('insight.topics')}>
      {topics.map((item, index) => {
        const label = item.topic && isTopicId(item.topic) ? t(item.topic, { ns: 'topics' }) : item.label;
        const feeling = item.feeling;
        return (
          <li key={`${label}-${index}`}>
            <Badge variant="outline" className={cn('gap-1 font-normal', feeling && FEELING_STYLE[feeling])} title={feeling ? t(`insight.${feeling}`) : undefined}>
              {feeling === 'praised' && <ThumbsUp aria-hidden className="size-3" />}
              {feeling === 'criticised' && <ThumbsDown aria-hidden className="size-3" />}
              {label}
              {feeling && feeling !== 'mentioned' && <span className="sr-only">({t(`insight.${feeling}`)})</span>}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
