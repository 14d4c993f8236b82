import { MapPin } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { useSelectedLocation } from '../selected-location';

/** Which location a review is about, shown while All locations are (nothing with one location, or one chosen). */
export function LocationBadge({ businessId }: { businessId: string | undefined }) {
  const name = useSelectedLocation().nameOf(businessId);
  if (!name) return null;
  return (
    <Badge variant="outline" className="max-w-[12rem] gap-1 font-normal" data-testid="location-badge">
      <MapPin aria-hidden />
      <span className="truncate">{name}</span>
    </Badge>
  );
}
