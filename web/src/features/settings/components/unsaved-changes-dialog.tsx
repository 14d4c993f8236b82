import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';

/**
 * Spec §4: Discard continues to the held destination; Save & Continue saves first and stays open when
 * saving fails (design §3: the failure toast shows). Escape keeps the user on the screen.
 */
export function UnsavedChangesDialog({
  open,
  saving,
  onStay,
  onDiscard,
  onSave,
}: {
  open: boolean;
  saving: boolean;
  onStay: () => void;
  onDiscard: () => void;
  onSave: () => void | Promise<void>;
}) {
  const { t } = useTranslation('settings');
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !saving && onStay()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('unsaved.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('unsaved.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <Button variant="outline" disabled={saving} onClick={onDiscard}>
            {t('unsaved.discard')}
          </Button>
          <Button disabled={saving} aria-busy={saving} onClick={() => void onSave()}>
            {saving && <Loader2 className="animate-spin" aria-hidden />}
            {saving ? t('save.saving') : t('unsaved.saveAndContinue')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
