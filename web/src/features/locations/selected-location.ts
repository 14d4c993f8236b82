import { useCallback, useSyncExternalStore } from 'react';
import type { TBusiness } from '@common/schemas/businesses';
import { useCurrentUser } from '@web/features/auth/api/current-user';
import { readStored, writeStored } from '@web/lib/stored-preference';
import { useBusinesses } from './api/businesses-api';

/** All of the account's locations, or one business id. */
export type LocationChoice = 'all' | (string & {});

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Remembered per user, so two owners sharing a browser each come back to their own choice. */
const storageKey = (userId: string | undefined) => `location_${userId ?? 'anonymous'}`;

export type SelectedLocation = {
  /** 'all', or the id of one of the user's locations; 'all' while the account has only one. */
  location: LocationChoice;
  setLocation: (next: LocationChoice) => void;
  locations: TBusiness[];
  /** The location's name when All is shown and there are several (a card then says where it is). */
  nameOf: (businessId: string | undefined) => string | null;
};

/**
 * The location switcher's choice, shared by the header and every screen that follows it (dashboard,
 * reviews, history). A stored id that is no longer one of the user's locations reads as All.
 */
export function useSelectedLocation(): SelectedLocation {
  const { user } = useCurrentUser();
  const key = storageKey(user?.id);
  const loaded = useBusinesses().data;
  const locations = loaded ?? [];
  const stored = useSyncExternalStore(subscribe, () => readStored(key) ?? 'all');
  const several = locations.length > 1;
  // Until the locations are known the stored choice stands, so a screen never loads All first and then
  // the location; once known, a choice that is no longer among them reads as All.
  const location: LocationChoice = loaded === undefined || (several && locations.some((business) => business.id === stored)) ? stored : 'all';
  const setLocation = useCallback(
    (next: LocationChoice) => {
      writeStored(key, next);
      for (const listener of listeners) listener();
    },
    [key],
  );
  const nameOf = (businessId: string | undefined) =>
    several && location === 'all' ? (locations.find((business) => business.id === businessId)?.name ?? null) : null;
  return { location, setLocation, locations, nameOf };
}
