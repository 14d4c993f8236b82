import { ArrowRight, Check, ChevronDown, Clock, Pencil, Sparkles, Star, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { GoogleMark } from '@web/features/public/components/platform-marks';
import { cn } from '@web/lib/utils';
import { scrollToSection } from '../lib/scroll';
import { CONTAINER } from './section-heading';

export function HeroSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <HeroBackdrop />
      <div className={cn(CONTAINER, 'grid items-center gap-14 pt-12 pb-20 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:gap-12 lg:pt-24 lg:pb-28')}>
        <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
          <span className="inline-flex items-center gap-2 rounded-full border bg-background/70 px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs backdrop-blur">
            <Sparkles className="size-3.5 text-primary" aria-hidden />
            {t('hero.eyebrow')}
          </span>
          <h1 id="hero-title" className="mt-6 text-[2.125rem] leading-tight font-extrabold tracking-tight text-balance hyphens-auto [overflow-wrap:anywhere] sm:text-5xl sm:[overflow-wrap:normal] lg:text-[3.5rem] lg:leading-[1.05]">
            {/* Three keys rather than <Trans>, which would add its HTML parser to the landing bundle. */}
            {t('hero.titleStart')}{' '}
            <span className="bg-linear-to-r from-primary via-fuchsia-500 to-primary bg-clip-text text-transparent">{t('hero.titleHighlight')}</span>{' '}
            {t('hero.titleEnd')}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-muted-foreground">{t('hero.subtitle')}</p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg" className="h-12 px-7 text-base shadow-lg shadow-primary/25">
              <Link to="/signup">
                {t('hero.getStarted')}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button size="lg" variant="outline" className="h-12 px-7 text-base" onClick={() => scrollToSection('features')}>
              {t('hero.seeHow')}
              <ChevronDown aria-hidden />
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground lg:justify-start">
            {(['setup', 'trial', 'cancel'] as const).map((key) => (
              <li key={key} className="flex items-center gap-1.5">
                <Check className="size-4 text-success" aria-hidden />
                {t(`hero.trust.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <HeroMockup />
      </div>
    </section>
  );
}

function HeroBackdrop() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute inset-0 [background-image:linear-gradient(to_right,var(--color-border)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-border)_1px,transparent_1px)] [background-size:56px_56px] opacity-60 [mask-image:radial-gradient(ellipse_70%_60%_at_50%_0%,black,transparent)]" />
      <div className="absolute -top-40 left-1/2 h-[32rem] w-[56rem] max-w-none -translate-x-1/2 rounded-full bg-primary/20 blur-3xl dark:bg-primary/15" />
      <div className="absolute top-40 -right-40 h-80 w-80 rounded-full bg-fuchsia-400/20 blur-3xl dark:bg-fuchsia-500/10" />
    </div>
  );
}

/** A product picture made of markup: a new Google review and the reply the AI drafted for it. */
function HeroMockup() {
  const { t } = useTranslation('landing');
  return (
    <figure aria-label={t('hero.mock.label')} className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div className="relative rounded-2xl border bg-card/90 p-5 shadow-2xl shadow-primary/10 backdrop-blur sm:p-6">
        <div className="flex items-start gap-3">
          <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-sm font-semibold text-amber-800 dark:bg-amber-500/20 dark:text-amber-300">
            {initials(t('hero.mock.reviewer'))}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex items-center justify-between gap-2">
              <p className="truncate font-semibold">{t('hero.mock.reviewer')}</p>
              <span className="flex shrink-0 items-center gap-1.5 text-xs text-muted-foreground">
                <GoogleMark className="size-4" />
                {t('hero.mock.time')}
              </span>
            </div>
            <div className="mt-1 flex gap-0.5" role="img" aria-label={t('hero.mock.stars')}>
              {Array.from({ length: 5 }, (_, index) => (
                <Star key={index} className="size-4 fill-amber-400 text-amber-400" aria-hidden />
              ))}
            </div>
          </div>
        </div>
        <blockquote className="mt-4 text-sm leading-relaxed">{t('hero.mock.review')}</blockquote>
        <div className="mt-3 flex flex-wrap gap-2">
          <span className="rounded-full bg-success/15 px-2.5 py-0.5 text-xs font-medium text-success">{t('hero.mock.sentiment')}</span>
          <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">{t('hero.mock.topics')}</span>
        </div>

        <div className="mt-5 rounded-xl border border-primary/20 bg-primary/5 p-4">
          <div className="flex items-center justify-between gap-2">
            <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-primary uppercase">
              <Sparkles className="size-3.5" aria-hidden />
              {t('hero.mock.suggested')}
            </p>
            <span className="rounded-md bg-success/15 px-2 py-0.5 text-[11px] font-medium text-success">{t('hero.mock.quality')}</span>
          </div>
          <p className="mt-2 text-sm leading-relaxed text-foreground/90">{t('hero.mock.reply')}</p>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-x-2 gap-y-3">
            <span className="text-xs text-muted-foreground">{t('hero.mock.tone')}</span>
            <div aria-hidden className="ml-auto flex gap-2 whitespace-nowrap">
              <span className="inline-flex h-8 items-center gap-1.5 rounded-md border bg-background px-3 text-xs font-medium">
                <Pencil className="size-3.5" />
                {t('hero.mock.edit')}
              </span>
              <span className="inline-flex h-8 items-center gap-1.5 rounded-md bg-primary px-3 text-xs font-medium text-primary-foreground">
                <Check className="size-3.5" />
                {t('hero.mock.approve')}
              </span>
            </div>
          </div>
        </div>
      </div>

      <div className="absolute -top-10 -right-2 flex items-center gap-2 rounded-xl border bg-card px-3 py-2 shadow-lg sm:-right-6">
        <span className="flex size-8 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Clock className="size-4" aria-hidden />
        </span>
        <span className="text-xs">
          <span className="block font-semibold">{t('hero.mock.scheduledTitle')}</span>
          <span className="block text-muted-foreground">{t('hero.mock.scheduled')}</span>
        </span>
      </div>
      <div className="absolute -bottom-6 -left-2 flex items-center gap-2 rounded-xl border bg-card px-3 py-2 shadow-lg sm:-left-8">
        <span className="flex size-8 items-center justify-center rounded-lg bg-success/15 text-success">
          <TrendingUp className="size-4" aria-hidden />
        </span>
        <span className="text-xs">
          <span className="block font-semibold">{t('hero.mock.ratingTitle')}</span>
          <span className="block text-muted-foreground">{t('hero.mock.rating')}</span>
        </span>
      </div>
    </figure>
  );
}

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
