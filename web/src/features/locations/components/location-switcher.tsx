import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { useLinkParam } from '@web/hooks/use-link-param';
import { useSelectedLocation } from '../selected-location';

/**
 * The app header's choice of location: All locations, or one. Shown only to an account with several;
 * the dashboard, the reviews inbox and history follow it. A link may choose one (`?location=<id>`, Luna's
 * new low ratings of one location), on whichever screen it leads to.
 */
export function LocationSwitcher() {
  const { t } = useTranslation('shell');
  const { location, setLocation, locations } = useSelectedLocation();
  useLinkParam('location', setLocation);
  if (locations.length < 2) return null;
  return (
    <Select value={location} onValueChange={setLocation}>
      <SelectTrigger size="sm" className="h-9 max-w-[14rem] gap-2 sm:max-w-xs" aria-label={t('header.location')}>
        <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="all">{t('header.allLocations')}</SelectItem>
        {locations.map((business) => (
          <SelectItem key={business.id} value={business.id}>
            {business.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
