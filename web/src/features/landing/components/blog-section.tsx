import { ArrowRight, Languages, MapPin, MessageSquareText, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { formatDate } from '@web/lib/i18n';
import { cn } from '@web/lib/utils';
import { CONTAINER, SectionHeading } from './section-heading';

/** Static teasers (spec section 1); each leads to the blog page. */
const POSTS: ReadonlyArray<{ key: string; date: string; minutes: number; Icon: LucideIcon; art: string }> = [
  { key: 'negative', date: '2026-11-12', minutes: 6, Icon: MessageSquareText, art: 'from-violet-500 to-fuchsia-500' },
  { key: 'localSeo', date: '2026-10-29', minutes: 5, Icon: MapPin, art: 'from-sky-500 to-violet-500' },
  { key: 'languages', date: '2026-10-15', minutes: 4, Icon: Languages, art: 'from-emerald-500 to-sky-500' },
];

export function BlogSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="blog-title" className="py-20 sm:py-28">
      <div className={CONTAINER}>
        <SectionHeading id="blog-title" eyebrow={t('blog.eyebrow')} title={t('blog.title')} subtitle={t('blog.subtitle')} />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {POSTS.map(({ key, date, minutes, Icon, art }) => (
            <li key={key}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border bg-card shadow-xs transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md">
                <div aria-hidden className={cn('relative flex h-36 items-center justify-center bg-linear-to-br', art)}>
                  <div className="absolute inset-0 [background-image:radial-gradient(white_1px,transparent_1px)] [background-size:16px_16px] opacity-20" />
                  <span className="flex size-14 items-center justify-center rounded-2xl bg-white/20 text-white ring-1 ring-white/30 backdrop-blur transition-transform group-hover:scale-110">
                    <Icon className="size-7" />
                  </span>
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <p className="text-xs font-semibold tracking-wide text-primary uppercase">{t(`blog.posts.${key}.category`)}</p>
                  <h3 className="mt-2 text-lg leading-snug font-semibold">
                    <Link to="/blog" className="after:absolute after:inset-0 focus-visible:outline-none">
                      {t(`blog.posts.${key}.title`)}
                    </Link>
                  </h3>
                  <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{t(`blog.posts.${key}.excerpt`)}</p>
                  <p className="mt-5 flex items-center justify-between text-xs text-muted-foreground">
                    <span>
                      <time dateTime={date}>{formatDate(date)}</time> · {t('blog.readTime', { minutes })}
                    </span>
                    <span className="inline-flex items-center gap-1 font-medium text-primary">
                      {t('blog.readMore')}
                      <ArrowRight className="size-3.5 transition-transform group-hover:translate-x-0.5" aria-hidden />
                    </span>
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <Button asChild variant="outline">
            <Link to="/blog">
              {t('blog.viewAll')}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
