import { useQueryClient } from '@tanstack/react-query';
import { Loader2, LogOut, RefreshCw, Save, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReview } from '@common/schemas/reviews';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { formatDate } from '@web/lib/i18n';
import { cn } from '@web/lib/utils';
import { ReviewHeadline } from '@web/components/review-headline';
import { ReviewRating } from '@web/components/review-rating';
import { PlatformBadge } from '@web/components/list/platform-badge';
import { LocationBadge } from '@web/features/locations/components/location-badge';
import { ToneBadge } from '@web/components/list/reply-badges';
import { replaceCachedReview, updateResponse } from '../api/reviews-api';
import { useReviewActions } from '../hooks/review-actions';
import { failureMessage, hasApprovableReply, noReplyKey } from '../lib/review-helpers';
import { PostedOverlay, QualityBadge, ReplyNotices, EditedByOwnerBadge } from './review-bits';

/** Unsaved reply texts, by review id. */
export type BatchEdits = Record<string, { responseId: string; text: string }>;

type Props = {
  reviews: TReview[];
  edits: BatchEdits;
  onEditsChange: (edits: BatchEdits) => void;
  /** Back to the card view: after Save All, or on Exit. */
  onDone: () => void;
};

const without = (edits: BatchEdits, reviewId: string) => {
  const { [reviewId]: _dropped, ...rest } = edits;
  return rest;
};

/** Spec §2 "Batch edit view": every review of the page beside its editable reply; one Save All. */
export function BatchEditView({ reviews, edits, onEditsChange, onDone }: Props) {
  const { t } = useTranslation('reviews');
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [confirmExit, setConfirmExit] = useState(false);
  const editCount = Object.keys(edits).length;

  // Spec §4: one update per edited reply, then the edits are cleared and the card view returns.
  const saveAll = async () => {
    setSaving(true);
    const entries = Object.entries(edits);
    const results = await Promise.allSettled(entries.map(([, edit]) => updateResponse(edit.responseId, edit.text)));
    setSaving(false);
    let remaining: BatchEdits = {};
    let firstError: unknown = null;
    results.forEach((result, i) => {
      const [reviewId, edit] = entries[i]!;
      if (result.status === 'fulfilled') {
        replaceCachedReview(queryClient, reviewId, (review) => ({ ...review, aiResponse: result.value }));
      } else {
        remaining = { ...remaining, [reviewId]: edit };
        firstError ??= result.reason;
      }
    });
    if (firstError === null) {
      toast({ title: t('toasts.updatedTitle'), description: t('toasts.updatedDescription') });
      onEditsChange({});
      onDone();
    } else {
      toast({ variant: 'destructive', title: t('errors.title'), description: failureMessage(firstError, t('errors.update')) });
      onEditsChange(remaining);
    }
  };

  const exit = () => {
    if (editCount > 0) setConfirmExit(true);
    else onDone();
  };

  return (
    <section aria-labelledby="batch-edit-title" className="grid gap-4">
      <div className="sticky top-0 z-20 flex flex-wrap items-center gap-3 rounded-xl border bg-card/95 px-4 py-3 shadow-sm backdrop-blur">
        <div className="mr-auto grid">
          <h2 id="batch-edit-title" className="font-semibold">
            {t('batch.title')}
          </h2>
          <p className="text-xs text-muted-foreground">{t('batch.subtitle')}</p>
        </div>
        <Button variant="outline" onClick={exit} disabled={saving}>
          <LogOut aria-hidden />
          {t('batch.exit')}
        </Button>
        <Button onClick={() => void saveAll()} disabled={editCount === 0 || saving}>
          {saving ? <Loader2 aria-hidden className="animate-spin" /> : <Save aria-hidden />}
          {t('batch.saveAll', { count: editCount })}
        </Button>
      </div>

      <div className="grid gap-4">
        {reviews.map((review) => (
          <BatchRow
            key={review.id}
            review={review}
            edit={edits[review.id]?.text}
            disabled={saving}
            onEdit={(text) =>
              review.aiResponse &&
              onEditsChange(
                text === review.aiResponse.responseText ? without(edits, review.id) : { ...edits, [review.id]: { responseId: review.aiResponse.id, text } },
              )
            }
            onDiscard={() => onEditsChange(without(edits, review.id))}
          />
        ))}
      </div>

      <AlertDialog open={confirmExit} onOpenChange={setConfirmExit}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('batch.discardTitle')}</AlertDialogTitle>
            <AlertDialogDescription>{t('batch.discardDescription', { count: editCount })}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('batch.keepEditing')}</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                onEditsChange({});
                onDone();
              }}
            >
              {t('batch.discard')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}

