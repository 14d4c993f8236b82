import { ArrowRight, Heart, MapPin, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Eyebrow } from './components/eyebrow';
import { PublicLayout } from './components/public-layout';
import { useDocumentTitle } from './components/use-document-title';
import { PUBLIC_NAMESPACES } from './components/namespaces';

const VALUES = [
  { key: 'human', Icon: Heart },
  { key: 'voice', Icon: MessageSquareText },
  { key: 'local', Icon: MapPin },
] as const;

/** /about: the mission. */
export function AboutPage() {
  const { t } = useTranslation(PUBLIC_NAMESPACES);
  useDocumentTitle(t('about.documentTitle'));
  return (
    <PublicLayout>
      <section className="relative overflow-hidden">
        <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-96 bg-linear-to-b from-primary/10 to-transparent" />
        <div className="mx-auto w-full max-w-3xl px-4 pt-16 pb-12 sm:px-6 sm:pt-24">
          <Eyebrow>{t('about.eyebrow')}</Eyebrow>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t('about.title')}</h1>
          <p className="mt-6 text-xl leading-relaxed text-pretty text-foreground/90">{t('about.lead')}</p>
          <div className="mt-8 space-y-5 text-base leading-relaxed text-muted-foreground">
            <p>{t('about.p1')}</p>
            <p>{t('about.p2')}</p>
            <p>{t('about.p3')}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="about-values" className="mx-auto w-full max-w-5xl px-4 pb-20 sm:px-6">
        <h2 id="about-values" className="text-2xl font-bold tracking-tight">
          {t('about.valuesTitle')}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {VALUES.map(({ key, Icon }) => (
            <li key={key} className="rounded-xl border bg-card p-6 shadow-xs">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold">{t(`about.values.${key}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t(`about.values.${key}.text`)}</p>
            </li>
          ))}
        </ul>

        <div className="mt-12 flex flex-col items-start gap-4 rounded-2xl border bg-muted/40 p-8 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-xl font-semibold">{t('about.ctaTitle')}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{t('about.ctaText')}</p>
          </div>
          <Button asChild size="lg">
            <Link to="/signup">
              {t('about.cta')}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </section>
    </PublicLayout>
  );
}
