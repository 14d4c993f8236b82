import { Check, Receipt, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@web/components/layout/page-spinner';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { useCurrentUser } from '@web/features/auth/api/current-user';
import { cn } from '@web/lib/utils';
import { PLANS, findPlan, type Plan, type PlanId } from '../plans';

const PLAN_CHANGES_NOTE_ID = 'billing-plan-changes-note';

function PlanCard({ plan, current }: { plan: Plan; current: boolean }) {
  const { t } = useTranslation('billing');
  // No payment provider is wired yet (spec: "no action wired"): say so instead of a silent button.
  const announceComingSoon = () =>
    toast({ title: t('available.comingSoonTitle'), description: t('available.comingSoonDescription') });
  return (
    <Card
      className={cn('relative', plan.popular && 'border-primary shadow-md shadow-primary/10 ring-1 ring-primary')}
      aria-labelledby={`plan-${plan.id}-name`}
    >
      {plan.popular && (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">
          <Sparkles aria-hidden />
          {t('available.mostPopular')}
        </Badge>
      )}
      <CardHeader>
        <CardTitle>
          <h3 id={`plan-${plan.id}-name`} className="text-lg">
            {t(`planNames.${plan.id}`, { defaultValue: plan.name })}
          </h3>
        </CardTitle>
        <p className="flex items-baseline gap-1.5">
          <span className="text-3xl font-bold tracking-tight">{plan.price}</span>
          <span className="text-sm text-muted-foreground">{t('available.perMonth')}</span>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="grid gap-2.5 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              <span>{t(`features.${feature}`)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        {current ? (
          <Button className="w-full" variant="outline" disabled>
            {t('available.currentPlan')}
          </Button>
        ) : (
          <Button
            className="w-full"
            variant={plan.popular ? 'default' : 'outline'}
            onClick={announceComingSoon}
            aria-describedby={PLAN_CHANGES_NOTE_ID}
          >
            {t('available.upgrade')}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}

/** Spec §2 "Billing" with the app's plan set of §9. Plan changes are not wired to payments yet. */
export function BillingPage() {
  const { t } = useTranslation('billing');
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;

  const planId: PlanId = user?.subscriptionPlan ?? 'free';
  const status = user?.subscriptionStatus ?? 'active';
  const plan = findPlan(planId);

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('subtitle')}</p>
      </header>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('current.title')}</h2>
          </CardTitle>
          <CardDescription>{t('current.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-3">
              <span className="text-2xl font-semibold" data-testid="current-plan-name">
                {t(`planNames.${planId}`)}
              </span>
              <Badge variant={status === 'active' ? 'default' : 'destructive'}>
                <span className="sr-only">{t('current.status')}: </span>
                {t(`statuses.${status}`, { defaultValue: status })}
              </Badge>
            </div>
            {plan && (
              <span className="text-lg font-medium" data-testid="current-plan-price">
                {t('current.perMonth', { price: plan.price })}
              </span>
            )}
          </div>
          {planId === 'free' && (
            <div className="flex gap-3 rounded-lg border border-primary/20 bg-primary/5 p-4">
              <Sparkles className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <div className="grid gap-1">
                <p className="font-medium">{t('upgradeTitle')}</p>
                <p className="text-sm text-muted-foreground">{t('upgradeDescription')}</p>
              </div>
            </div>
          )}
        </CardContent>
      </Card>

      <section aria-labelledby="billing-available-plans" className="grid gap-4">
        <div className="grid gap-1">
          <h2 id="billing-available-plans" className="text-xl font-semibold tracking-tight">
            {t('available.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('available.description')}</p>
        </div>
        <div className="grid gap-6 pt-3 md:grid-cols-3">
          {PLANS.map((item) => (
            <PlanCard key={item.id} plan={item} current={item.id === planId} />
          ))}
        </div>
        <p id={PLAN_CHANGES_NOTE_ID} className="text-center text-sm text-muted-foreground">
          {t('available.changesNote')}
        </p>
      </section>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('history.title')}</h2>
          </CardTitle>
          <CardDescription>{t('history.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center">
            <Receipt className="size-8 text-muted-foreground" aria-hidden />
            <p className="font-medium">{t('history.empty')}</p>
            <p className="text-sm text-muted-foreground">{t('history.emptyHint')}</p>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
