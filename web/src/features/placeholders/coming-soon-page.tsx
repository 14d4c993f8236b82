import { BarChart3, Bell, CircleCheck, History, LayoutDashboard, MessageSquareText, Plug, Rocket, Settings2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';

export type PlaceholderScreen = 'dashboard' | 'reviews' | 'history' | 'onboarding' | 'settings' | 'platforms' | 'notifications';

const ICONS: Record<PlaceholderScreen, LucideIcon> = {
  dashboard: LayoutDashboard,
  reviews: MessageSquareText,
  history: History,
  onboarding: Rocket,
  settings: Settings2,
  platforms: Plug,
  notifications: Bell,
};

const POINTS = ['point1', 'point2', 'point3'] as const;

/**
 * An app route whose screen comes in a later issue: its real title and an honest note of what it
 * will do. Nothing on it pretends to work.
 */
export function ComingSoonPage({ screen }: { screen: PlaceholderScreen }) {
  const { t } = useTranslation('placeholders');
  const Icon = ICONS[screen] ?? BarChart3;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <header className="grid gap-2">
        <Badge variant="secondary" className="gap-1.5">
          <span className="size-1.5 rounded-full bg-primary" aria-hidden />
          {t('badge')}
        </Badge>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t(`screens.${screen}.title`)}</h1>
        <p className="text-muted-foreground">{t(`screens.${screen}.summary`)}</p>
      </header>
      <Card className="overflow-hidden">
        <CardContent className="grid gap-6 sm:grid-cols-[auto_1fr] sm:items-start">
          <div className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
            <Icon className="size-7" aria-hidden />
          </div>
          <div className="grid gap-4">
            <p className="text-sm text-muted-foreground">{t('intro')}</p>
            <ul className="grid gap-3">
              {POINTS.map((point) => (
                <li key={point} className="flex items-start gap-3 text-sm">
                  <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  <span>{t(`screens.${screen}.${point}`)}</span>
                </li>
              ))}
            </ul>
          </div>
        </CardContent>
      </Card>
      <div className="flex flex-col gap-3 rounded-xl border border-dashed p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{t('meanwhile')}</p>
        <div className="flex shrink-0 gap-2">
          <Button asChild size="sm">
            <Link to="/profile">{t('goToProfile')}</Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to="/billing">{t('viewPlans')}</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
