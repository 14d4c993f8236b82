import { Sparkles } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/utils';

/** Luna's face: the round purple mark on the avatar button and in the panel's header. */
export function LunaMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn('grid shrink-0 place-items-center rounded-full bg-linear-to-br from-primary to-fuchsia-500 text-white shadow-sm', className)}
    >
      <Sparkles className="size-1/2" />
    </span>
  );
}

type Props = ComponentProps<'button'> & {
  /** Pending reviews plus notifications not dismissed. */
  count: number;
  open: boolean;
};

/**
 * The round avatar at the bottom right that opens and closes the panel. Spec §4: the pulsing ring and
 * the badge show while something waits and the panel is closed; the ring only pulses for those who
 * have not asked the system for reduced motion.
 */
export function LunaAvatarButton({ count, open, className, ...props }: Props) {
  const { t } = useTranslation('luna');
  const attention = count > 0 && !open;
  return (
    <button
      type="button"
      aria-label={attention ? t('avatar.labelWithCount', { count }) : t('avatar.label')}
      className={cn(
        'relative grid size-14 cursor-pointer place-items-center rounded-full shadow-lg outline-none transition-transform hover:scale-105 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-offset-2 focus-visible:ring-offset-background motion-reduce:transition-none motion-reduce:hover:scale-100',
        className,
      )}
      {...props}
    >
      {attention && <span data-testid="luna-pulse" aria-hidden className="absolute inset-0 rounded-full bg-primary/40 motion-safe:animate-ping" />}
      <LunaMark className="relative size-14" />
      {attention && (
        <span
          data-testid="luna-badge"
          aria-hidden
          className="absolute -top-1 -right-1 grid h-5 min-w-5 place-items-center rounded-full bg-destructive px-1 text-xs font-semibold text-destructive-foreground tabular-nums ring-2 ring-background"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
