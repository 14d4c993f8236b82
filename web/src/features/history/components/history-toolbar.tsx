import { LayoutGrid, List, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@web/components/list/search-field';
import { Button } from '@web/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { useIsMobile } from '@web/hooks/use-mobile';
import { cn } from '@web/lib/utils';
import {
  HISTORY_PLATFORM_FILTERS,
  HISTORY_SORTS,
  HISTORY_STAR_FILTERS,
  HISTORY_STATUS_FILTERS,
  HISTORY_VIEW_MODES,
  type HistoryPlatformFilter,
  type HistorySort,
  type HistoryStarFilter,
  type HistoryStatusFilter,
  type HistoryViewMode,
} from '../lib/preferences';

const VIEW_ICONS = { list: List, grid: LayoutGrid } as const;

type Props = {
  search: string;
  onSearchChange: (value: string) => void;
  viewMode: HistoryViewMode;
  onViewModeChange: (mode: HistoryViewMode) => void;
  starFilter: HistoryStarFilter;
  onStarFilterChange: (value: HistoryStarFilter) => void;
  platformFilter: HistoryPlatformFilter;
  onPlatformFilterChange: (value: HistoryPlatformFilter) => void;
  statusFilter: HistoryStatusFilter;
  onStatusFilterChange: (value: HistoryStatusFilter) => void;
  sortBy: HistorySort;
  onSortByChange: (value: HistorySort) => void;
  /** Clears search and filters; null when none is set. */
  onClear: (() => void) | null;
};

function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  optionLabel,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (value: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <span id={`${id}-label`} className="text-xs font-medium text-muted-foreground">
        {label}
      </span>
      <Select value={value} onValueChange={(next) => onChange(next as T)}>
        <SelectTrigger id={id} aria-labelledby={`${id}-label`} className="w-full bg-card sm:w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {optionLabel(option)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** Search (reviewer, review or response text), the grid/list switch, and the four filters. */
export function HistoryToolbar(props: Props) {
  const { t } = useTranslation('history');
  const isMobile = useIsMobile();
  return (
    <div className="grid gap-3 rounded-xl border bg-card/50 p-3 shadow-xs sm:p-4">
      <div className="flex items-center gap-2">
        <SearchField
          value={props.search}
          onChange={props.onSearchChange}
          placeholder={t(isMobile ? 'search.placeholderShort' : 'search.placeholder')}
          label={t('search.label')}
          clearLabel={t('search.clear')}
        />
        <div role="radiogroup" aria-label={t('view.label')} className="flex shrink-0 items-center gap-0.5 rounded-lg border bg-muted/60 p-0.5">
          {HISTORY_VIEW_MODES.map((mode) => {
            const Icon = VIEW_ICONS[mode];
            const active = props.viewMode === mode;
            return (
              <button
                key={mode}
                type="button"
                role="radio"
                aria-checked={active}
                aria-label={t(`view.${mode}`)}
                title={t(`view.${mode}`)}
                onClick={() => props.onViewModeChange(mode)}
                className={cn(
                  'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  active && 'bg-background text-foreground shadow-sm dark:bg-card',
                )}
              >
                <Icon aria-hidden className="size-4" />
                <span className="max-md:sr-only" aria-hidden>
                  {t(`view.${mode}`)}
                </span>
              </button>
            );
          })}
        </div>
      </div>

      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        <FilterSelect
          id="history-filter-rating"
          label={t('filters.rating')}
          value={props.starFilter}
          options={HISTORY_STAR_FILTERS}
          optionLabel={(value) => (value === 'all' ? t('filters.allRatings') : t('filters.stars', { count: Number(value) }))}
          onChange={props.onStarFilterChange}
        />
        <FilterSelect
          id="history-filter-platform"
          label={t('filters.platform')}
          value={props.platformFilter}
          options={HISTORY_PLATFORM_FILTERS}
          optionLabel={(value) => (value === 'all' ? t('filters.allPlatforms') : t(`platforms.${value}`))}
          onChange={props.onPlatformFilterChange}
        />
        <FilterSelect
          id="history-filter-status"
          label={t('filters.status')}
          value={props.statusFilter}
          options={HISTORY_STATUS_FILTERS}
          optionLabel={(value) => (value === 'all' ? t('filters.allStatuses') : t(`status.${value}`))}
          onChange={props.onStatusFilterChange}
        />
        <FilterSelect
          id="history-sort"
          label={t('filters.sort')}
          value={props.sortBy}
          options={HISTORY_SORTS}
          optionLabel={(value) => t(`sort.${value}`)}
          onChange={props.onSortByChange}
        />
        {props.onClear && (
          <Button variant="ghost" onClick={props.onClear} className="col-span-2 justify-self-start sm:col-auto">
            <X aria-hidden />
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}
