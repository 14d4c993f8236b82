import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TAiResponse } from '@common/schemas/reviews';
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
import { FindingList } from './review-bits';

type Props = { request: { reviewerName: string; response: TAiResponse } | null; onAnswer: (post: boolean) => void };

/** Approve & Post on a reply the guardrails warned about: the warnings once more, and the owner decides. */
export function WarningsConfirmDialog({ request, onAnswer }: Props) {
  const { t } = useTranslation('reviews');
  return (
    <AlertDialog open={request !== null} onOpenChange={(open) => !open && onAnswer(false)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="flex items-center gap-2">
            <AlertTriangle aria-hidden className="size-5 shrink-0 text-warning" />
            {t('warnings.confirmTitle')}
          </AlertDialogTitle>
          <AlertDialogDescription>{t('warnings.confirmDescription', { name: request?.reviewerName ?? '' })}</AlertDialogDescription>
        </AlertDialogHeader>
        <FindingList findings={request?.response.warnings ?? []} className="grid list-disc gap-1 pl-5 text-sm" />
        <AlertDialogFooter>
          <AlertDialogCancel>{t('warnings.confirmCancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={() => onAnswer(true)}>{t('warnings.confirmPost')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
