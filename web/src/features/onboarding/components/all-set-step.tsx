import { ArrowRight, CheckCircle2, Mail, Radar, Sparkles, Zap, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { StepCard } from './step-card';

const NEXT: ReadonlyArray<{ key: string; Icon: LucideIcon }> = [
  { key: 'monitoring', Icon: Radar },
  { key: 'suggestions', Icon: Sparkles },
  { key: 'email', Icon: Mail },
  { key: 'approve', Icon: Zap },
];

/** Step 3: You're All Set, with what happens next and the way to the dashboard. */
export function AllSetStep({ focusTitle }: { focusTitle: boolean }) {
  const { t } = useTranslation('onboarding');
  return (
    <StepCard
      title={t('done.title')}
      description={t('done.description')}
      focusTitle={focusTitle}
      footer={
        <Button asChild size="lg">
          <Link to="/dashboard" viewTransition>
            {t('done.goToDashboard')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      }
    >
      <div className="flex items-center gap-3 rounded-lg bg-success/10 p-4 text-sm">
        <CheckCircle2 className="size-5 shrink-0 text-success" aria-hidden />
        <p className="font-medium">{t('done.saved')}</p>
      </div>
      <section aria-labelledby="onboarding-next" className="grid gap-3">
        <h3 id="onboarding-next" className="text-sm font-medium">
          {t('done.nextTitle')}
        </h3>
        <ul className="grid gap-3 sm:grid-cols-2">
          {NEXT.map(({ key, Icon }) => (
            <li key={key} className="flex gap-3 rounded-lg border p-4 text-sm">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-4" aria-hidden />
              </span>
              <span className="pt-1.5">{t(`done.next.${key}`)}</span>
            </li>
          ))}
        </ul>
      </section>
    </StepCard>
  );
}
