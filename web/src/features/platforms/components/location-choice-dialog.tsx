import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLATFORM_NAMES, type TChooseLocations, type TLocationOption } from '@common/schemas/platforms';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { ScrollArea } from '@web/components/ui/scroll-area';
import { toast } from '@web/components/ui/use-toast';
import { useChooseLocations, useLocationChoice } from '../api/location-choice';
import { failureMessage } from '../lib/failure-message';

/** The places of one account (a Google location group), in the order the platform listed them. */
function byGroup(locations: TLocationOption[]) {
  const groups = new Map<string | null, TLocationOption[]>();
  for (const location of locations) groups.set(location.group, [...(groups.get(location.group) ?? []), location]);
  return [...groups.entries()];
}

/**
 * A login that manages several places comes back to /platforms?choose={id}: the owner ticks the places
 * to connect, each becoming a location with its own inbox (or joining the business of the same name it
 * already has). An expired or used choice says so and asks to connect again.
 */
export function LocationChoiceDialog({ choiceId, onDone }: { choiceId: string; onDone: () => void }) {
  const { t } = useTranslation('platforms');
  const choice = useLocationChoice(choiceId);
  const choose = useChooseLocations(choiceId);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  /** Places of the same name as a business the owner has, kept apart on purpose. */
  const [apart, setApart] = useState<ReadonlySet<string>>(new Set());
  const locations = choice.data?.locations ?? [];

  useEffect(() => {
    if (!choice.isError) return;
    toast({ variant: 'destructive', title: t('choice.expiredTitle'), description: t('choice.expiredDescription') });
    onDone();
  }, [choice.isError, onDone, t]);

  const toggle = (set: ReadonlySet<string>, id: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };

  const confirm = () => {
    if (picked.size === 0 || !choice.data) return;
    const platform = t(`platforms.${choice.data.platform}.name`);
    const body: TChooseLocations = {
      locations: locations.filter((location) => picked.has(location.id)).map(({ id }) => ({ id, ...(apart.has(id) ? { attachTo: null } : {}) })),
    };
    choose.mutate(body, {
      onSuccess: (connections) => {
        toast({ title: t('toasts.connectedTitle'), description: t('toasts.connectedLocations', { platform, count: connections.length }) });
        onDone();
      },
      onError: (error) => toast({ variant: 'destructive', title: t('toasts.connectFailedTitle'), description: failureMessage(error, t('toasts.connectFailedDescription')) }),
    });
  };

  const allPicked = locations.length > 0 && picked.size === locations.length;
  return (
    <Dialog open={choice.isSuccess} onOpenChange={(open) => !open && onDone()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('choice.title')}</DialogTitle>
          <DialogDescription>{t('choice.description', { platform: choice.data ? PLATFORM_NAMES[choice.data.platform] : '' })}</DialogDescription>
        </DialogHeader>
        <Label className="flex cursor-pointer items-center gap-3 px-3 font-normal">
          <Checkbox checked={allPicked} onCheckedChange={(on) => setPicked(on === true ? new Set(locations.map(({ id }) => id)) : new Set())} />
          {t('choice.selectAll')}
        </Label>
        <ScrollArea className="max-h-[55vh]">
          <div className="grid gap-4 pr-2">
            {byGroup(locations).map(([group, members]) => (
              <fieldset key={group ?? ''} className="grid gap-2">
                {group && <legend className="mb-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">{group}</legend>}
                {members.map((location) => (
                  <LocationRow
                    key={location.id}
                    location={location}
                    checked={picked.has(location.id)}
                    onChecked={(on) => setPicked((set) => toggle(set, location.id, on))}
                    joins={!apart.has(location.id)}
                    onJoins={(on) => setApart((set) => toggle(set, location.id, !on))}
                  />
                ))}
              </fieldset>
            ))}
          </div>
        </ScrollArea>
        <DialogFooter>
          <Button variant="outline" onClick={onDone} disabled={choose.isPending}>
            {t('choice.cancel')}
          </Button>
          <Button onClick={confirm} disabled={picked.size === 0 || choose.isPending}>
            {choose.isPending ? t('actions.connecting') : t('choice.confirm', { count: picked.size })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function LocationRow({
  location,
  checked,
  onChecked,
  joins,
  onJoins,
}: {
  location: TLocationOption;
  checked: boolean;
  onChecked: (on: boolean) => void;
  joins: boolean;
  onJoins: (on: boolean) => void;
}) {
  const { t } = useTranslation('platforms');
  const id = `location-choice-${location.id}`;
  return (
    <div className="grid gap-2 rounded-lg border p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5">
      <Label htmlFor={id} className="flex cursor-pointer items-start gap-3 font-normal">
        <Checkbox id={id} checked={checked} onCheckedChange={(on) => onChecked(on === true)} className="mt-0.5" aria-describedby={`${id}-about`} />
        <span className="grid min-w-0 gap-0.5">
          <span className="font-medium">{location.name}</span>
          <span id={`${id}-about`} className="text-sm text-muted-foreground">
            {[location.address, location.connectedTo && t('choice.connectedTo', { name: location.connectedTo.name })].filter(Boolean).join(' · ')}
          </span>
        </span>
      </Label>
      {checked && location.sameNameAs && (
        <Label className="ml-7 flex cursor-pointer items-center gap-2 text-sm font-normal">
          <Checkbox checked={joins} onCheckedChange={(on) => onJoins(on === true)} />
          {t('choice.joinSameName', { name: location.sameNameAs.name })}
        </Label>
      )}
    </div>
  );
}
