import { ChevronLeft, ChevronRight, Keyboard, Pencil, RefreshCw, Send, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { TReview } from '@common/schemas/reviews';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { formatDate } from '@web/lib/i18n';
import { cn } from '@web/lib/utils';
import { ReviewHeadline } from '@web/components/review-headline';
import { ReviewRating } from '@web/components/review-rating';
import { PlatformBadge } from '@web/components/list/platform-badge';
import { LocationBadge } from '@web/features/locations/components/location-badge';
import { LanguageBadge, ToneBadge } from '@web/components/list/reply-badges';
import { useReviewActions } from '../hooks/review-actions';
import { isTypingTarget, overlayOpen } from '../lib/keyboard';
import { hasApprovableReply, noReplyKey } from '../lib/review-helpers';
import { PostedOverlay, QualityBadge, SentimentBadge, ReplyNotices, EditedByOwnerBadge } from './review-bits';

/**
 * Spec §2 "Stream view": full screen, one review at a time, with ← → to move and space to approve.
 * It walks the page as it was when the stream opened: approved reviews stay in place, marked Posted!,
 * so the position does not jump when the list refreshes.
 */
export function StreamView({ reviews, onExit }: { reviews: TReview[]; onExit: () => void }) {
  const { t } = useTranslation('reviews');
  const actions = useReviewActions();
  const [snapshot, setSnapshot] = useState(reviews);
  const [index, setIndex] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);

  // Newer versions of the same reviews (an edit, a new draft) replace the snapshot's copies.
  useEffect(() => {
    const fresh = new Map(reviews.map((review) => [review.id, review]));
    setSnapshot((current) => current.map((review) => fresh.get(review.id) ?? review));
  }, [reviews]);

  useEffect(() => containerRef.current?.focus(), []);

  const count = snapshot.length;
  const position = Math.min(index, Math.max(0, count - 1));
  const review = snapshot[position];
  const posted = review ? actions.postedIds.has(review.id) : false;
  const regenerating = review ? actions.regeneratingIds.has(review.id) : false;

  const previous = useCallback(() => setIndex((value) => Math.max(0, value - 1)), []);
  const next = useCallback(() => setIndex((value) => Math.min(count - 1, value + 1)), [count]);
  // Spec §4: approve advances unless at the last.
  const approveAndNext = useCallback(() => {
    if (!review) return;
    if (hasApprovableReply(review) && !actions.postedIds.has(review.id) && !actions.regeneratingIds.has(review.id)) void actions.approve(review);
    next();
  }, [actions, next, review]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target) || overlayOpen()) return;
      if (event.key === 'ArrowRight') {
        event.preventDefault();
        next();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        previous();
      } else if (event.key === ' ' || event.code === 'Space') {
        // Space approves even when a button has the focus (it would otherwise press that button).
        event.preventDefault();
        approveAndNext();
      } else if (event.key === 'Escape') {
        event.preventDefault();
        onExit();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [approveAndNext, next, onExit, previous]);

  const response = review?.aiResponse;

  return createPortal(
    <div
      ref={containerRef}
      role="dialog"
      aria-modal="true"
      aria-label={t('stream.title')}
      tabIndex={-1}
      data-testid="stream-view"
      className="fixed inset-0 z-40 flex flex-col bg-background text-foreground outline-none"
    >
      <header className="flex items-center gap-4 border-b px-4 py-3 sm:px-6">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <p className="text-sm font-medium tabular-nums">{t('stream.position', { index: count ? position + 1 : 0, total: count })}</p>
          <Progress value={count ? ((position + 1) / count) * 100 : 0} aria-label={t('stream.position', { index: position + 1, total: count })} />
        </div>
        <Button variant="ghost" size="icon" onClick={onExit} aria-label={t('stream.exit')} title={t('stream.exit')}>
          <X aria-hidden />
        </Button>
      </header>

      <main className="flex-1 overflow-y-auto px-4 py-6 sm:px-6">
        {review ? (
          <article
            key={review.id}
            className={cn('relative mx-auto grid max-w-3xl gap-5 rounded-xl border bg-card p-5 shadow-sm transition-opacity sm:p-6')}
          >
            {posted && <PostedOverlay />}
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="grid gap-1.5">
                <h2 className="text-lg font-semibold">{review.reviewerName}</h2>
                <div className="flex flex-wrap items-center gap-2">
                  <ReviewRating review={review} />
                  <PlatformBadge platform={review.platform} />
                  <LocationBadge businessId={review.businessId} />
                  <SentimentBadge review={review} />
                </div>
              </div>
              <time dateTime={review.reviewedAt} className="text-sm text-muted-foreground tabular-nums">
                {formatDate(review.reviewedAt)}
              </time>
            </div>
            {/* Together, so that the headline sits on its text rather than the article's wider gap. */}
            <div className="grid gap-1.5">
              <ReviewHeadline title={review.title} className="text-base" />
              <p className="text-base leading-relaxed whitespace-pre-line">{review.reviewText || t('card.noText')}</p>
            </div>
            <section className="grid gap-2 rounded-lg bg-muted/60 p-4 dark:bg-muted/40">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="mr-auto text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('card.suggestedReply')}</h3>
                {response && <QualityBadge text={response.responseText} review={review} context="stream" />}
                {response && <LanguageBadge language={response.language} />}
                <EditedByOwnerBadge response={response} />
                {response && <ToneBadge tone={response.tone} />}
              </div>
              <p className="text-sm leading-relaxed whitespace-pre-line">
                {regenerating ? t('card.regenerating') : (response?.responseText ?? t(noReplyKey(review)))}
              </p>
            </section>
            <ReplyNotices response={response} />
          </article>
        ) : (
          <p className="mx-auto max-w-3xl text-center text-muted-foreground">{t('empty.noPendingTitle')}</p>
        )}
      </main>

      <footer className="grid gap-3 border-t px-4 py-3 sm:px-6">
        <div className="mx-auto flex w-full max-w-3xl flex-wrap items-center justify-between gap-2">
          <Button variant="outline" size="icon" onClick={previous} disabled={position === 0} aria-label={t('stream.previous')} title={t('stream.previous')}>
            <ChevronLeft aria-hidden />
          </Button>
          <div className="flex flex-1 flex-wrap items-center justify-center gap-2">
            <Button variant="outline" onClick={() => review && void actions.regenerate(review)} disabled={!review || posted || regenerating || !review.canReply}>
              <RefreshCw aria-hidden className={cn(regenerating && 'animate-spin')} />
              {t('card.regenerate')}
            </Button>
            <Button variant="outline" onClick={() => review && actions.openEditor(review)} disabled={!response || posted || regenerating}>
              <Pencil aria-hidden />
              {t('stream.edit')}
            </Button>
            <Button onClick={approveAndNext} disabled={!review || !hasApprovableReply(review) || posted || regenerating}>
              <Send aria-hidden />
              {t('stream.approveNext')}
            </Button>
          </div>
          <Button variant="outline" size="icon" onClick={next} disabled={position >= count - 1} aria-label={t('stream.next')} title={t('stream.next')}>
            <ChevronRight aria-hidden />
          </Button>
        </div>
        <p className="flex items-center justify-center gap-1.5 text-center text-xs text-muted-foreground">
          <Keyboard aria-hidden className="hidden size-3.5 sm:block" />
          {t('stream.hint')}
        </p>
      </footer>
    </div>,
    document.body,
  );
}
