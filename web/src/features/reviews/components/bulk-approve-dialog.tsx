import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';

type Props = { count: number | null; warned: number; running: boolean; onCancel: () => void; onConfirm: () => void };

/**
 * 'Confirm Bulk Approval': it cannot be undone; Cancel or Approve & Post All. Replies the guardrails warned
 * about are left out, and the dialog says how many.
 */
export function BulkApproveDialog({ count, warned, running, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('reviews');
  return (
    <AlertDialog open={count !== null} onOpenChange={(open) => !open && !running && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('bulk.confirmTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('bulk.confirmDescription', { count: count ?? 0 })}</AlertDialogDescription>
          {warned > 0 && <p className="text-sm text-amber-800 dark:text-warning">{t('bulk.warnedLeftOut', { count: warned })}</p>}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={running}>{t('bulk.cancel')}</AlertDialogCancel>
          <Button onClick={onConfirm} disabled={running}>
            {running && <Loader2 aria-hidden className="animate-spin" />}
            {t('bulk.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
