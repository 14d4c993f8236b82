import type { TFunction } from 'i18next';
import type { Locale, Options, Step } from 'react-joyride';
import { tourTarget, type TourDefinition } from './tour-definitions';

/**
 * Design §9 tour styling and behaviour. Colours are the theme's variables, so light and dark follow the
 * page. Every step opens as a tooltip (no beacon): after a Back, a skipped target or a first step on the
 * phone, where the sidebar is hidden, a beacon would leave the owner guessing where the tour went.
 * Clicks on the highlighted element are held back, so a tour never approves or posts anything.
 */
export const TOUR_OPTIONS: Partial<Options> = {
  primaryColor: 'var(--primary)',
  backgroundColor: 'var(--popover)',
  arrowColor: 'var(--popover)',
  textColor: 'var(--popover-foreground)',
  overlayColor: 'rgb(0 0 0 / 0.55)',
  zIndex: 10000,
  width: 380,
  scrollOffset: 20,
  scrollDuration: 300,
  spotlightPadding: 10,
  spotlightRadius: 8,
  showProgress: true,
  buttons: ['back', 'close', 'primary', 'skip'],
  skipBeacon: true,
  blockTargetInteraction: true,
  dismissKeyAction: 'close',
  overlayClickAction: 'close',
};

/** What a step carries for the tooltip: the selectors of the steps before it, to tell whether Back leads anywhere. */
export type TourStepData = { earlierTargets: string[] };

/** Spec §5: steps must be an array of objects, each with a target; otherwise the tour does not start. */
export function validateTourSteps(tourId: string, steps: unknown): boolean {
  if (!Array.isArray(steps) || steps.length === 0) {
    console.warn(`Tour "${tourId}" not started: its steps must be a non-empty array of step objects.`);
    return false;
  }
  const bad = steps.findIndex((step: unknown) => !isObject(step) || !hasTarget(step.target));
  if (bad !== -1) {
    console.warn(`Tour "${tourId}" not started: step ${bad + 1} is not an object with a target.`);
    return false;
  }
  return true;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasTarget = (target: unknown) =>
  typeof target === 'string' ? target.trim() !== '' : typeof target === 'function' || isObject(target);

/** The steps of a tour in the interface language; the tour's name titles every tooltip. */
export function buildSteps(tour: TourDefinition, t: TFunction): Step[] {
  const targets = tour.steps.map((step) => tourTarget(step.target));
  return tour.steps.map((step, index) => ({
    id: `${tour.id}-${step.text}`,
    target: targets[index]!,
    title: t(`${tour.id}.name`),
    content: t(`${tour.id}.steps.${step.text}`),
    placement: step.placement ?? 'bottom',
    ...(step.overlaps && { floatingOptions: { hideArrow: true } }),
    data: { earlierTargets: targets.slice(0, index) } satisfies TourStepData,
  }));
}

/** The button labels; the library fills `{current}` and `{total}` into the progress label. */
export function tourLocale(t: TFunction): Locale {
  return {
    back: t('buttons.back'),
    close: t('buttons.close'),
    last: t('buttons.last'),
    next: t('buttons.next'),
    nextWithProgress: t('buttons.nextWithProgress', { step: '{current}', steps: '{total}' }),
    skip: t('buttons.skip'),
  };
}
