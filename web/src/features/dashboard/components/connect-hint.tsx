import { Plug, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';

/** First run: no platform is connected yet, so there is nothing to show. */
export function ConnectHint() {
  const { t } = useTranslation('dashboard');
  return (
    <section
      aria-labelledby="dashboard-connect-title"
      className="relative overflow-hidden rounded-xl border border-primary/30 bg-gradient-to-br from-primary/10 via-card to-card p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-primary text-primary-foreground shadow-sm">
          <Sparkles aria-hidden className="size-6" />
        </span>
        <div className="grid flex-1 gap-1">
          <h2 id="dashboard-connect-title" className="text-lg font-semibold">
            {t('connect.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('connect.description')}</p>
        </div>
        <Button asChild className="shrink-0 self-start sm:self-center">
          <Link to="/platforms">
            <Plug aria-hidden />
            {t('connect.button')}
          </Link>
        </Button>
      </div>
    </section>
  );
}
