import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PLATFORM_NAMES } from '@common/schemas/platforms';
import { Button } from '@web/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { cn } from '@web/lib/utils';
import { FilterChipGroup, type FilterChip } from './filter-chips';
import { LIST_SORTS, PLATFORM_FILTERS, STAR_FILTERS, type ListSort, type PlatformFilter, type StarChoice } from './list-filters';

type Counts = { stars: Partial<Record<StarChoice, number>>; platforms: Partial<Record<PlatformFilter, number>> };

type Props = {
  id: string;
  /** One star value, 'all', or several joined by commas ('1,2', where a link leads): each of them shows pressed. */
  starFilter: string;
  onStarFilterChange: (value: StarChoice) => void;
  platformFilter: PlatformFilter;
  onPlatformFilterChange: (value: PlatformFilter) => void;
  sortBy: ListSort;
  onSortByChange: (value: ListSort) => void;
  /** The number of reviews behind each chip, where the list knows them. */
  counts?: Counts;
  /** Clears search and filters; null when none is set. */
  onClear: (() => void) | null;
  /** The list's own filters, as further chip groups. */
  children?: ReactNode;
};

/** Stars, platforms and the sort order (spec §2), shared by the reviews inbox and history. */
export function ListFiltersPanel(props: Props) {
  const { t } = useTranslation('list');
  const chosenStars = props.starFilter.split(',');
  const starChips = STAR_FILTERS.map((value): FilterChip<StarChoice> => {
    const active = chosenStars.includes(value);
    const name = value === 'all' ? t('filters.allRatings') : t('filters.stars', { count: Number(value) });
    const count = props.counts?.stars[value];
    return {
      value,
      active,
      count,
      label: count === undefined ? name : t('filters.withCount', { label: name, count }),
      content:
        value === 'all' ? (
          t('filters.all')
        ) : (
          <span className="inline-flex items-center gap-0.5">
            {value}
            <Star aria-hidden className={cn('size-3.5', active ? 'fill-current' : 'fill-amber-400 text-amber-400')} />
          </span>
        ),
    };
  });
  const platformChips = PLATFORM_FILTERS.map((value): FilterChip<PlatformFilter> => {
    const name = value === 'all' ? t('filters.allPlatforms') : PLATFORM_NAMES[value];
    const count = props.counts?.platforms[value];
    return {
      value,
      active: props.platformFilter === value,
      count,
      label: count === undefined ? name : t('filters.withCount', { label: name, count }),
      content: value === 'all' ? t('filters.all') : name,
    };
  });

  return (
    <div id={props.id} className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm lg:grid-cols-[1fr_auto] lg:items-start">
      <div className="grid gap-4">
        <FilterChipGroup legend={t('filters.rating')} chips={starChips} onSelect={props.onStarFilterChange} />
        <FilterChipGroup legend={t('filters.platform')} chips={platformChips} onSelect={props.onPlatformFilterChange} />
        {props.children}
      </div>
      <div className="grid gap-2 lg:min-w-52">
        <label htmlFor={`${props.id}-sort`} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t('filters.sort')}
        </label>
        <Select value={props.sortBy} onValueChange={(value) => props.onSortByChange(value as ListSort)}>
          <SelectTrigger id={`${props.id}-sort`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {LIST_SORTS.map((sort) => (
              <SelectItem key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {props.onClear && <ClearFiltersButton onClick={props.onClear} className="justify-self-start lg:justify-self-end" />}
      </div>
    </div>
  );
}

/** 'Clear filters', in the panel and on the empty list that the filters emptied. */
export function ClearFiltersButton({ onClick, className, variant = 'ghost' }: { onClick: () => void; className?: string; variant?: 'ghost' | 'outline' }) {
  const { t } = useTranslation('list');
  return (
    <Button variant={variant} size={variant === 'ghost' ? 'sm' : 'default'} onClick={onClick} className={className}>
      {t('filters.clear')}
    </Button>
  );
}
