import { MoonIcon, SunIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { useTheme } from '@web/lib/theme';
import { cn } from '@web/lib/utils';

/** Light/dark switch: toggles the `dark` class on <html> and remembers the choice under localStorage `theme`. */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const { t } = useTranslation('shell');
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <Button type="button" variant="ghost" size="icon" className={cn('size-9', className)} onClick={toggleTheme} aria-label={label} title={label}>
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </Button>
  );
}
