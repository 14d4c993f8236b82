import { createContext, useContext } from 'react';
import type { TourId } from '@common/schemas/luna';

/** What the rest of the app may ask of the tour runner: Luna's Quick Help starts tours through it. */
export interface TourControls {
  /** Goes to the screen the tour's targets are on, then runs it from its first step. */
  start(id: TourId): void;
  /** The tour running now, or null. */
  active: TourId | null;
}

export const TourContext = createContext<TourControls | null>(null);

export function useTours(): TourControls {
  const controls = useContext(TourContext);
  if (!controls) throw new Error('useTours needs a TourProvider above it (the app shell mounts one)');
  return controls;
}
