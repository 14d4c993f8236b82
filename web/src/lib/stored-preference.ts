import { useCallback, useState } from 'react';

/** What the browser keeps under `key`, or null when nothing is kept or storage is disabled. */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // Storage disabled: the default stands.
  }
}

export function writeStored(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the choice lasts for this visit only.
  }
}

/** A string preference limited to `allowed`; anything else stored falls back to the default. */
export function useStoredChoice<T extends string>(key: string, allowed: readonly T[], fallback: T) {
  const [value, setValue] = useState<T>(() => {
    const stored = readStored(key);
    return (allowed as readonly string[]).includes(stored ?? '') ? (stored as T) : fallback;
  });
  const set = useCallback(
    (next: T) => {
      setValue(next);
      writeStored(key, next);
    },
    [key],
  );
  return [value, set] as const;
}

/** A boolean preference, stored as 'true' or 'false'. */
export function useStoredFlag(key: string, fallback: boolean) {
  const [value, setValue] = useState<boolean>(() => {
    const stored = readStored(key);
    return stored === 'true' ? true : stored === 'false' ? false : fallback;
  });
  const set = useCallback(
    (next: boolean) => {
      setValue(next);
      writeStored(key, String(next));
    },
    [key],
  );
  return [value, set] as const;
}
