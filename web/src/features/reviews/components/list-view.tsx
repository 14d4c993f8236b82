import { CheckCircle2, ChevronDown, ChevronRight, Loader2, Pencil, RefreshCw, Send } from 'lucide-react';
import { Fragment, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReview } from '@common/schemas/reviews';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { Textarea } from '@web/components/ui/textarea';
import { formatDate } from '@web/lib/i18n';
import { cn } from '@web/lib/utils';
import { ReviewHeadline } from '@web/components/review-headline';
import { ReviewRating } from '@web/components/review-rating';
import { PlatformBadge } from '@web/components/list/platform-badge';
import { LocationBadge } from '@web/features/locations/components/location-badge';
import { LanguageBadge, ToneBadge } from '@web/components/list/reply-badges';
import { useReviewActions } from '../hooks/review-actions';
import { hasApprovableReply } from '../lib/review-helpers';
import { SentimentBadge, ReplyNotices, EditedByOwnerBadge } from './review-bits';

type Props = {
  reviews: TReview[];
  selected: ReadonlySet<string>;
  onSelectedChange: (reviewId: string, selected: boolean) => void;
  onSelectAll: (selected: boolean) => void;
};

/** Spec §2 "List view": a table of the page, each row expandable with the reply and inline editing. */
export function ListView({ reviews, selected, onSelectedChange, onSelectAll }: Props) {
  const { t } = useTranslation('reviews');
  const selectedOnPage = reviews.filter((review) => selected.has(review.id)).length;
  const allState = selectedOnPage === 0 ? false : selectedOnPage === reviews.length ? true : 'indeterminate';

  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <Table className="min-w-[960px]">
        <TableHeader>
          <TableRow className="bg-muted/40 hover:bg-muted/40">
            <TableHead className="w-10">
              <Checkbox checked={allState} onCheckedChange={(checked) => onSelectAll(checked === true)} aria-label={t('selection.selectPage')} />
            </TableHead>
            <TableHead className="w-10">
              <span className="sr-only">{t('list.expand')}</span>
            </TableHead>
            <TableHead>{t('list.date')}</TableHead>
            <TableHead>{t('list.platform')}</TableHead>
            <TableHead>{t('list.rating')}</TableHead>
            <TableHead>{t('list.reviewer')}</TableHead>
            <TableHead>{t('list.review')}</TableHead>
            <TableHead>{t('list.response')}</TableHead>
            <TableHead>{t('list.sentiment')}</TableHead>
            <TableHead className="text-right">{t('list.actions')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {reviews.map((review) => (
            <ListRow key={review.id} review={review} selected={selected.has(review.id)} onSelectedChange={(value) => onSelectedChange(review.id, value)} />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function ListRow({ review, selected, onSelectedChange }: { review: TReview; selected: boolean; onSelectedChange: (selected: boolean) => void }) {
  const { t } = useTranslation('reviews');
  const actions = useReviewActions();
  const [expanded, setExpanded] = useState(false);
  const posted = actions.postedIds.has(review.id);
  const regenerating = actions.regeneratingIds.has(review.id);
  const response = review.aiResponse;
  const canApprove = hasApprovableReply(review) && !posted && !regenerating;
  const detailsId = useId();

  return (
    <Fragment>
      <TableRow
        data-testid="review-row"
        data-state={selected ? 'selected' : undefined}
        className={cn('align-top', posted && '[&>td:not(:last-child)]:opacity-50', expanded && 'border-b-0')}
      >
        <TableCell>
          <Checkbox checked={selected} onCheckedChange={(checked) => onSelectedChange(checked === true)} aria-label={t('selection.selectReview', { name: review.reviewerName })} />
        </TableCell>
        <TableCell className="py-1.5">
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-expanded={expanded}
            aria-controls={detailsId}
            aria-label={t(expanded ? 'list.collapse' : 'list.expandRow', { name: review.reviewerName })}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
          </Button>
        </TableCell>
        <TableCell className="whitespace-nowrap tabular-nums text-muted-foreground">{formatDate(review.reviewedAt)}</TableCell>
        <TableCell>
          <PlatformBadge platform={review.platform} />
          <LocationBadge businessId={review.businessId} />
        </TableCell>
        <TableCell>
          <ReviewRating review={review} />
        </TableCell>
        <TableCell className="max-w-[140px] truncate font-medium">{review.reviewerName}</TableCell>
        <TableCell className="max-w-[220px]">
          <ReviewHeadline title={review.title} className="truncate whitespace-normal" />
          <p className="line-clamp-2 whitespace-normal text-muted-foreground">{review.reviewText || t('card.noText')}</p>
        </TableCell>
        <TableCell className="max-w-[240px]">
          {response ? (
            <p className="line-clamp-2 whitespace-normal">{response.responseText}</p>
          ) : (
            <span className="text-muted-foreground italic">{t('list.noResponse')}</span>
          )}
        </TableCell>
        <TableCell>
          <SentimentBadge review={review} />
        </TableCell>
        <TableCell className="text-right">
          {posted ? (
            <span role="status" className="inline-flex items-center gap-1 text-sm font-semibold text-success">
              <CheckCircle2 aria-hidden className="size-4" />
              {t('card.posted')}
            </span>
          ) : (
            <Button size="sm" onClick={() => void actions.approve(review)} disabled={!canApprove}>
              {t('list.approve')}
            </Button>
          )}
        </TableCell>
      </TableRow>
      {expanded && (
        <TableRow id={detailsId} data-testid="review-row-details" className={cn('hover:bg-transparent', posted && 'opacity-60')}>
          <TableCell colSpan={10} className="bg-muted/20 p-0 whitespace-normal">
            <ExpandedRow review={review} posted={posted} regenerating={regenerating} canApprove={canApprove} />
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
}

function ExpandedRow({ review, posted, regenerating, canApprove }: { review: TReview; posted: boolean; regenerating: boolean; canApprove: boolean }) {
  const { t } = useTranslation('reviews');
  const actions = useReviewActions();
  const response = review.aiResponse;
  const original = response?.responseText ?? '';
  const [draft, setDraft] = useState(original);
  const [saving, setSaving] = useState(false);
  const fieldId = useId();
  useEffect(() => setDraft(original), [original]);
  const dirty = draft !== original;

  const save = async () => {
    setSaving(true);
    await actions.saveResponse(review, draft);
    setSaving(false);
  };

  // An unsaved inline edit is saved before the reply is approved, so what is posted is what is shown.
  const approve = async () => {
    let response = review.aiResponse;
    if (dirty) {
      setSaving(true);
      const saved = await actions.saveResponse(review, draft, { quiet: true });
      setSaving(false);
      if (!saved) return;
      response = saved;
    }
    await actions.approve(review, response);
  };

  return (
    <div className="grid gap-4 p-4 md:grid-cols-2">
      <section className="grid content-start gap-2">
        <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('list.fullReview')}</h4>
        <ReviewHeadline title={review.title} />
        <p className="text-sm leading-relaxed whitespace-pre-line">{review.reviewText || t('card.noText')}</p>
      </section>
      <section className="grid content-start gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={fieldId} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t('list.response')}
          </label>
          {response && <LanguageBadge language={response.language} />}
          <EditedByOwnerBadge response={response} />
          {response && <ToneBadge tone={response.tone} />}
        </div>
        {regenerating ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 aria-hidden className="size-4 animate-spin" />
            {t('card.regenerating')}
          </p>
        ) : response ? (
          <>
            <Textarea id={fieldId} value={draft} onChange={(event) => setDraft(event.target.value)} className="field-sizing-content min-h-32 bg-background" disabled={saving || posted} />
            {dirty && (
              <div className="flex justify-end gap-2">
                <Button variant="outline" size="sm" onClick={() => setDraft(original)} disabled={saving}>
                  {t('edit.cancel')}
                </Button>
                <Button size="sm" onClick={() => void save()} disabled={saving || draft.trim() === ''}>
                  {saving && <Loader2 aria-hidden className="animate-spin" />}
                  {saving ? t('edit.saving') : t('edit.save')}
                </Button>
              </div>
            )}
          </>
        ) : (
          <p className="text-sm text-muted-foreground italic">{t('list.noResponse')}</p>
        )}
        <ReplyNotices response={response} />
        <div className="flex flex-wrap justify-end gap-2 pt-1">
          <Button variant="outline" size="sm" onClick={() => actions.openEditor(review)} disabled={!response || posted || regenerating}>
            <Pencil aria-hidden />
            {t('card.edit')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => void actions.regenerate(review)} disabled={posted || regenerating || !review.canReply}>
            <RefreshCw aria-hidden className={cn(regenerating && 'animate-spin')} />
            {t('card.regenerate')}
          </Button>
          <Button size="sm" onClick={() => void approve()} disabled={!canApprove || saving}>
            <Send aria-hidden />
            {t('card.approve')}
          </Button>
        </div>
      </section>
    </div>
  );
}
