import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PLATFORMS } from '@web/features/public/components/platform-marks';
import { cn } from '@web/lib/utils';
import { CONTAINER } from './section-heading';

/** The review platforms, drawn inline (no images), and the promise of more. */
export function PlatformsSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="platforms-title" className="pt-16 pb-4 sm:pt-20 sm:pb-8">
      <div className={cn(CONTAINER, 'flex flex-col items-center')}>
        <h2 id="platforms-title" className="text-center text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {t('platforms.title')}
        </h2>
        <ul className="mt-8 grid w-full max-w-4xl grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
          {PLATFORMS.map(({ id, name, Mark }) => (
            <li key={id} className="flex h-20 items-center justify-center gap-3 rounded-xl border bg-card px-4 shadow-xs">
              <Mark className="size-7" />
              <span className="text-lg font-semibold tracking-tight">{name}</span>
            </li>
          ))}
          <li className="flex h-20 items-center justify-center gap-2 rounded-xl border border-dashed px-4 text-center text-sm text-muted-foreground">
            <Plus className="size-4 shrink-0" aria-hidden />
            {t('platforms.more')}
          </li>
        </ul>
      </div>
    </section>
  );
}
