import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@web/components/layout/logo';
import { ThemeToggle } from '@web/components/layout/theme-toggle';
import { Button } from '@web/components/ui/button';
import { SiteFooter } from './site-footer';
import { PUBLIC_NAMESPACES } from './namespaces';

/** Header (logo, Back to Home, Log In), content and footer shared by the about, blog, integrations and 404 pages. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(PUBLIC_NAMESPACES);
  return (
    <div className="flex min-h-svh flex-col bg-background">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-sm text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('header.skipToContent')}
      </a>
      <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
          <Link to="/" aria-label={t('header.home')} className="rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
            <Logo />
          </Link>
          <div className="flex items-center gap-1 sm:gap-2">
            <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
              <Link to="/">
                <ArrowLeft aria-hidden />
                {t('header.backToHome')}
              </Link>
            </Button>
            <Button asChild variant="ghost" size="icon" className="sm:hidden" aria-label={t('header.backToHome')}>
              <Link to="/">
                <ArrowLeft aria-hidden />
              </Link>
            </Button>
            <ThemeToggle />
            <Button asChild size="sm">
              <Link to="/login">{t('header.logIn')}</Link>
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
