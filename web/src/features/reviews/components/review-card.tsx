import { ChevronDown, ChevronUp, Loader2, Pencil, RefreshCw, Send, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReview } from '@common/schemas/reviews';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { formatDate } from '@web/lib/i18n';
import { cn } from '@web/lib/utils';
import { ReviewHeadline } from '@web/components/review-headline';
import { ReviewRating } from '@web/components/review-rating';
import { PlatformBadge } from '@web/components/list/platform-badge';
import { LocationBadge } from '@web/features/locations/components/location-badge';
import { ToneBadge } from '@web/components/list/reply-badges';
import { useReviewActions } from '../hooks/review-actions';
import { hasApprovableReply, insightOf, noReplyKey } from '../lib/review-helpers';
import {
  EditedByOwnerBadge,
  InsightTopicChips,
  PostedOverlay,
  QualityBadge,
  ReplyNotices,
  SentimentBadge,
} from './review-bits';

type Props = {
  review: TReview;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  /** The first card on the page carries the ids the product tour points at. */
  tourTarget?: boolean;
};

/** One review in the card view (spec §2 "Card view"), expandable in place. */
export function ReviewCard({ review, selected, onSelectedChange, tourTarget = false }: Props) {
  const { t } = useTranslation('reviews');
  const actions = useReviewActions();
  const [expanded, setExpanded] = useState(false);
  const resolvedId = useId();
  const posted = actions.postedIds.has(review.id);
  const regenerating = actions.regeneratingIds.has(review.id);
  const response = review.aiResponse;
  const insight = expanded ? insightOf(review.aiSummary) : null;
  const canApprove = hasApprovableReply(review) && !posted;

  const approveButton = (
    <Button
      size="sm"
      onClick={() => void actions.approve(review)}
      disabled={!canApprove || regenerating}
      data-tour={tourTarget ? 'review-approve' : undefined}
    >
      <Send aria-hidden />
      {t('card.approve')}
    </Button>
  );

  return (
    <Card
      data-testid="review-card"
      data-tour={tourTarget ? 'review-card-0' : undefined}
      aria-busy={regenerating || undefined}
      data-posted={posted || undefined}
      // Expanded, the card takes the full width of the grid, so its neighbour is not stretched.
      className={cn('relative gap-4 py-5 transition-opacity', expanded && 'md:col-span-2', selected && 'ring-2 ring-primary/60')}
    >
      {posted && <PostedOverlay />}
      <div className="flex items-start gap-3 px-5">
        <Checkbox
          checked={selected}
          onCheckedChange={(checked) => onSelectedChange(checked === true)}
          aria-label={t('selection.selectReview', { name: review.reviewerName })}
          className="mt-1"
        />
        <div className="grid min-w-0 flex-1 gap-1.5">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <h3 className="truncate font-semibold">{review.reviewerName}</h3>
            <time dateTime={review.reviewedAt} className="text-xs text-muted-foreground tabular-nums">
              {formatDate(review.reviewedAt)}
            </time>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <ReviewRating review={review} />
            <PlatformBadge platform={review.platform} />
            <LocationBadge businessId={review.businessId} />
            <SentimentBadge review={review} />
          </div>
        </div>
      </div>

      <div className="grid gap-3 px-5">
        {/* Together, so that the headline sits on its text rather than the card's wider gap. */}
        <div className="grid gap-1">
          <ReviewHeadline title={review.title} />
          {review.reviewText ? (
            <p className={cn('text-sm leading-relaxed', expanded ? 'whitespace-pre-line' : 'line-clamp-3')}>{review.reviewText}</p>
          ) : (
            <p className="text-sm text-muted-foreground italic">{t('card.noText')}</p>
          )}
        </div>

        {expanded && insight && (
          <section aria-label={t('card.aiInsight')} className="grid gap-2 rounded-lg border border-primary/20 bg-primary/5 p-3">
            <h4 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-primary uppercase">
              <Sparkles aria-hidden className="size-3.5" />
              {t('card.aiInsight')}
            </h4>
            <p className="text-sm">{insight.summary}</p>
            <InsightTopicChips topics={insight.topics} />
          </section>
        )}

        <section
          aria-label={t(expanded ? 'card.fullResponse' : 'card.suggestedReply')}
          className="grid gap-2 rounded-lg bg-muted/60 p-3 dark:bg-muted/40"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {t(expanded ? 'card.fullResponse' : 'card.suggestedReply')}
            </h4>
            <div className="flex flex-wrap items-center gap-1.5">
              {response && !expanded && <QualityBadge text={response.responseText} review={review} context="card" />}
              <EditedByOwnerBadge response={response} />
              {response && <ToneBadge tone={response.tone} />}
            </div>
          </div>
          {regenerating ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2 aria-hidden className="size-4 animate-spin" />
              {t('card.regenerating')}
            </p>
          ) : response ? (
            <p className={cn('text-sm leading-relaxed whitespace-pre-line', !expanded && 'line-clamp-3')}>
              {/* The preview keeps line breaks but not blank lines, so three lines show three lines of text. */}
              {expanded ? response.responseText : response.responseText.replace(/\n\s*\n/g, '\n')}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">{t(noReplyKey(review))}</p>
          )}
        </section>

        <ReplyNotices response={response} />

        {expanded && (
          <div className="grid gap-1 rounded-lg border p-3">
            <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('card.status')}</span>
            <div className="flex items-start gap-2">
              <Checkbox
                id={resolvedId}
                checked={review.resolvedOffline}
                onCheckedChange={(checked) => void actions.setResolved(review, checked === true)}
                className="mt-0.5"
              />
              <label htmlFor={resolvedId} className="grid cursor-pointer gap-0.5 text-sm">
                <span className="font-medium">{t('card.resolvedOffline')}</span>
                <span className="text-xs text-muted-foreground">{t('card.resolvedHint')}</span>
              </label>
            </div>
          </div>
        )}
      </div>

      <div className="mt-auto flex flex-wrap items-center justify-end gap-2 px-5">
        {expanded ? (
          <>
            <Button variant="ghost" size="sm" onClick={() => setExpanded(false)} aria-expanded className="mr-auto">
              <ChevronUp aria-hidden />
              {t('card.showLess')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void actions.regenerate(review, { resolvedOffline: review.resolvedOffline })}
              disabled={regenerating || posted || !review.canReply}
            >
              <RefreshCw aria-hidden className={cn(regenerating && 'animate-spin')} />
              {t('card.regenerate')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => actions.openEditor(review)}
              disabled={!response || posted || regenerating}
              data-tour={tourTarget ? 'review-edit' : undefined}
            >
              <Pencil aria-hidden />
              {t('card.edit')}
            </Button>
            {approveButton}
          </>
        ) : (
          <>
            <Button variant="ghost" size="sm" onClick={() => setExpanded(true)} aria-expanded={false} className="mr-auto">
              <ChevronDown aria-hidden />
              {t('card.viewDetails')}
            </Button>
            <Button
              variant="outline"
              size="icon"
              className="size-8"
              onClick={() => actions.openEditor(review)}
              disabled={!response || posted || regenerating}
              aria-label={t('card.edit')}
              title={t('card.edit')}
              data-tour={tourTarget ? 'review-edit' : undefined}
            >
              <Pencil aria-hidden />
            </Button>
            {approveButton}
          </>
        )}
      </div>
    </Card>
  );
}
