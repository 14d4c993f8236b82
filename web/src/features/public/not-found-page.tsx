import { ArrowLeft, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { PublicLayout } from './components/public-layout';
import { useDocumentTitle } from './components/use-document-title';
import { PUBLIC_NAMESPACES } from './components/namespaces';

/** Any public path that matches no route. */
export function NotFoundPage() {
  const { t } = useTranslation(PUBLIC_NAMESPACES);
  useDocumentTitle(t('notFound.documentTitle'));
  return (
    <PublicLayout>
      <section className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
        <div aria-hidden className="relative mb-8">
          <span className="block bg-linear-to-b from-primary to-primary/30 bg-clip-text text-8xl font-black tracking-tighter text-transparent sm:text-9xl">
            404
          </span>
          <span className="absolute -right-4 -bottom-2 flex size-12 items-center justify-center rounded-full border bg-background text-primary shadow-sm">
            <SearchX className="size-6" />
          </span>
        </div>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('notFound.title')}</h1>
        <p className="mt-4 text-pretty text-muted-foreground">{t('notFound.description')}</p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to="/">
              <ArrowLeft aria-hidden />
              {t('header.backToHome')}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/login">{t('header.logIn')}</Link>
          </Button>
        </div>
      </section>
    </PublicLayout>
  );
}
