import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ACTIONS, EVENTS, Joyride, type EventData } from 'react-joyride';
import { tourTarget, type TourDefinition } from './tour-definitions';
import { buildSteps, TOUR_OPTIONS, tourLocale, validateTourSteps } from './tour-steps';
import { TourTooltip } from './tour-tooltip';

/** How long a tour waits for its screen to show its data; after that it runs with what is there. */
export const READY_TIMEOUT_MS = 8000;
const READY_POLL_MS = 100;

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** True once `selector` matches, or once `timeoutMs` has passed; false while `selector` is null. */
function useTargetArrived(selector: string | null, timeoutMs: number): boolean {
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    if (selector === null || arrived) return;
    const startedAt = Date.now();
    const check = () => {
      if (document.querySelector(selector) || Date.now() - startedAt >= timeoutMs) setArrived(true);
    };
    check();
    const timer = setInterval(check, READY_POLL_MS);
    return () => clearInterval(timer);
  }, [selector, arrived, timeoutMs]);
  return arrived;
}

type Props = {
  tour: TourDefinition;
  /** The tour finished, was skipped or closed, could not start, or the owner left its screen. */
  onEnd: () => void;
};

/**
 * Runs one tour on its screen: waits until the screen is there with its data, then steps through it.
 * A step whose target is missing or hidden is skipped in the direction of travel (react-joyride does the
 * moving) with a warning in the console and nothing shown to the owner.
 */
export default function TourRunner({ tour, onEnd }: Props) {
  const { t } = useTranslation('tours');
  const { pathname } = useLocation();
  const onScreen = samePath(pathname, tour.route.pathname);
  const ready = useTargetArrived(onScreen ? tourTarget(tour.readyTarget) : null, READY_TIMEOUT_MS);

  const valid = useMemo(() => validateTourSteps(tour.id, tour.steps), [tour]);
  const steps = useMemo(() => (valid ? buildSteps(tour, t) : []), [valid, tour, t]);
  const locale = useMemo(() => tourLocale(t), [t]);

  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  useEffect(() => {
    if (!valid) onEndRef.current();
  }, [valid]);

  // A tour belongs to its screen: leaving the screen once it runs ends it, and so does never getting there
  // (the owner chose to stay on a screen with unsaved changes, say), so it cannot start later by surprise.
  const running = valid && ready;
  useEffect(() => {
    if (running && !onScreen) onEndRef.current();
    if (running || onScreen) return;
    const timer = setTimeout(() => onEndRef.current(), READY_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [running, onScreen]);

  const onEvent = useCallback(
    (data: EventData) => {
      if (data.type === EVENTS.TARGET_NOT_FOUND) {
        console.warn(`Tour "${tour.id}": the target of step ${data.index + 1} (${String(data.step.target)}) is missing or hidden; skipped.`);
      } else if (data.type === EVENTS.TOUR_END) {
        // Finished or skipped: the tour is cleared.
        onEndRef.current();
      } else if (data.type === EVENTS.STEP_AFTER && data.action === ACTIONS.CLOSE) {
        // Close (the × button, Esc or a click on the overlay) closes the tooltip, and with it the tour.
        onEndRef.current();
      }
    },
    [tour.id],
  );

  if (!running) return null;
  return (
    <Joyride
      run
      continuous
      steps={steps}
      options={TOUR_OPTIONS}
      locale={locale}
      tooltipComponent={TourTooltip}
      styles={{ spotlight: { style: { stroke: 'var(--primary)', strokeWidth: 2 } } }}
      // A target taller or wider than the screen leaves no room beside it: the tooltip then moves over it, never off screen.
      floatingOptions={{ shiftOptions: { crossAxis: true } }}
      onEvent={onEvent}
    />
  );
}
