import { ArrowRight, BookOpen, Languages, MapPin, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Eyebrow } from './components/eyebrow';
import { PublicLayout } from './components/public-layout';
import { useDocumentTitle } from './components/use-document-title';
import { PUBLIC_NAMESPACES } from './components/namespaces';

const TOPICS = [
  { key: 'negative', Icon: MessageSquareText },
  { key: 'localSeo', Icon: MapPin },
  { key: 'languages', Icon: Languages },
] as const;

/** /blog: the blog is not written yet; say so, and what is coming. */
export function BlogPage() {
  const { t } = useTranslation(PUBLIC_NAMESPACES);
  useDocumentTitle(t('blog.documentTitle'));
  return (
    <PublicLayout>
      <section className="relative overflow-hidden">
        <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-linear-to-b from-primary/10 to-transparent" />
        <div className="mx-auto flex w-full max-w-3xl flex-col items-center px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24">
          <div className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
            <BookOpen className="size-7" aria-hidden />
          </div>
          <Eyebrow>{t('comingSoon')}</Eyebrow>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t('blog.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">{t('blog.description')}</p>

          <div className="mt-12 w-full text-left">
            <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{t('blog.upcoming')}</h2>
            <ul className="mt-4 grid gap-3">
              {TOPICS.map(({ key, Icon }) => (
                <li key={key} className="flex items-start gap-4 rounded-xl border bg-card p-4 shadow-xs">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span>
                    <span className="block font-medium">{t(`blog.topics.${key}.title`)}</span>
                    <span className="mt-1 block text-sm text-muted-foreground">{t(`blog.topics.${key}.text`)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>

          <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to="/signup">
                {t('blog.cta')}
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
