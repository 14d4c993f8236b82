import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the search box waits after the last key before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's search box: `input` as typed, and `search`, what it settles into (trimmed) after a pause in
 * typing, so the server is not asked on every key. `onSearch` runs when a new search settles (a list goes
 * back to its first page then).
 */
export function useDebouncedSearch(onSearch: () => void) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => {
    const query = input.trim();
    if (query === search) return;
    const timer = setTimeout(() => {
      setSearch(query);
      latest.current();
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, search]);
  const clear = useCallback(() => {
    setInput('');
    setSearch('');
  }, []);
  return { input, setInput, search, clear };
}
