import { ArrowRight, ChartColumn, Clock, Hourglass, PencilLine, Radar, SlidersHorizontal, Zap, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@web/lib/utils';
import { SECTION_SCROLL_MARGIN } from '../lib/scroll';
import { CONTAINER, SectionHeading } from './section-heading';

/** The marketing claims of spec section 1, one card each. */
const BENEFITS: ReadonlyArray<{ key: string; Icon: LucideIcon }> = [
  { key: 'monitoring', Icon: Radar },
  { key: 'delays', Icon: Hourglass },
  { key: 'sentiment', Icon: ChartColumn },
  { key: 'timeSaved', Icon: Clock },
  { key: 'tone', Icon: SlidersHorizontal },
  { key: 'edit', Icon: PencilLine },
  { key: 'setup', Icon: Zap },
];

export function BenefitsSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="benefits" aria-labelledby="benefits-title" className={cn(SECTION_SCROLL_MARGIN, 'py-20 sm:py-28')}>
      <div className={CONTAINER}>
        <SectionHeading id="benefits-title" eyebrow={t('benefits.eyebrow')} title={t('benefits.title')} subtitle={t('benefits.subtitle')} />
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ key, Icon }) => (
            <li
              key={key}
              className="group flex gap-4 rounded-2xl border bg-card p-5 shadow-xs transition-all hover:-translate-y-0.5 hover:border-primary/30 hover:shadow-md sm:flex-col sm:gap-0 sm:p-6"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold sm:mt-5">{t(`benefits.items.${key}.title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t(`benefits.items.${key}.text`)}</p>
              </div>
            </li>
          ))}
          <li
            className={cn(
              'relative flex flex-col overflow-hidden rounded-2xl bg-primary p-6 text-white shadow-lg shadow-primary/20',
              'bg-linear-to-br from-primary to-fuchsia-600 dark:from-violet-700 dark:to-fuchsia-700',
            )}
          >
            <h3 className="text-lg font-semibold">{t('benefits.cta.title')}</h3>
            <p className="mt-2 text-sm leading-relaxed opacity-90">{t('benefits.cta.text')}</p>
            <Link
              to="/signup"
              className="mt-auto inline-flex items-center gap-1.5 pt-6 text-sm font-semibold underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
            >
              {t('benefits.cta.link')}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
