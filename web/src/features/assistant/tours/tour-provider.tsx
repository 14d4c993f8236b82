import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TourId } from '@common/schemas/luna';
import { fetchPendingPage } from '@web/features/reviews/api/reviews-api';
import { NoReviewsDialog } from './no-reviews-dialog';
import { TourContext, type TourControls } from './tour-context';
import { TOURS } from './tour-definitions';

// react-joyride and the tours' texts load when a tour first starts, not with every app screen.
const TourRunner = lazy(() => import('./tour-runner'));

/** The first-review tour points at a review card, so it needs a review waiting in the inbox. */
async function hasPendingReview(): Promise<boolean> {
  try {
    return (await fetchPendingPage({ page: 1, pageSize: 1 })).total > 0;
  } catch {
    return true; // Not known: the tour runs, and steps without a target are skipped.
  }
}

/** Provides `useTours()` to the app shell and runs the tour it starts (spec §3 'Tour', §4 'Tour runner status'). */
export function TourProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;

  const [running, setRunning] = useState<{ id: TourId; run: number } | null>(null);
  const [noReviews, setNoReviews] = useState(false);
  // Each start supersedes the ones before it, including one still asking whether there are reviews.
  const latest = useRef(0);

  const start = useCallback(
    async (id: TourId) => {
      const run = ++latest.current;
      if (id === 'first-review') {
        const any = await hasPendingReview();
        if (run !== latest.current) return;
        if (!any) {
          setRunning(null);
          setNoReviews(true);
          return;
        }
      }
      const { pathname, search = '', hash = '' } = TOURS[id].route;
      const onScreen = here.current.pathname === pathname;
      // A search is read and dropped by the screen, so it is sent again even when the screen is showing.
      if (!onScreen || search !== '' || here.current.hash.replace(/^#/, '') !== hash) {
        void navigate({ pathname, search, hash }, { replace: onScreen });
      }
      setRunning({ id, run });
    },
    [navigate],
  );

  const end = useCallback((run: number) => {
    setRunning((current) => (current?.run === run ? null : current));
  }, []);

  const controls = useMemo<TourControls>(
    () => ({ start: (id) => void start(id), active: running?.id ?? null }),
    [start, running?.id],
  );

  return (
    <TourContext.Provider value={controls}>
      {children}
      <Suspense fallback={null}>
        {running && <TourRunner key={running.run} tour={TOURS[running.id]} onEnd={() => end(running.run)} />}
      </Suspense>
      <Suspense fallback={null}>{noReviews && <NoReviewsDialog onClose={() => setNoReviews(false)} />}</Suspense>
    </TourContext.Provider>
  );
}
