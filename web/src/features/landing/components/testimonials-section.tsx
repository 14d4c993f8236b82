import { Quote, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/utils';
import { initials } from './hero-section';
import { SECTION_SCROLL_MARGIN } from '../lib/scroll';
import { CONTAINER, SectionHeading } from './section-heading';

/** Static testimonials (spec section 1). People's names are not translated; roles, quotes and cities are. */
const TESTIMONIALS = [
  { key: 'cafe', name: 'Mette Lund', avatar: 'bg-amber-100 text-amber-800 dark:bg-amber-500/20 dark:text-amber-300' },
  { key: 'hotel', name: 'Anders Kjær', avatar: 'bg-sky-100 text-sky-800 dark:bg-sky-500/20 dark:text-sky-300' },
  { key: 'salon', name: 'Sofie Brandt', avatar: 'bg-rose-100 text-rose-800 dark:bg-rose-500/20 dark:text-rose-300' },
] as const;

export function TestimonialsSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className={cn(SECTION_SCROLL_MARGIN, 'border-y bg-muted/30 py-20 sm:py-28')}>
      <div className={CONTAINER}>
        <SectionHeading
          id="testimonials-title"
          eyebrow={t('testimonials.eyebrow')}
          title={t('testimonials.title')}
          subtitle={t('testimonials.subtitle')}
        />
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {TESTIMONIALS.map(({ key, name, avatar }) => (
            <li key={key}>
              <figure className="flex h-full flex-col rounded-2xl border bg-card p-7 shadow-xs">
                <div className="flex items-center justify-between">
                  <div className="flex gap-0.5" role="img" aria-label={t('testimonials.stars')}>
                    {Array.from({ length: 5 }, (_, index) => (
                      <Star key={index} className="size-4 fill-amber-400 text-amber-400" aria-hidden />
                    ))}
                  </div>
                  <Quote className="size-8 text-primary/15" aria-hidden />
                </div>
                <blockquote className="mt-4 flex-1 leading-relaxed text-pretty">
                  <p>{t('testimonials.quoteFormat', { quote: t(`testimonials.items.${key}.quote`) })}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t pt-5">
                  <span aria-hidden className={cn('flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-semibold', avatar)}>
                    {initials(name)}
                  </span>
                  <span className="min-w-0 text-sm">
                    <span className="block font-semibold">{name}</span>
                    <span className="block text-muted-foreground">
                      {t(`testimonials.items.${key}.role`)}, {t(`testimonials.items.${key}.business`)}
                    </span>
                    <span className="block text-xs text-muted-foreground">{t(`testimonials.items.${key}.city`)}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
