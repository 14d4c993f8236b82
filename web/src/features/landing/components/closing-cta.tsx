import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { CONTAINER } from './section-heading';

/** The last call to action before the footer. */
export function ClosingCta() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="cta-title" className="pb-20 sm:pb-28">
      <div className={CONTAINER}>
        <div className="relative isolate overflow-hidden rounded-3xl bg-linear-to-br from-primary via-violet-600 to-fuchsia-600 dark:from-violet-700 px-6 py-16 text-center text-white shadow-2xl shadow-primary/25 sm:px-16 sm:py-20">
          <div
            aria-hidden
            className="absolute inset-0 -z-10 [background-image:radial-gradient(white_1px,transparent_1px)] [background-size:22px_22px] opacity-15 [mask-image:radial-gradient(ellipse_at_center,black,transparent_75%)]"
          />
          <div aria-hidden className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-white/15 blur-3xl" />
          <h2 id="cta-title" className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t('cta.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-white/85">{t('cta.subtitle')}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" className="h-12 bg-white px-7 text-base text-violet-700 shadow-lg hover:bg-white/90">
              <Link to="/signup">
                {t('cta.button')}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </div>
          <p className="mt-5 text-sm text-white/75">{t('cta.note')}</p>
        </div>
      </div>
    </section>
  );
}
