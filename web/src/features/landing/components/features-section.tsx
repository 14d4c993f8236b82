import { Bot, CalendarClock, Languages, Lightbulb, ShieldCheck, Star, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/utils';
import { SECTION_SCROLL_MARGIN } from '../lib/scroll';
import { CONTAINER, SectionHeading } from './section-heading';

const STEPS = ['connect', 'tone', 'approve'] as const;

const FEATURES: ReadonlyArray<{ key: string; Icon: LucideIcon }> = [
  { key: 'languages', Icon: Languages },
  { key: 'autoApproval', Icon: Star },
  { key: 'guardrails', Icon: ShieldCheck },
  { key: 'insights', Icon: Lightbulb },
  { key: 'postingHours', Icon: CalendarClock },
  { key: 'luna', Icon: Bot },
];

/** How it works in three steps, then the product's main features. 'See How It Works' lands here. */
export function FeaturesSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="features" aria-labelledby="features-title" className={cn(SECTION_SCROLL_MARGIN, 'border-y bg-muted/30 py-20 sm:py-28')}>
      <div className={CONTAINER}>
        <SectionHeading id="features-title" eyebrow={t('features.eyebrow')} title={t('features.title')} subtitle={t('features.subtitle')} />

        <div className="relative mt-14">
          <div aria-hidden className="absolute top-6 right-[16%] left-[16%] hidden h-px bg-linear-to-r from-transparent via-primary/40 to-transparent md:block" />
          <ol className="relative grid gap-8 md:grid-cols-3">
            {STEPS.map((key, index) => (
              <li key={key} className="relative flex flex-col items-center text-center">
                <span className="flex size-12 items-center justify-center rounded-full border-4 border-background bg-primary text-lg font-bold text-primary-foreground shadow-md ring-1 ring-primary/30">
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold">{t(`features.steps.${key}.title`)}</h3>
                <p className="mt-2 max-w-xs text-sm leading-relaxed text-muted-foreground">{t(`features.steps.${key}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>

        <div className="mt-16 overflow-hidden rounded-2xl border bg-card shadow-xs">
          <ul className="grid sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(({ key, Icon }, index) => (
              <li
                key={key}
                className={cn(
                  'flex gap-4 p-6 sm:p-8',
                  // Hairlines between the cells of the grid, whatever the number of columns.
                  'border-b last:border-b-0 sm:[&:nth-last-child(-n+2)]:border-b-0 lg:[&:nth-last-child(-n+3)]:border-b-0',
                  index % 2 === 0 ? 'sm:border-r lg:border-r' : 'lg:border-r',
                  'lg:[&:nth-child(3n)]:border-r-0',
                )}
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div>
                  <h3 className="font-semibold">{t(`features.items.${key}.title`)}</h3>
                  <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{t(`features.items.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
