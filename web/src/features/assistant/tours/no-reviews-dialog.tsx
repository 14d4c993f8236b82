import { Plug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';

/** Shown instead of the first-review tour when the inbox is empty: there is no review to walk through. */
export function NoReviewsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('tours');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('noReviews.title')}</DialogTitle>
          <DialogDescription>{t('noReviews.description')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('noReviews.close')}</Button>
          </DialogClose>
          <Button asChild>
            <Link to="/platforms" onClick={onClose}>
              <Plug aria-hidden />
              {t('noReviews.connect')}
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
