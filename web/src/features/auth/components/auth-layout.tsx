import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@web/components/layout/logo';
import { ThemeToggle } from '@web/components/layout/theme-toggle';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@web/components/ui/card';

type AuthLayoutProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Shown at the top of the card, above the title (e.g. a success icon). */
  icon?: ReactNode;
  /** Below the card's content, e.g. "Don't have an account? Sign up". */
  footer?: ReactNode;
  children?: ReactNode;
};

/** The frame of the sign-in screens: logo, one centred card, and Back to Home. */
export function AuthLayout({ title, description, icon, footer, children }: AuthLayoutProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="relative flex min-h-svh flex-col overflow-hidden bg-background">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-0 h-80 bg-gradient-to-b from-primary/10 via-primary/5 to-transparent"
      />
      <header className="relative flex items-center justify-between px-4 py-4 sm:px-6">
        <Link to="/" aria-label={t('homeLink')} className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
          <Logo className="h-8 w-auto" />
        </Link>
        <ThemeToggle />
      </header>
      <main className="relative flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center sm:pt-0">
        <div className="w-full max-w-md">
          <Card className="gap-6 shadow-lg shadow-primary/5">
            <CardHeader className="items-center text-center">
              {icon}
              <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
              {description && <CardDescription className="text-balance">{description}</CardDescription>}
            </CardHeader>
            {children && <CardContent className="grid gap-6">{children}</CardContent>}
            {footer && <CardFooter className="justify-center text-center text-sm text-muted-foreground">{footer}</CardFooter>}
          </Card>
          <div className="mt-6 flex justify-center">
            <Button variant="ghost" size="sm" asChild className="text-muted-foreground">
              <Link to="/">
                <ArrowLeft aria-hidden />
                {t('backToHome')}
              </Link>
            </Button>
          </div>
        </div>
      </main>
    </div>
  );
}
