import { Star, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TReview } from '@common/schemas/reviews';
import { cn } from '@web/lib/utils';

type Size = 'sm' | 'md';

/** Five stars, `rating` of them filled; "No rating" where there is none. */
export function StarRating({ rating, className, size = 'sm' }: { rating: number | null; className?: string; size?: Size }) {
  const { t } = useTranslation('common');
  if (rating == null) return <span className={cn('text-xs text-muted-foreground', className)}>{t('rating.none')}</span>;
  return (
    <span role="img" aria-label={t('rating.label', { rating })} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden
          className={cn(size === 'md' ? 'size-4' : 'size-3.5', star <= rating ? 'fill-amber-400 text-amber-400' : 'fill-muted text-muted-foreground/40')}
        />
      ))}
    </span>
  );
}

/** A review's verdict where its stars go: the stars, or Facebook's recommendation, which has none. */
export function ReviewRating({ review, className, size = 'sm' }: { review: Pick<TReview, 'rating' | 'recommendation'>; className?: string; size?: Size }) {
  const { t } = useTranslation('common');
  if (!review.recommendation) return <StarRating rating={review.rating} className={className} size={size} />;
  const positive = review.recommendation === 'positive';
  const Thumb = positive ? ThumbsUp : ThumbsDown;
  return (
    <span
      data-testid="recommendation"
      className={cn('inline-flex items-center gap-1 text-xs font-medium', positive ? 'text-success' : 'text-destructive', className)}
    >
      <Thumb aria-hidden className={size === 'md' ? 'size-4' : 'size-3.5'} />
      {t(positive ? 'rating.recommends' : 'rating.notRecommends')}
    </span>
  );
}
