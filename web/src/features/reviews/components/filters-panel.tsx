import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_SORTS, type TReviewCounts } from '@common/schemas/reviews';
import { Button } from '@web/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { cn } from '@web/lib/utils';
import { LOW_STARS, PLATFORM_FILTERS, STAR_FILTERS, type PlatformFilter, type SortBy, type StarFilter } from '../lib/preferences';

type Props = {
  counts: TReviewCounts | undefined;
  starFilter: StarFilter;
  onStarFilterChange: (value: StarFilter) => void;
  platformFilter: PlatformFilter;
  onPlatformFilterChange: (value: PlatformFilter) => void;
  sortBy: SortBy;
  onSortByChange: (value: SortBy) => void;
  onClear: (() => void) | null;
};

function Chip({ active, onClick, children, label }: { active: boolean; onClick: () => void; children: ReactNode; label: string }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={label}
      onClick={onClick}
      className={cn(
        'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
        active && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
      )}
    >
      {children}
    </button>
  );
}

function Count({ value, active }: { value: number | undefined; active: boolean }) {
  if (value === undefined) return null;
  // In parentheses, as in the chip's name ('All ratings (24)'): the visible label must be part of the name (WCAG 2.5.3,
  // so voice control finds the chip by what it shows), and a parenthesised count counts as an aside on both sides.
  return <span className={cn('text-xs tabular-nums', active ? 'text-primary-foreground' : 'text-muted-foreground')}>({value})</span>;
}

/** Spec §2: stars (all, 5 to 1) and platforms with their counts, and the sort order. */
export function FiltersPanel(props: Props) {
  const { t } = useTranslation('reviews');
  const starLabel = (value: StarFilter) => (value === 'all' ? t('filters.allRatings') : t('filters.stars', { count: Number(value) }));
  const platformLabel = (value: PlatformFilter) => (value === 'all' ? t('filters.allPlatforms') : t(`platforms.${value}`));

  return (
    <div id="review-filters" className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm lg:grid-cols-[1fr_auto] lg:items-start">
      <div className="grid gap-4">
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('filters.rating')}</legend>
          <div className="flex flex-wrap gap-1.5">
            {STAR_FILTERS.map((value) => {
              // The low ratings a link chooses (1 and 2 together) show as both chips pressed.
              const active = props.starFilter === value || (props.starFilter === LOW_STARS && (value === '1' || value === '2'));
              const count = props.counts?.stars[value];
              return (
                <Chip
                  key={value}
                  active={active}
                  onClick={() => props.onStarFilterChange(value)}
                  label={count === undefined ? starLabel(value) : t('filters.withCount', { label: starLabel(value), count })}
                >
                  {value === 'all' ? (
                    t('filters.all')
                  ) : (
                    <span className="inline-flex items-center gap-0.5">
                      {value}
                      <Star aria-hidden className={cn('size-3.5', active ? 'fill-current' : 'fill-amber-400 text-amber-400')} />
                    </span>
                  )}
                  <Count value={count} active={active} />
                </Chip>
              );
            })}
          </div>
        </fieldset>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('filters.platform')}</legend>
          <div className="flex flex-wrap gap-1.5">
            {PLATFORM_FILTERS.map((value) => {
              const active = props.platformFilter === value;
              const count = props.counts?.platforms[value];
              return (
                <Chip
                  key={value}
                  active={active}
                  onClick={() => props.onPlatformFilterChange(value)}
                  label={count === undefined ? platformLabel(value) : t('filters.withCount', { label: platformLabel(value), count })}
                >
                  {value === 'all' ? t('filters.all') : t(`platforms.${value}`)}
                  <Count value={count} active={active} />
                </Chip>
              );
            })}
          </div>
        </fieldset>
      </div>
      <div className="grid gap-2 lg:min-w-52">
        <label htmlFor="review-sort" className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t('filters.sort')}
        </label>
        <Select value={props.sortBy} onValueChange={(value) => props.onSortByChange(value as SortBy)}>
          <SelectTrigger id="review-sort" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {REVIEW_SORTS.map((sort) => (
              <SelectItem key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {props.onClear && (
          <Button variant="ghost" size="sm" onClick={props.onClear} className="justify-self-start lg:justify-self-end">
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}
