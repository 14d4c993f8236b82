import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/utils';
import { CONTAINER } from './section-heading';

const IMPACT = ['revenue', 'choose', 'saved'] as const;
const PROOF = ['businesses', 'reviews', 'hours'] as const;

/** The headline statistics: what answering reviews does, and what Reputation AI has done. */
export function StatsStrip() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="stats-title" className="border-y bg-muted/40">
      <h2 id="stats-title" className="sr-only">
        {t('stats.title')}
      </h2>
      <div className={cn(CONTAINER, 'py-12 sm:py-14')}>
        <dl className="grid grid-cols-1 gap-8 sm:grid-cols-3">
          {IMPACT.map((key) => (
            <div key={key} className="flex flex-col items-center text-center">
              <dt className="order-2 mt-2 max-w-[16rem] text-sm text-pretty text-muted-foreground">{t(`stats.${key}.label`)}</dt>
              <dd className="order-1 bg-linear-to-b from-primary to-fuchsia-500 bg-clip-text text-4xl font-extrabold tracking-tight text-transparent sm:text-5xl">
                {t(`stats.${key}.value`)}
              </dd>
            </div>
          ))}
        </dl>
        <dl className="mt-10 grid grid-cols-3 divide-x rounded-2xl border bg-background/60 py-5 shadow-xs">
          {PROOF.map((key) => (
            <div key={key} className="flex flex-col items-center px-2 text-center">
              <dt className="order-2 mt-1 text-xs text-muted-foreground sm:text-sm">{t(`stats.${key}.label`)}</dt>
              <dd className="order-1 text-xl font-bold tracking-tight sm:text-3xl">{t(`stats.${key}.value`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
