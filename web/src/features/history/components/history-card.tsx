import { CalendarCheck, MessageSquareReply, PhoneCall } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { THistoryItem } from '@common/schemas/reviews';
import { Badge } from '@web/components/ui/badge';
import { formatDate } from '@web/lib/i18n';
import { cn } from '@web/lib/utils';
import { ReviewHeadline } from '@web/components/review-headline';
import { ReviewRating } from '@web/components/review-rating';
import { PlatformBadge } from '@web/components/list/platform-badge';
import { LocationBadge } from '@web/features/locations/components/location-badge';
import { LanguageBadge, ToneBadge } from '@web/components/list/reply-badges';
import { ResponseStatus } from './response-status';

/** Texts longer than this are clamped with a Show more toggle. */
const LONG_TEXT = 220;

function ClampedText({ text, lines, expanded, className }: { text: string; lines: 3 | 4 | 6; expanded: boolean; className?: string }) {
  const clamp = { 3: 'line-clamp-3', 4: 'line-clamp-4', 6: 'line-clamp-6' }[lines];
  return <p className={cn('text-sm leading-relaxed', expanded ? 'whitespace-pre-line' : clamp, className)}>{text}</p>;
}

/** One completed response in the grid view: the review, the reply with its badges, status and dates. */
export function HistoryCard({ item }: { item: THistoryItem }) {
  const { t } = useTranslation('history');
  const [expanded, setExpanded] = useState(false);
  const response = item.aiResponse;
  const long = (item.reviewText?.length ?? 0) > LONG_TEXT || response.responseText.length > LONG_TEXT * 1.5;
  const headingId = `history-card-${item.id}`;

  return (
    <article
      aria-labelledby={headingId}
      data-testid="history-item"
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h3 id={headingId} className="truncate font-semibold">
            {item.reviewerName}
          </h3>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <ReviewRating review={item} />
            <span aria-hidden>·</span>
            <time dateTime={item.reviewedAt}>{formatDate(item.reviewedAt)}</time>
          </div>
        </div>
        <PlatformBadge platform={item.platform} />
        <LocationBadge businessId={item.businessId} />
      </header>

      <div className="grid gap-1">
        <ReviewHeadline title={item.title} />
        {item.reviewText ? (
          <ClampedText text={item.reviewText} lines={4} expanded={expanded} className="text-foreground/90" />
        ) : (
          <p className="text-sm text-muted-foreground italic">{t('card.noText')}</p>
        )}
        {item.resolvedOffline && (
          <Badge variant="outline" className="mt-1 gap-1 font-normal">
            <PhoneCall aria-hidden />
            {t('card.resolvedOffline')}
          </Badge>
        )}
      </div>

      <section aria-label={t('card.response')} className="grid gap-2 rounded-lg border-l-2 border-primary/60 bg-muted/50 p-3">
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="mr-1 inline-flex items-center gap-1.5 text-xs font-semibold text-primary">
            <MessageSquareReply aria-hidden className="size-3.5" />
            {t('card.response')}
          </span>
          <ToneBadge tone={response.tone} />
          <LanguageBadge language={response.language} />
        </div>
        <ClampedText text={response.responseText} lines={6} expanded={expanded} />
      </section>

      {long && (
        <button
          type="button"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          className="-mt-2 cursor-pointer self-start rounded-sm text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {t(expanded ? 'card.showLess' : 'card.showMore')}
        </button>
      )}

      <footer className="mt-auto flex flex-wrap items-end justify-between gap-2 border-t pt-3">
        <ResponseStatus response={response} />
        {response.postedAt && (
          <span className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
            <CalendarCheck aria-hidden className="size-3.5" />
            {t('card.postedOn', { date: formatDate(response.postedAt) })}
          </span>
        )}
      </footer>
    </article>
  );
}
