import { AlertCircle, ArrowLeft, Loader2 } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { useSelectedLocation } from '@web/features/locations/selected-location';
import { useStoredChoice, useStoredFlag } from '@web/lib/stored-preference';
import { cn } from '@web/lib/utils';
import { LIST_SORTS, PLATFORM_FILTERS, STAR_FILTERS, type ListSort, type PlatformFilter, type StarChoice } from '@web/components/list/list-filters';
import { pageCountOf } from '@web/components/list/page-list';
import { PaginationBar } from '@web/components/list/pagination-bar';
import { useDebouncedSearch } from '@web/components/list/use-debounced-search';
import { useListPage } from '@web/components/list/use-list-page';
import { HISTORY_PAGE_SIZE, useHistoryPage, useHistoryTotal, type HistoryParams } from '../api/history-api';
import { HISTORY_PREFERENCE_KEYS, HISTORY_VIEW_MODES, type HistoryStatusFilter, type HistoryViewMode } from '../lib/preferences';
import { HistoryEmptyState } from './empty-state';
import { HistoryCard } from './history-card';
import { HistoryList } from './history-list';
import { HistoryToolbar } from './history-toolbar';

/**
 * Review History (spec §2): every approved, posted or rejected reply, searchable and filterable,
 * in a grid or a list, 25 to a page. The spec asks for no login redirect here; the app shell still
 * sends a visitor without a session to /login, as it does for every app route.
 */
export function HistoryPage() {
  const { t } = useTranslation('history');
  const [viewMode, setViewMode] = useStoredChoice<HistoryViewMode>(HISTORY_PREFERENCE_KEYS.viewMode, HISTORY_VIEW_MODES, 'list');
  const [starFilter, storeStarFilter] = useStoredChoice<StarChoice>(HISTORY_PREFERENCE_KEYS.starFilter, STAR_FILTERS, 'all');
  const [platformFilter, storePlatformFilter] = useStoredChoice<PlatformFilter>(HISTORY_PREFERENCE_KEYS.platformFilter, PLATFORM_FILTERS, 'all');
  const [sortBy, storeSortBy] = useStoredChoice<ListSort>(HISTORY_PREFERENCE_KEYS.sortBy, LIST_SORTS, 'newest');
  const [showFilters, setShowFilters] = useStoredFlag(HISTORY_PREFERENCE_KEYS.showFilters, false);
  const [statusFilter, setStatusFilter] = useState<HistoryStatusFilter>('all');
  const { location } = useSelectedLocation();
  const [page, setPage] = useListPage(location);
  const { input: searchInput, setInput: setSearchInput, search, clear: clearSearch } = useDebouncedSearch(() => setPage(1));

  // Spec §4: changing any filter, sort or search goes back to page 1.
  const withPageReset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const params = useMemo<HistoryParams>(
    () => ({ location, page, pageSize: HISTORY_PAGE_SIZE, stars: starFilter, platform: platformFilter, status: statusFilter, sort: sortBy, q: search }),
    [location, page, starFilter, platformFilter, statusFilter, sortBy, search],
  );
  const history = useHistoryPage(params);
  const overall = useHistoryTotal(location);

  const matching = history.data?.total;
  const pageCount = pageCountOf(matching ?? 0, HISTORY_PAGE_SIZE);

  // Spec §4: the page is clamped to the last page when the list shrinks.
  useEffect(() => {
    if (!history.isPlaceholderData && matching !== undefined && page > pageCount) setPage(pageCount);
  }, [history.isPlaceholderData, matching, page, pageCount]);

  const filtered = search !== '' || starFilter !== 'all' || platformFilter !== 'all' || statusFilter !== 'all';
  const clearFilters = () => {
    storeStarFilter('all');
    storePlatformFilter('all');
    setStatusFilter('all');
    clearSearch();
    setPage(1);
  };

  const goToPage = (next: number) => {
    setPage(next);
    document.getElementById('main-content')?.scrollTo?.({ top: 0 });
  };

  const items = history.data?.items ?? [];
  let content: ReactNode;
  if (history.isPending) {
    content = (
      <div role="status" className="flex items-center justify-center gap-2 rounded-xl border border-dashed bg-card px-6 py-14 text-muted-foreground">
        <Loader2 aria-hidden className="size-5 animate-spin text-primary" />
        {t('loading')}
      </div>
    );
  } else if (history.isError) {
    content = (
      <div role="alert" className="grid justify-items-center gap-3 rounded-xl border border-destructive/30 bg-destructive/5 px-6 py-10 text-center">
        <AlertCircle aria-hidden className="size-6 text-destructive" />
        <p className="font-medium">{t('error.title')}</p>
        <p className="text-sm text-muted-foreground">{errorMessage(history.error, t('error.description'))}</p>
        <Button variant="outline" onClick={() => void history.refetch()}>
          {t('error.retry')}
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    content = <HistoryEmptyState filtered={filtered && overall.data !== 0} onClearFilters={clearFilters} />;
  } else {
    content = (
      <div aria-busy={history.isPlaceholderData} className={cn('transition-opacity', history.isPlaceholderData && 'opacity-60')}>
        {viewMode === 'grid' ? (
          <div className="grid gap-4 md:grid-cols-2">
            {items.map((item) => (
              <HistoryCard key={item.id} item={item} />
            ))}
          </div>
        ) : (
          <HistoryList items={items} />
        )}
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <Button asChild variant="ghost" size="sm" className="-ml-2 justify-self-start text-muted-foreground">
          <Link to="/reviews">
            <ArrowLeft aria-hidden />
            {t('back')}
          </Link>
        </Button>
        <header className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('title')}</h1>
          <p className="min-h-5 text-sm text-muted-foreground tabular-nums" aria-live="polite" data-testid="history-count">
            {matching !== undefined && overall.data !== undefined ? t('count', { shown: matching, count: overall.data }) : null}
          </p>
        </header>
      </div>

      <HistoryToolbar
        search={searchInput}
        onSearchChange={setSearchInput}
        viewMode={viewMode}
        onViewModeChange={setViewMode}
        starFilter={starFilter}
        onStarFilterChange={withPageReset(storeStarFilter)}
        platformFilter={platformFilter}
        onPlatformFilterChange={withPageReset(storePlatformFilter)}
        statusFilter={statusFilter}
        onStatusFilterChange={withPageReset(setStatusFilter)}
        sortBy={sortBy}
        onSortByChange={withPageReset(storeSortBy)}
        showFilters={showFilters}
        onShowFiltersChange={setShowFilters}
        onClear={filtered ? clearFilters : null}
      />

      {content}

      {!history.isPending && !history.isError && items.length > 0 && (
        <PaginationBar page={page} pageCount={pageCount} onPageChange={goToPage} />
      )}
    </div>
  );
}
