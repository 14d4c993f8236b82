import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

const listeners = new Set<() => void>();
const current = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

/** The stored choice, else the system preference; web/public/theme-init.js applied it before paint. */
export function useTheme() {
  const theme = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => 'light' as Theme,
  );
  const setTheme = useCallback((next: Theme) => {
    localStorage.setItem(THEME_STORAGE_KEY, next);
    document.documentElement.classList.toggle('dark', next === 'dark');
    listeners.forEach((listener) => listener());
  }, []);
  const toggleTheme = useCallback(() => setTheme(current() === 'dark' ? 'light' : 'dark'), [setTheme]);
  return { theme, setTheme, toggleTheme };
}
