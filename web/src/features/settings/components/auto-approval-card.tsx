import { Lightbulb, Star, Zap } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Switch } from '@web/components/ui/switch';
import { cn } from '@web/lib/utils';
import { STAR_RATINGS, type StarRating } from '../settings-form';
import { SectionCard } from './section-card';

const RISK: Record<StarRating, { key: 'safe' | 'lowRisk' | 'risky' | 'notRecommended'; className: string }> = {
  5: { key: 'safe', className: 'bg-success/15 text-success' },
  4: { key: 'lowRisk', className: 'bg-primary/10 text-primary' },
  3: { key: 'risky', className: 'bg-warning/20 text-amber-700 dark:text-warning' },
  2: { key: 'notRecommended', className: 'bg-destructive/10 text-destructive' },
  1: { key: 'notRecommended', className: 'bg-destructive/10 text-destructive' },
};

/**
 * Spec §4: turning a switch off, and the 4- and 5-star switches, apply at once; turning on 1-3 stars
 * waits for 'Enable Anyway' in the confirmation dialog.
 */
export function AutoApprovalCard({
  values,
  onChange,
}: {
  values: Record<StarRating, boolean>;
  onChange: (stars: StarRating, enabled: boolean) => void;
}) {
  const { t } = useTranslation('settings');
  const [confirming, setConfirming] = useState<StarRating | null>(null);
  // Kept while the dialog fades out, so its title does not change under the user.
  const [shown, setShown] = useState<StarRating>(3);

  const request = (stars: StarRating, enabled: boolean) => {
    if (enabled && stars <= 3) {
      setShown(stars);
      setConfirming(stars);
    } else {
      onChange(stars, enabled);
    }
  };

  return (
    <SectionCard id="automation" icon={Zap} title={t('automation.title')} description={t('automation.description')}>
      <p className="flex gap-2 rounded-md border border-primary/20 bg-primary/5 p-3 text-sm">
        <Lightbulb className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        {t('automation.advice')}
      </p>
      <ul className="grid divide-y rounded-md border">
        {STAR_RATINGS.map((stars) => {
          const id = `auto-approve-${stars}`;
          const risk = RISK[stars];
          return (
            <li key={stars} className="flex items-center justify-between gap-3 px-4 py-3">
              <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1">
                <span className="flex items-center gap-0.5" aria-hidden>
                  {Array.from({ length: 5 }, (_, index) => (
                    <Star
                      key={index}
                      className={cn('size-4', index < stars ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/30')}
                    />
                  ))}
                </span>
                <span className="text-sm font-medium">{t('automation.star', { stars })}</span>
                <span className={cn('rounded-md px-2 py-0.5 text-xs font-medium', risk.className)}>{t(`automation.${risk.key}`)}</span>
              </label>
              <Switch
                id={id}
                checked={values[stars]}
                onCheckedChange={(checked) => request(stars, checked)}
                aria-label={t('automation.switchLabel', { stars })}
                data-tour={stars === 5 ? 'settings-auto-approve-5' : undefined}
              />
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-muted-foreground">{t('automation.newReviewsOnly')}</p>
      <AlertDialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('automation.confirmTitle', { stars: shown })}</AlertDialogTitle>
            <AlertDialogDescription>{t('automation.confirmDescription', { stars: shown })}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('automation.cancel')}</AlertDialogCancel>
            <AlertDialogAction
              className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
              onClick={() => {
                if (confirming !== null) onChange(confirming, true);
              }}
            >
              {t('automation.enableAnyway')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </SectionCard>
  );
}
