import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLATFORM_NAMES } from '@common/schemas/platforms';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import { toast } from '@web/components/ui/use-toast';
import { useChooseLocation, useLocationChoice } from '../api/location-choice';
import { failureMessage } from '../lib/failure-message';

/**
 * A login that manages several places comes back to /platforms?choose={id}: the owner picks which one
 * this business is. An expired or used choice says so and asks to connect again.
 */
export function LocationChoiceDialog({ choiceId, onDone }: { choiceId: string; onDone: () => void }) {
  const { t } = useTranslation('platforms');
  const choice = useLocationChoice(choiceId);
  const choose = useChooseLocation(choiceId);
  const [picked, setPicked] = useState<string | null>(null);
  const locations = choice.data?.locations ?? [];

  useEffect(() => {
    if (!choice.isError) return;
    toast({ variant: 'destructive', title: t('choice.expiredTitle'), description: t('choice.expiredDescription') });
    onDone();
  }, [choice.isError, onDone, t]);

  const confirm = () => {
    if (!picked || !choice.data) return;
    const platform = choice.data.platform;
    choose.mutate(
      { locationId: picked },
      {
        onSuccess: () => {
          toast({ title: t('toasts.connectedTitle'), description: t('toasts.connectedDescription', { platform: t(`platforms.${platform}.name`) }) });
          onDone();
        },
        onError: (error) => toast({ variant: 'destructive', title: t('toasts.connectFailedTitle'), description: failureMessage(error, t('toasts.connectFailedDescription')) }),
      },
    );
  };

  return (
    <Dialog open={choice.isSuccess} onOpenChange={(open) => !open && onDone()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('choice.title')}</DialogTitle>
          <DialogDescription>{t('choice.description', { platform: choice.data ? PLATFORM_NAMES[choice.data.platform] : '' })}</DialogDescription>
        </DialogHeader>
        <RadioGroup value={picked ?? ''} onValueChange={setPicked} aria-label={t('choice.title')} className="grid gap-2">
          {locations.map((location) => {
            const id = `location-choice-${location.id}`;
            return (
              <Label
                key={location.id}
                htmlFor={id}
                className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 font-normal has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
              >
                <RadioGroupItem id={id} value={location.id} />
                <span className="font-medium">{location.name}</span>
              </Label>
            );
          })}
        </RadioGroup>
        <DialogFooter>
          <Button variant="outline" onClick={onDone} disabled={choose.isPending}>
            {t('choice.cancel')}
          </Button>
          <Button onClick={confirm} disabled={!picked || choose.isPending}>
            {choose.isPending ? t('actions.connecting') : t('choice.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
