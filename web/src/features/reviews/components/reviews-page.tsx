import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import type { TReview } from '@common/schemas/reviews';
import { REVIEWS_PAGE_SIZE } from '@common/schemas/reviews';
import { PageSpinner } from '@web/components/layout/page-spinner';
import { Button } from '@web/components/ui/button';
import { useLinkParam } from '@web/hooks/use-link-param';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { useCurrentUser } from '@web/features/auth/api/current-user';
import { useSelectedLocation } from '@web/features/locations/selected-location';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { useStoredChoice, useStoredFlag } from '@web/lib/stored-preference';
import { LIST_SORTS, PLATFORM_FILTERS, type ListSort, type PlatformFilter } from '@web/components/list/list-filters';
import { ListFiltersPanel } from '@web/components/list/list-filters-panel';
import { pageCountOf } from '@web/components/list/page-list';
import { PaginationBar } from '@web/components/list/pagination-bar';
import { useDebouncedSearch } from '@web/components/list/use-debounced-search';
import { useListPage } from '@web/components/list/use-list-page';
import { fetchFiveStarPendingResponseIds, useLinkedReview, usePendingCounts, usePendingPage, useReviewStats, type PendingParams } from '../api/reviews-api';
import { ReviewActionsProvider, useReviewActions } from '../hooks/review-actions';
import { isTypingTarget, overlayOpen } from '../lib/keyboard';
import { PREFERENCE_KEYS, starFilterFromUrl, STORED_STAR_FILTERS, VIEW_MODES, type StarFilter, type ViewMode } from '../lib/preferences';
import { failureMessage, hasApprovableReply } from '../lib/review-helpers';
import { BatchEditView, type BatchEdits } from './batch-edit-view';
import { BulkApproveDialog } from './bulk-approve-dialog';
import { EditResponseDialog } from './edit-response-dialog';
import { EmptyState } from './empty-state';
import { LinkedReviewBar } from './linked-review-bar';
import { ListView } from './list-view';
import { ReviewCard } from './review-card';
import { ReviewsHeader } from './reviews-header';
import { FILTERS_PANEL_ID, ReviewsToolbar } from './reviews-toolbar';
import { SelectionBar } from './selection-bar';
import { StreamView } from './stream-view';

/** The reviews inbox (spec §2 "Reviews"): pending reviews with their suggested replies, in four views. */
export function ReviewsPage() {
  const [editing, setEditing] = useState<TReview | null>(null);
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return (
    <ReviewActionsProvider onEdit={setEditing}>
      <ReviewsScreen />
      <EditResponseDialog review={editing} onClose={() => setEditing(null)} />
    </ReviewActionsProvider>
  );
}

/** `warned`: replies left out because the guardrails warned about them; each is approved on its own, with a look. */
type BulkRequest = { kind: 'fiveStar' | 'page'; count: number; warned: number; responseIds: string[]; reviewIds: string[] };

const hasWarnings = (review: TReview) => (review.aiResponse?.warnings.length ?? 0) > 0;

