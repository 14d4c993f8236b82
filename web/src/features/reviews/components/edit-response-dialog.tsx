import { Loader2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wordCount } from '@common/review-quality';
import type { TReview } from '@common/schemas/reviews';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Textarea } from '@web/components/ui/textarea';
import { useReviewActions } from '../hooks/review-actions';
import { ReviewHeadline } from '@web/components/review-headline';

/** Spec §2 "Edit Response dialog": a text area, Cancel and Save Changes ('Saving...' while pending). */
export function EditResponseDialog({ review, onClose }: { review: TReview | null; onClose: () => void }) {
  const { t } = useTranslation('reviews');
  const actions = useReviewActions();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const fieldId = useId();

  useEffect(() => {
    if (review) setText(review.aiResponse?.responseText ?? '');
  }, [review]);

  const save = async () => {
    if (!review) return;
    setSaving(true);
    const saved = await actions.saveResponse(review, text);
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <Dialog open={review !== null} onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('edit.title')}</DialogTitle>
          <DialogDescription>{review ? t('edit.description', { name: review.reviewerName }) : null}</DialogDescription>
        </DialogHeader>
        {review?.reviewText && (
          <blockquote className="max-h-32 overflow-y-auto border-l-2 pl-3 text-sm text-muted-foreground italic">
            <ReviewHeadline title={review.title} className="text-muted-foreground" />
            {review.reviewText}
          </blockquote>
        )}
        <div className="grid gap-1.5">
          <label htmlFor={fieldId} className="sr-only">
            {t('edit.label')}
          </label>
          <Textarea
            id={fieldId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('edit.placeholder')}
            className="min-h-48"
            disabled={saving}
          />
          <p className="text-right text-xs text-muted-foreground tabular-nums">{t('quality.words', { count: wordCount(text) })}</p>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            {t('edit.cancel')}
          </Button>
          <Button onClick={() => void save()} disabled={saving || text.trim() === ''}>
            {saving && <Loader2 aria-hidden className="animate-spin" />}
            {saving ? t('edit.saving') : t('edit.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
