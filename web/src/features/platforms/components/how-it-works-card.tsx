import { Clock, RefreshCw, ShieldCheck, Unlink, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

const POINTS: ReadonlyArray<{ key: string; Icon: LucideIcon }> = [
  { key: 'secure', Icon: ShieldCheck },
  { key: 'automatic', Icon: RefreshCw },
  { key: 'disconnect', Icon: Unlink },
  { key: 'expiry', Icon: Clock },
];

/** Spec §2: the info card 'How Platform Connections Work' with its four points. */
export function HowItWorksCard() {
  const { t } = useTranslation('platforms');
  return (
    <Card aria-labelledby="platforms-how-it-works" className="bg-muted/30" data-tour="platforms-how-it-works">
      <CardHeader>
        <CardTitle>
          <h2 id="platforms-how-it-works" className="text-base sm:text-lg">
            {t('howItWorks.title')}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4 sm:grid-cols-2">
          {POINTS.map(({ key, Icon }) => (
            <li key={key} className="flex gap-3 text-sm">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-4" aria-hidden />
              </span>
              <span className="pt-1.5 text-muted-foreground">{t(`howItWorks.${key}`)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
