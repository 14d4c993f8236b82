import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A query parameter a link sets once (`?stars=1,2`, `?view=card`): `apply` takes its value as if the user
 * had chosen it, and the URL then drops it, so the choice can be changed freely and a reload does not
 * undo the change.
 */
export function useLinkParam(name: string, apply: (value: string) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get(name);
  // The latest `apply` without re-running the effect when only its identity changes.
  const latest = useRef(apply);
  latest.current = apply;
  useEffect(() => {
    if (value === null) return;
    latest.current(value);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [name, value, setSearchParams]);
}