function ReviewsScreen() {
  const { t } = useTranslation('reviews');
  const actions = useReviewActions();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedReviewId = searchParams.get('review');
  const { location: shownLocation } = useSelectedLocation();

  const [viewMode, setViewMode] = useStoredChoice<ViewMode>(PREFERENCE_KEYS.viewMode, VIEW_MODES, 'card');
  const [showStats, setShowStats] = useStoredFlag(PREFERENCE_KEYS.showStats, false);
  const [showFilters, setShowFilters] = useStoredFlag(PREFERENCE_KEYS.showFilters, false);
  const [starFilter, storeStarFilter] = useStoredChoice<StarFilter>(PREFERENCE_KEYS.starFilter, STORED_STAR_FILTERS, 'all');
  const [platformFilter, storePlatformFilter] = useStoredChoice<PlatformFilter>(PREFERENCE_KEYS.platformFilter, PLATFORM_FILTERS, 'all');
  const [sortBy, storeSortBy] = useStoredChoice<ListSort>(PREFERENCE_KEYS.sortBy, LIST_SORTS, 'newest');
  const [page, setPage] = useListPage(shownLocation);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [selectionBusy, setSelectionBusy] = useState<'approve' | 'regenerate' | null>(null);
  const [bulk, setBulk] = useState<BulkRequest | null>(null);
  const [bulkRunning, setBulkRunning] = useState(false);
  const [batchEdits, setBatchEdits] = useState<BatchEdits>({});

  /** Back from one linked review to the whole inbox. */
  const showAll = useCallback(() => {
    if (linkedReviewId === null) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('review');
        // The router commits a navigation in a transition, so `current` may still hold a `stars` already applied.
        next.delete('stars');
        return next;
      },
      { replace: true },
    );
  }, [linkedReviewId, setSearchParams]);

  const { input: searchInput, setInput: setSearchInput, search, clear: clearSearch } = useDebouncedSearch(() => {
    setPage(1);
    showAll();
  });

  // Spec §4: changing any filter, sort or search resets the page to 1 (and leaves a linked review).
  const setStarFilter = (value: StarFilter) => {
    storeStarFilter(value);
    setPage(1);
    showAll();
  };
  const setPlatformFilter = (value: PlatformFilter) => {
    storePlatformFilter(value);
    setPage(1);
    showAll();
  };
  const setSortBy = (value: ListSort) => {
    storeSortBy(value);
    setPage(1);
    showAll();
  };
  const clearFilters = () => {
    storeStarFilter('all');
    storePlatformFilter('all');
    clearSearch();
    setPage(1);
    showAll();
  };

  // A link to stars (`?stars=1,2`, Luna's 'new 1-2 star reviews') sets that filter over every rating on every
  // platform, and shows it.
  useLinkParam('stars', (value) => {
    const stars = starFilterFromUrl(value);
    if (!stars) return;
    storeStarFilter(stars);
    storePlatformFilter('all');
    clearSearch();
    setPage(1);
    setShowFilters(true);
  });
  // A link to a view (`?view=card`, the first-review tour, whose targets are on the cards) opens it, even when
  // the inbox is already showing.
  useLinkParam('view', (value) => {
    if ((VIEW_MODES as readonly string[]).includes(value)) setViewMode(value as ViewMode);
  });

  const params = useMemo<PendingParams>(
    () => ({ location: shownLocation, page, pageSize: REVIEWS_PAGE_SIZE, stars: starFilter, platform: platformFilter, sort: sortBy, q: search }),
    [shownLocation, page, starFilter, platformFilter, sortBy, search],
  );
  const listed = usePendingPage(params, linkedReviewId === null);
  const linked = useLinkedReview(linkedReviewId);
  // A link to one review (`?review=<id>`, from Luna) filters the inbox to it, in whichever view is chosen.
  const pending = linkedReviewId === null ? listed : linked;
  const counts = usePendingCounts({ location: shownLocation, q: search, stars: starFilter, platform: platformFilter }, true);
  const stats = useReviewStats(shownLocation, showStats);

  const reviews = useMemo(() => pending.data?.reviews ?? [], [pending.data]);
  const total = pending.data?.total ?? 0;
  const pageCount = pageCountOf(total, REVIEWS_PAGE_SIZE);
  const fresh = pending.isSuccess && !pending.isPlaceholderData;

  // Spec §4: the page is clamped to the last page when the list shrinks.
  useEffect(() => {
    if (fresh && page > pageCount) setPage(pageCount);
  }, [fresh, page, pageCount]);

  // A new page or filter starts with nothing selected; reviews that left the list leave the selection.
  useEffect(() => setSelected(new Set()), [params]);
  useEffect(() => {
    setSelected((current) => {
      const present = new Set(reviews.map((review) => review.id));
      const kept = [...current].filter((id) => present.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [reviews]);

  // Reviews still listed after a refresh were not approved: their 'Posted!' marks go.
  const { reconcile } = actions;
  useEffect(() => {
    if (fresh && !pending.isFetching) reconcile(reviews.map((review) => review.id));
  }, [fresh, pending.isFetching, reviews, reconcile]);

  // The stream opens over a non-empty page and stays open while that page refreshes.
  const [streamOpen, setStreamOpen] = useState(false);
  useEffect(() => setStreamOpen(viewMode === 'stream' && (reviews.length > 0 || streamOpen)), [viewMode, reviews.length, streamOpen]);

  const pageReady = reviews.filter((review) => review.aiResponse?.status === 'pending' && !actions.postedIds.has(review.id));

  // Keyboard: 'a' (when not typing) approves the first review on the page that has a reply.
  const approveFirst = useCallback(() => {
    const first = reviews.find((review) => hasApprovableReply(review) && !actions.postedIds.has(review.id) && !actions.regeneratingIds.has(review.id));
    if (first) void actions.approve(first);
  }, [actions, reviews]);
  useEffect(() => {
    if (viewMode !== 'card' && viewMode !== 'list') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'a' || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target) || overlayOpen()) return;
      event.preventDefault();
      approveFirst();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [approveFirst, viewMode]);

  const failure = (error: unknown, fallback: string) =>
    toast({ variant: 'destructive', title: t('errors.title'), description: failureMessage(error, fallback) });

  // Bulk Actions
  const openFiveStar = () => {
    const count = counts.data?.fiveStarReady ?? 0;
    if (count === 0) toast({ title: t('bulk.noFiveStarTitle'), description: t('bulk.noFiveStarDescription') });
    else setBulk({ kind: 'fiveStar', count, warned: 0, responseIds: [], reviewIds: [] });
  };
  const openPage = () => {
    const ready = pageReady.filter((review) => !hasWarnings(review));
    const warned = pageReady.length - ready.length;
    if (ready.length === 0)
      toast({ title: t('bulk.noPageTitle'), description: warned ? t('bulk.warnedLeftOut', { count: warned }) : undefined });
    else
      setBulk({
        kind: 'page',
        count: ready.length,
        warned,
        responseIds: ready.map((review) => review.aiResponse!.id),
        reviewIds: ready.map((review) => review.id),
      });
  };
  const confirmBulk = async () => {
    if (!bulk) return;
    setBulkRunning(true);
    try {
      let { responseIds, reviewIds, warned } = bulk;
      if (bulk.kind === 'fiveStar') {
        ({ ids: responseIds, warned } = await fetchFiveStarPendingResponseIds(shownLocation));
        const chosen = new Set(responseIds);
        reviewIds = reviews.filter((review) => review.aiResponse && chosen.has(review.aiResponse.id)).map((review) => review.id);
      }
      const result = responseIds.length ? await actions.approveMany(responseIds, reviewIds) : { approved: 0, failed: 0 };
      if (result.approved === 0 && result.failed > 0)
        toast({ variant: 'destructive', title: t('errors.title'), description: t('bulk.someFailed', { count: result.failed }) });
      else if (result.approved === 0 && bulk.kind === 'fiveStar')
        toast({ title: t('bulk.noFiveStarTitle'), description: warned ? t('bulk.warnedLeftOut', { count: warned }) : t('bulk.noFiveStarDescription') });
      else if (result.approved === 0) toast({ title: t('bulk.noPageTitle') });
      else
        toast({
          title: t('bulk.successTitle'),
          description: [
            t('bulk.successDescription', { count: result.approved }),
            result.failed ? t('bulk.someFailed', { count: result.failed }) : '',
            warned ? t('bulk.warnedLeftOut', { count: warned }) : '',
          ]
            .filter(Boolean)
            .join(' '),
        });
    } catch (error) {
      failure(error, t('errors.approveMany'));
    } finally {
      setBulkRunning(false);
      setBulk(null);
    }
  };

  // Selection bar
  const selectedReviews = reviews.filter((review) => selected.has(review.id));
  const approveSelected = async () => {
    const withReply = selectedReviews.filter((review) => review.aiResponse !== undefined);
    const ready = withReply.filter((review) => !hasWarnings(review));
    const warned = withReply.length - ready.length;
    if (ready.length === 0) {
      toast({
        variant: 'destructive',
        title: t('selection.noResponsesTitle'),
        description: warned ? t('bulk.warnedLeftOut', { count: warned }) : t('selection.noResponsesDescription'),
      });
      return;
    }
    setSelectionBusy('approve');
    try {
      const marked = ready.filter((review) => review.aiResponse?.status === 'pending').map((review) => review.id);
      const result = await actions.approveMany(
        ready.map((review) => review.aiResponse!.id),
        marked,
      );
      if (result.approved === 0 && result.failed > 0)
        toast({ variant: 'destructive', title: t('errors.title'), description: t('bulk.someFailed', { count: result.failed }) });
      else
        toast({
          title: t('toasts.approvedMany', { count: result.approved }),
          description:
            [result.failed ? t('bulk.someFailed', { count: result.failed }) : '', warned ? t('bulk.warnedLeftOut', { count: warned }) : '']
              .filter(Boolean)
              .join(' ') || undefined,
        });
      setSelected(new Set());
    } catch (error) {
      failure(error, t('errors.approveMany'));
    } finally {
      setSelectionBusy(null);
    }
  };
  const regenerateSelected = async () => {
    setSelectionBusy('regenerate');
    let done = 0;
    for (const review of selectedReviews) if (await actions.regenerate(review, { quiet: true })) done++;
    setSelectionBusy(null);
    if (done === selectedReviews.length) {
      toast({ title: t('toasts.regeneratedMany', { count: done }), description: t('toasts.regeneratedDescription') });
      setSelected(new Set());
    }
  };
  const setOneSelected = (reviewId: string, value: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (value) next.add(reviewId);
      else next.delete(reviewId);
      return next;
    });
  const setPageSelected = (value: boolean) => setSelected(value ? new Set(reviews.map((review) => review.id)) : new Set());

  if (pending.error instanceof ApiError && pending.error.status === 401) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }

  const filtered = starFilter !== 'all' || platformFilter !== 'all' || search !== '';
  const activeFilterCount = (starFilter !== 'all' ? 1 : 0) + (platformFilter !== 'all' ? 1 : 0);
  const from = total === 0 ? 0 : (Math.min(page, pageCount) - 1) * REVIEWS_PAGE_SIZE + 1;
  const to = Math.min(total, from + reviews.length - 1);

  let body;
  if (pending.isPending) {
    body = <LoadingGrid />;
  } else if (pending.isError) {
    body = (
      <Card>
        <CardContent className="grid justify-items-start gap-3">
          <p role="alert" className="text-sm">
            {t('errors.load')} <span className="text-muted-foreground">{errorMessage(pending.error, '')}</span>
          </p>
          <Button variant="outline" onClick={() => void pending.refetch()}>
            {t('errors.retry')}
          </Button>
        </CardContent>
      </Card>
    );
  } else if (reviews.length === 0) {
    // A linked review that no longer waits: the bar above says so.
    if (linkedReviewId === null) body = total > 0 ? <LoadingGrid /> : <EmptyState filtered={filtered} onClearFilters={clearFilters} />;
  } else if (viewMode === 'list') {
    body = <ListView reviews={reviews} selected={selected} onSelectedChange={setOneSelected} onSelectAll={setPageSelected} />;
  } else if (viewMode === 'batch-edit') {
    body = <BatchEditView reviews={reviews} edits={batchEdits} onEditsChange={setBatchEdits} onDone={() => setViewMode('card')} />;
  } else {
    body = (
      <div className="grid gap-4 md:grid-cols-2">
        {reviews.map((review, index) => (
          <ReviewCard
            key={review.id}
            review={review}
            selected={selected.has(review.id)}
            onSelectedChange={(value) => setOneSelected(review.id, value)}
            tourTarget={index === 0}
          />
        ))}
      </div>
    );
  }

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
      <ReviewsHeader counts={counts.data} stats={stats.data} showStats={showStats} onShowStatsChange={setShowStats} />

      <div className="grid gap-3">
        <ReviewsToolbar
          search={searchInput}
          onSearchChange={setSearchInput}
          viewMode={viewMode}
          onViewModeChange={setViewMode}
          showFilters={showFilters}
          onShowFiltersChange={setShowFilters}
          activeFilterCount={activeFilterCount}
          fiveStarReady={counts.data?.fiveStarReady ?? 0}
          pageReady={pageReady.length}
          onApproveFiveStar={openFiveStar}
          onApprovePage={openPage}
          bulkDisabled={viewMode === 'batch-edit' && Object.keys(batchEdits).length > 0}
        />
        {showFilters && (
          <ListFiltersPanel
            id={FILTERS_PANEL_ID}
            counts={counts.data}
            starFilter={starFilter}
            onStarFilterChange={setStarFilter}
            platformFilter={platformFilter}
            onPlatformFilterChange={setPlatformFilter}
            sortBy={sortBy}
            onSortByChange={setSortBy}
            onClear={activeFilterCount > 0 || search ? clearFilters : null}
          />
        )}
      </div>

      {linkedReviewId !== null && <LinkedReviewBar found={pending.isSuccess ? reviews.length > 0 : undefined} onShowAll={showAll} />}

      {selected.size > 0 && viewMode !== 'batch-edit' && (
        <SelectionBar
          count={selected.size}
          busy={selectionBusy}
          onClear={() => setSelected(new Set())}
          onRegenerate={() => void regenerateSelected()}
          onApprove={() => void approveSelected()}
        />
      )}

      {reviews.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
          <p aria-live="polite" className="tabular-nums">
            {t('pagination.showing', { from, to, total })}
          </p>
          {(viewMode === 'card' || viewMode === 'list') && <p className="hidden text-xs md:block">{t('shortcuts.approveFirst')}</p>}
        </div>
      )}

      <div aria-busy={pending.isFetching || undefined} className={pending.isPlaceholderData ? 'opacity-70 transition-opacity' : undefined}>
        {body}
      </div>

      <PaginationBar page={Math.min(page, pageCount)} pageCount={pageCount} onPageChange={setPage} />

      {viewMode === 'stream' && (streamOpen || reviews.length > 0) && <StreamView reviews={reviews} onExit={() => setViewMode('card')} />}

      <BulkApproveDialog count={bulk?.count ?? null} warned={bulk?.warned ?? 0} running={bulkRunning} onCancel={() => setBulk(null)} onConfirm={() => void confirmBulk()} />
    </div>
  );
}

function LoadingGrid() {
  return (
    <div className="grid gap-4 md:grid-cols-2" role="status" aria-busy>
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className="grid gap-3 rounded-xl border bg-card p-5">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-56" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ))}
    </div>
  );
}
