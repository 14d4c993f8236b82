import { useTranslation } from 'react-i18next';
import { useTheme } from '@web/lib/theme';
import { cn } from '@web/lib/utils';

// Spec §9: the logos are loaded with a cache-busting timestamp (fixed per page load, so re-renders do not refetch).
const CACHE_BUST = Date.now();

/** The logo file for a theme: the light theme uses the dark-lettered /logo-light.svg, and vice versa. */
export const logoSrc = (theme: 'light' | 'dark') => `/logo-${theme}.svg?t=${CACHE_BUST}`;

/**
 * The Reputation AI logo, following the theme. `full` shows the mark and the wordmark (200×40 artwork);
 * `mark` crops the artwork to the square mark alone, for tight spaces such as the collapsed sidebar.
 */
export function Logo({ variant = 'full', className }: { variant?: 'full' | 'mark'; className?: string }) {
  const { theme } = useTheme();
  const { t } = useTranslation('common');
  if (variant === 'mark') {
    return (
      <span className={cn('inline-block size-8 shrink-0 overflow-hidden', className)}>
        {/* The artwork is 200×40 units: the mark spans x 2–34 and the wordmark starts at x 44, so a square crop shows the mark alone. */}
        <img src={logoSrc(theme)} alt={t('app.name')} className="h-full max-w-none" style={{ width: 'auto' }} />
      </span>
    );
  }
  return <img src={logoSrc(theme)} alt={t('app.name')} width={200} height={40} className={cn('h-8 w-auto', className)} />;
}
