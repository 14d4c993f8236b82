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

type Props = { count: number | null; running: boolean; onCancel: () => void; onConfirm: () => void };

/** 'Confirm Bulk Approval': it cannot be undone; Cancel or Approve & Post All. */
export function BulkApproveDialog({ count, running, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('reviews');
  return (
    <AlertDialog open={count !== null} onOpenChange={(open) => !open && !running && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('bulk.confirmTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('bulk.confirmDescription', { count: count ?? 0 })}</AlertDialogDescription>
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
