import { Loader2, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TBusiness } from '@common/schemas/businesses';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Button, buttonVariants } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { useRemoveBusiness } from '@web/features/locations/api/businesses-api';
import { useReviewStats } from '@web/features/reviews/api/reviews-api';
import { failureMessage } from '../lib/failure-message';

/**
 * Removes a location for good: its reviews and replies go with it, so the confirmation says how many
 * first. Disconnect, by contrast, keeps them.
 */
export function RemoveLocationButton({ business, onRemoved }: { business: TBusiness; onRemoved: () => void }) {
  const { t } = useTranslation('platforms');
  const remove = useRemoveBusiness();
  const stats = useReviewStats(business.id);
  const count = stats.data?.total;

  const onConfirm = () =>
    remove.mutate(business.id, {
      onSuccess: ({ removedReviews }) => {
        toast({ title: t('location.removedTitle', { name: business.name }), description: t('location.removedDescription', { count: removedReviews }) });
        onRemoved();
      },
      onError: (error) => toast({ variant: 'destructive', title: t('location.removeFailed'), description: failureMessage(error, t('toasts.connectFailedDescription')) }),
    });

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="ghost" className="text-destructive hover:bg-destructive/10 hover:text-destructive sm:mr-auto" disabled={remove.isPending}>
          {remove.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Trash2 aria-hidden />}
          {remove.isPending ? t('location.removing') : t('location.remove')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('location.removeTitle', { name: business.name })}</AlertDialogTitle>
          <AlertDialogDescription>
            {count === undefined ? t('location.removeDescriptionUncounted') : t('location.removeDescription', { count })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('location.cancel')}</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={onConfirm} disabled={count === undefined}>
            {t('location.removeConfirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
