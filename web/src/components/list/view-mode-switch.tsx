import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/utils';

export type ViewModeOption<T extends string> = { value: T; label: string; icon: LucideIcon };

/**
 * The row of view buttons of a list: one pressed at a time. Labels show from `labelsFrom` up; below it the
 * icon alone, the label staying the button's name.
 */
export function ViewModeSwitch<T extends string>({
  options,
  value,
  onChange,
  labelsFrom,
}: {
  options: readonly ViewModeOption<T>[];
  value: T;
  onChange: (value: T) => void;
  labelsFrom: 'md' | 'xl';
}) {
  const { t } = useTranslation('list');
  return (
    <div role="group" aria-label={t('view.label')} className="flex shrink-0 items-center gap-0.5 rounded-lg border bg-muted/60 p-0.5">
      {options.map(({ value: mode, label, icon: Icon }) => (
        <button
          key={mode}
          type="button"
          aria-pressed={value === mode}
          title={label}
          onClick={() => onChange(mode)}
          className={cn(
            'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
            value === mode && 'bg-background text-foreground shadow-sm dark:bg-card',
          )}
        >
          <Icon aria-hidden className="size-4" />
          <span className={labelsFrom === 'md' ? 'sr-only md:not-sr-only' : 'sr-only xl:not-sr-only'}>{label}</span>
        </button>
      ))}
    </div>
  );
}
