import { ArrowRight, Plug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Eyebrow } from './components/eyebrow';
import { PLATFORMS } from './components/platform-marks';
import { PublicLayout } from './components/public-layout';
import { useDocumentTitle } from './components/use-document-title';
import { PUBLIC_NAMESPACES } from './components/namespaces';

/** /integrations: the coming-soon directory page, listing the three review platforms that work today. */
export function IntegrationsPage() {
  const { t } = useTranslation(PUBLIC_NAMESPACES);
  useDocumentTitle(t('integrations.documentTitle'));
  return (
    <PublicLayout>
      <section className="relative overflow-hidden">
        <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-linear-to-b from-primary/10 to-transparent" />
        <div className="mx-auto flex w-full max-w-5xl flex-col items-center px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24">
          <div className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
            <Plug className="size-7" aria-hidden />
          </div>
          <Eyebrow>{t('comingSoon')}</Eyebrow>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t('integrations.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">{t('integrations.description')}</p>

          <ul className="mt-12 grid w-full gap-4 text-left md:grid-cols-3" aria-label={t('integrations.listLabel')}>
            {PLATFORMS.map(({ id, name, Mark }) => (
              <li key={id} className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-xs">
                <div className="flex items-center justify-between gap-3">
                  <span className="flex items-center gap-3">
                    <span className="flex size-11 items-center justify-center rounded-lg border bg-background">
                      <Mark className="size-6" />
                    </span>
                    <span className="text-lg font-semibold">{name}</span>
                  </span>
                  <span className="rounded-full bg-success/15 px-2.5 py-0.5 text-xs font-medium text-success">{t('integrations.available')}</span>
                </div>
                <p className="text-sm leading-relaxed text-muted-foreground">{t(`integrations.platforms.${id}`)}</p>
              </li>
            ))}
          </ul>

          <p className="mt-10 max-w-xl text-sm text-muted-foreground">{t('integrations.more')}</p>
          <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to="/signup">
                {t('integrations.cta')}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/">{t('header.backToHome')}</Link>
            </Button>
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}
