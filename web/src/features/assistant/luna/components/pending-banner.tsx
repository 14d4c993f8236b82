import { ArrowRight, Inbox, PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';

type Props = {
  /** Pending reviews; undefined while the count is not known yet. */
  pending: number | undefined;
  /** Closes the panel: the owner is off to the inbox. */
  onLeave: () => void;
};

/** Spec §2: '{n} review(s) to check' with Review Now, or 'You're all caught up!'. */
export function PendingBanner({ pending, onLeave }: Props) {
  const { t } = useTranslation('luna');
  const location = useLocation();
  const navigate = useNavigate();
  if (pending === undefined) return null;

  if (pending === 0) {
    return (
      <section data-testid="luna-banner" className="flex gap-3 rounded-xl border border-success/30 bg-success/10 p-3">
        <PartyPopper aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
        <div className="grid gap-0.5">
          <h3 className="text-sm font-semibold">{t('banner.caughtUpTitle')}</h3>
          <p className="text-sm text-muted-foreground">{t('banner.caughtUpText')}</p>
        </div>
      </section>
    );
  }

  const reviewNow = () => {
    // Spec §2: no navigation when the inbox is already on screen.
    if (location.pathname.replace(/\/+$/, '') !== '/reviews') void navigate('/reviews', { viewTransition: true });
    onLeave();
  };
  return (
    <section data-testid="luna-banner" className="flex flex-wrap items-center gap-3 rounded-xl border border-primary/25 bg-primary/10 p-3">
      <Inbox aria-hidden className="size-5 shrink-0 text-primary" />
      <h3 className="min-w-0 flex-1 text-sm font-semibold">{t('banner.pending', { count: pending })}</h3>
      <Button size="sm" onClick={reviewNow}>
        {t('banner.reviewNow')}
        <ArrowRight aria-hidden />
      </Button>
    </section>
  );
}
