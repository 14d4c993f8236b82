import { ChevronDown, PhoneCall } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { THistoryItem } from '@common/schemas/reviews';
import { Badge } from '@web/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useIsMobile } from '@web/hooks/use-mobile';
import { formatDate } from '@web/lib/i18n';
import { cn } from '@web/lib/utils';
import { ReviewHeadline } from '@web/components/review-headline';
import { ReviewRating } from '@web/components/review-rating';
import { PlatformBadge } from '@web/components/list/platform-badge';
import { LocationBadge } from '@web/features/locations/components/location-badge';
import { LanguageBadge, ToneBadge } from '@web/components/list/reply-badges';
import { ResponseStatus } from './response-status';

function ExpandButton({ expanded, onClick, controls, name }: { expanded: boolean; onClick: () => void; controls: string; name: string }) {
  const { t } = useTranslation('history');
  return (
    <button
      type="button"
      onClick={onClick}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={t(expanded ? 'table.collapse' : 'table.expand', { name })}
      className="grid size-7 cursor-pointer place-items-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <ChevronDown aria-hidden className={cn('size-4 transition-transform', expanded && 'rotate-180')} />
    </button>
  );
}

function ReviewText({ item, clamp, lines = 2 }: { item: THistoryItem; clamp: boolean; lines?: 2 | 3 }) {
  const { t } = useTranslation('history');
  const text = item.reviewText ? (
    <p className={cn(clamp ? (lines === 3 ? 'line-clamp-3' : 'line-clamp-2') : 'whitespace-pre-line')}>{item.reviewText}</p>
  ) : (
    <span className="text-muted-foreground italic">{t('card.noText')}</span>
  );
  return (
    <>
      <ReviewHeadline title={item.title} className="whitespace-normal" />
      {text}
    </>
  );
}

function ResponseBadges({ item }: { item: THistoryItem }) {
  return (
    <div className="flex flex-wrap gap-1">
      <ToneBadge tone={item.aiResponse.tone} />
      <LanguageBadge language={item.aiResponse.language} />
    </div>
  );
}

function ResolvedOffline({ item }: { item: THistoryItem }) {
  const { t } = useTranslation('history');
  if (!item.resolvedOffline) return null;
  return (
    <Badge variant="outline" className="gap-1 font-normal">
      <PhoneCall aria-hidden />
      {t('card.resolvedOffline')}
    </Badge>
  );
}

/** 'Posted dd.mm.yyyy' under the status, when the reply is on the platform. */
function PostedDate({ item }: { item: THistoryItem }) {
  const { t } = useTranslation('history');
  if (!item.aiResponse.postedAt) return null;
  return (
    <time dateTime={item.aiResponse.postedAt} className="text-xs text-muted-foreground tabular-nums">
      {t('card.postedOn', { date: formatDate(item.aiResponse.postedAt) })}
    </time>
  );
}

/** The table of wide screens; a row expands to the full review and response. */
function HistoryTable({ items }: { items: THistoryItem[] }) {
  const { t } = useTranslation('history');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <Table className="table-fixed">
        <TableHeader className="bg-muted/40">
          <TableRow className="hover:bg-transparent">
            <TableHead className="w-11">
              <span className="sr-only">{t('table.details')}</span>
            </TableHead>
            <TableHead className="w-24">{t('table.date')}</TableHead>
            <TableHead className="w-40">
              {t('table.reviewer')}
              <span className="sr-only">
                , {t('table.rating')}, {t('table.platform')}
              </span>
            </TableHead>
            <TableHead>{t('table.review')}</TableHead>
            <TableHead>{t('table.response')}</TableHead>
            <TableHead className="w-40">{t('table.status')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => {
            const open = expanded.has(item.id);
            const detailsId = `history-row-${item.id}`;
            return (
              <TableRow key={item.id} id={detailsId} data-testid="history-item" className={cn('align-top', open && 'bg-muted/30')}>
                <TableCell className="pt-2.5 align-top">
                  <ExpandButton expanded={open} onClick={() => toggle(item.id)} controls={detailsId} name={item.reviewerName} />
                </TableCell>
                <TableCell className="pt-3.5 align-top text-muted-foreground tabular-nums">
                  <time dateTime={item.reviewedAt}>{formatDate(item.reviewedAt)}</time>
                </TableCell>
                <TableCell className="py-3 align-top whitespace-normal">
                  <div className="grid justify-items-start gap-1.5">
                    <span className="line-clamp-2 font-medium break-words">{item.reviewerName}</span>
                    <ReviewRating review={item} />
                    <PlatformBadge platform={item.platform} />
                    <LocationBadge businessId={item.businessId} />
                  </div>
                </TableCell>
                <TableCell className="py-3 align-top whitespace-normal">
                  <div className="grid justify-items-start gap-2 text-foreground/90">
                    <ReviewText item={item} clamp={!open} lines={3} />
                    <ResolvedOffline item={item} />
                  </div>
                </TableCell>
                <TableCell className="py-3 align-top whitespace-normal">
                  <div className="grid gap-2">
                    <p className={cn(open ? 'whitespace-pre-line' : 'line-clamp-3')}>{item.aiResponse.responseText}</p>
                    <ResponseBadges item={item} />
                  </div>
                </TableCell>
                <TableCell className="py-3 align-top whitespace-normal">
                  <div className="grid justify-items-start gap-1">
                    <ResponseStatus response={item.aiResponse} />
                    <PostedDate item={item} />
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

/** The list of narrow screens: one compact row per response, expanding to the full texts. */
function HistoryStackedList({ items }: { items: THistoryItem[] }) {
  const { t } = useTranslation('history');
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <ul className="divide-y overflow-hidden rounded-xl border bg-card shadow-sm">
      {items.map((item) => {
        const open = openId === item.id;
        const detailsId = `history-item-details-${item.id}`;
        return (
          <li key={item.id} data-testid="history-item" className="grid gap-2 p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="grid min-w-0 gap-1">
                <span className="truncate font-medium">{item.reviewerName}</span>
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                  <ReviewRating review={item} />
                  <time dateTime={item.reviewedAt}>{formatDate(item.reviewedAt)}</time>
                </div>
              </div>
              <div className="flex shrink-0 items-center gap-1">
                <PlatformBadge platform={item.platform} />
                <LocationBadge businessId={item.businessId} />
                <ExpandButton expanded={open} onClick={() => setOpenId(open ? null : item.id)} controls={detailsId} name={item.reviewerName} />
              </div>
            </div>
            <div className="text-sm text-foreground/90">
              <ReviewText item={item} clamp={!open} />
            </div>
            <div id={detailsId} className="grid gap-1.5 rounded-lg border-l-2 border-primary/60 bg-muted/50 p-2.5 text-sm">
              <p className={cn(open ? 'whitespace-pre-line' : 'line-clamp-2')}>{item.aiResponse.responseText}</p>
              <ResponseBadges item={item} />
            </div>
            <div className="flex flex-wrap items-end justify-between gap-2">
              <ResponseStatus response={item.aiResponse} />
              {item.aiResponse.postedAt && (
                <span className="text-xs text-muted-foreground">{t('card.postedOn', { date: formatDate(item.aiResponse.postedAt) })}</span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The list view: a table on wide screens, stacked rows below 768 px. */
export function HistoryList({ items }: { items: THistoryItem[] }) {
  const isMobile = useIsMobile();
  return isMobile ? <HistoryStackedList items={items} /> : <HistoryTable items={items} />;
}
