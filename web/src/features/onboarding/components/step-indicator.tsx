import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/utils';

export const STEPS = ['connect', 'style', 'done'] as const;
export type Step = 1 | 2 | 3;

/** Spec §2 "Onboarding": the three steps, the current one marked, the finished ones ticked. */
export function StepIndicator({ current }: { current: Step }) {
  const { t } = useTranslation('onboarding');
  return (
    <nav aria-label={t('steps.label')}>
      <p className="mb-3 text-sm font-medium text-muted-foreground">
        {t('steps.progress', { current, total: STEPS.length })}
        {/* Small screens show only the numbers below: name the current step here. */}
        <span className="text-foreground sm:hidden" aria-hidden>
          {' · '}
          {t(`steps.${STEPS[current - 1]}`)}
        </span>
      </p>
      <ol className="flex items-center gap-2 sm:gap-3">
        {STEPS.map((step, index) => {
          const number = index + 1;
          const done = number < current;
          const active = number === current;
          return (
            <li
              key={step}
              className={cn('flex items-center gap-2 sm:gap-3', number < STEPS.length ? 'min-w-0 flex-1' : 'flex-none')}
              aria-current={active ? 'step' : undefined}
            >
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors',
                  done && 'border-primary bg-primary text-primary-foreground',
                  active && 'border-primary bg-primary/10 text-primary',
                  !done && !active && 'border-border text-muted-foreground',
                )}
              >
                {done ? <Check className="size-4" aria-hidden /> : number}
              </span>
              <span className={cn('truncate text-sm max-sm:sr-only', active ? 'font-medium text-foreground' : 'text-muted-foreground')}>
                {done && <span className="sr-only">{t('steps.completed')} </span>}
                {t(`steps.${step}`)}
              </span>
              {number < STEPS.length && (
                <span className={cn('h-0.5 min-w-4 flex-1 rounded-full', done ? 'bg-primary' : 'bg-border')} aria-hidden />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
