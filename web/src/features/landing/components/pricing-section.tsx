import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { formatPrice, priceParts } from '../lib/format-price';
import { SECTION_SCROLL_MARGIN } from '../lib/scroll';
import { CONTAINER, SectionHeading } from './section-heading';

/** The landing page's plan set (spec section 9), which differs from the billing screen's on purpose. */
export const LANDING_PLANS = [
  { id: 'trial', price: 0, features: ['fullAccess', 'location', 'thenChoose'], highlighted: false },
  { id: 'standard', price: 299, features: ['location', 'unlimited', 'languages', 'autoApproval'], highlighted: true },
  { id: 'enterprise', price: 999, features: ['everything', 'locations', 'notifications', 'support'], highlighted: false },
] as const;

export function PricingSection() {
  const { t, i18n } = useTranslation('landing');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <section id="pricing" aria-labelledby="pricing-title" className={cn(SECTION_SCROLL_MARGIN, 'py-20 sm:py-28')}>
      <div className={CONTAINER}>
        <SectionHeading id="pricing-title" eyebrow={t('pricing.eyebrow')} title={t('pricing.title')} subtitle={t('pricing.subtitle')} />
        <ul className="mx-auto mt-14 grid max-w-5xl items-start gap-6 lg:grid-cols-3">
          {LANDING_PLANS.map((plan) => (
            <li
              key={plan.id}
              data-testid={`plan-${plan.id}`}
              className={cn(
                'relative flex h-full flex-col rounded-2xl border bg-card p-7 shadow-xs',
                plan.highlighted && 'border-primary shadow-xl shadow-primary/15 ring-1 ring-primary lg:-mt-4 lg:pb-11',
              )}
            >
              {plan.highlighted ? (
                <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground shadow-sm">
                  {t('pricing.popular')}
                </span>
              ) : null}
              <h3 className="text-lg font-semibold">{t(`pricing.plans.${plan.id}.name`)}</h3>
              <p className="mt-1 text-sm lg:min-h-10 text-muted-foreground">{t(`pricing.plans.${plan.id}.description`)}</p>
              <p className="sr-only">
                {formatPrice(plan.price, language)} {t(`pricing.plans.${plan.id}.period`)}
              </p>
              <p aria-hidden className="mt-6 flex items-baseline gap-1.5">
                <span className="flex items-baseline gap-1 whitespace-nowrap">
                  {priceParts(plan.price, language).map((part, index) =>
                    part.type === 'amount' ? (
                      <span key={index} className="text-4xl font-extrabold tracking-tight">
                        {part.value}
                      </span>
                    ) : part.type === 'currency' ? (
                      <span key={index} className="text-base font-semibold text-muted-foreground">
                        {part.value}
                      </span>
                    ) : null,
                  )}
                </span>
                <span className="text-sm text-muted-foreground">{t(`pricing.plans.${plan.id}.period`)}</span>
              </p>
              <Button asChild size="lg" variant={plan.highlighted ? 'default' : 'outline'} className="mt-6 w-full">
                <Link to="/signup">{t(`pricing.plans.${plan.id}.cta`)}</Link>
              </Button>
              <ul className="mt-7 flex flex-col gap-3 border-t pt-6 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2.5">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                    <span>{t(`pricing.plans.${plan.id}.features.${feature}`)}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-sm text-muted-foreground">{t('pricing.note')}</p>
      </div>
    </section>
  );
}
