import { CheckCheck, Loader2, RefreshCw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';

type Props = {
  count: number;
  busy: 'approve' | 'regenerate' | null;
  onClear: () => void;
  onRegenerate: () => void;
  onApprove: () => void;
};

/** Shown while reviews are checked: 'N reviews selected', Clear Selection, Regenerate and Approve. */
export function SelectionBar({ count, busy, onClear, onRegenerate, onApprove }: Props) {
  const { t } = useTranslation('reviews');
  return (
    <div
      role="region"
      aria-label={t('selection.label')}
      className="sticky top-0 z-20 flex flex-wrap items-center gap-2 rounded-xl border border-primary/40 bg-[color-mix(in_oklch,var(--primary)_8%,var(--card))] px-4 py-2.5 shadow-md"
    >
      <p className="mr-auto text-sm font-semibold text-primary" aria-live="polite">
        {t('selection.count', { count })}
      </p>
      <Button variant="ghost" size="sm" onClick={onClear} disabled={busy !== null}>
        <X aria-hidden />
        {t('selection.clear')}
      </Button>
      <Button variant="outline" size="sm" onClick={onRegenerate} disabled={busy !== null} className="bg-background">
        {busy === 'regenerate' ? <Loader2 aria-hidden className="animate-spin" /> : <RefreshCw aria-hidden />}
        {t('selection.regenerate', { count })}
      </Button>
      <Button size="sm" onClick={onApprove} disabled={busy !== null}>
        {busy === 'approve' ? <Loader2 aria-hidden className="animate-spin" /> : <CheckCheck aria-hidden />}
        {t('selection.approve', { count })}
      </Button>
    </div>
  );
}