type RowProps = { review: TReview; edit: string | undefined; disabled: boolean; onEdit: (text: string) => void; onDiscard: () => void };

function BatchRow({ review, edit, disabled, onEdit, onDiscard }: RowProps) {
  const { t } = useTranslation('reviews');
  const actions = useReviewActions();
  const fieldId = useId();
  const [busy, setBusy] = useState(false);
  const response = review.aiResponse;
  const posted = actions.postedIds.has(review.id);
  const regenerating = actions.regeneratingIds.has(review.id);
  const text = edit ?? response?.responseText ?? '';
  const locked = disabled || posted || regenerating || busy;

  const regenerate = async () => {
    onDiscard();
    await actions.regenerate(review);
  };

  // An edited reply is saved before it is approved, so the words posted are the words shown.
  const approve = async () => {
    let response = review.aiResponse;
    if (edit !== undefined) {
      setBusy(true);
      const saved = await actions.saveResponse(review, edit, { quiet: true });
      setBusy(false);
      if (!saved) return;
      onDiscard();
      response = saved;
    }
    await actions.approve(review, response);
  };

  return (
    <article
      data-testid="batch-row"
      className={cn('relative grid gap-4 rounded-xl border bg-card p-4 shadow-sm transition-opacity md:grid-cols-2 md:gap-6')}
    >
      {posted && <PostedOverlay />}
      <div className="grid content-start gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold">{review.reviewerName}</h3>
          <time dateTime={review.reviewedAt} className="text-xs text-muted-foreground tabular-nums">
            {formatDate(review.reviewedAt)}
          </time>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ReviewRating review={review} />
          <PlatformBadge platform={review.platform} />
          <LocationBadge businessId={review.businessId} />
        </div>
        <ReviewHeadline title={review.title} />
        <p className="text-sm leading-relaxed whitespace-pre-line text-muted-foreground">{review.reviewText || t('card.noText')}</p>
      </div>
      <div className="grid content-start gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={fieldId} className="mr-auto text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t('batch.response')}
          </label>
          {edit !== undefined && <Badge variant="outline">{t('batch.edited')}</Badge>}
          {response && <QualityBadge text={text} review={review} context="batch" />}
          <EditedByOwnerBadge response={response} />
          {response && <ToneBadge tone={response.tone} />}
        </div>
        {response ? (
          <Textarea
            id={fieldId}
            value={regenerating ? t('card.regenerating') : text}
            onChange={(event) => onEdit(event.target.value)}
            disabled={locked}
            aria-label={t('batch.responseFor', { name: review.reviewerName })}
            className="field-sizing-content min-h-36"
          />
        ) : (
          <p id={fieldId} className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
            {regenerating ? t('card.regenerating') : t(noReplyKey(review))}
          </p>
        )}
        <ReplyNotices response={response} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" size="sm" onClick={() => void regenerate()} disabled={locked || !review.canReply}>
            <RefreshCw aria-hidden className={cn(regenerating && 'animate-spin')} />
            {t('batch.regenerate')}
          </Button>
          <Button size="sm" onClick={() => void approve()} disabled={locked || !hasApprovableReply(review) || text.trim() === ''}>
            {busy ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
            {t('batch.approve')}
          </Button>
        </div>
      </div>
    </article>
  );
}
