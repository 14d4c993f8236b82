import { PLATFORM_NAMES, type Platform } from '@common/schemas/platforms';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';

const PLATFORM_DOT: Record<Platform, string> = {
  google: 'bg-[#4285F4]',
  facebook: 'bg-[#1877F2]',
  trustpilot: 'bg-[#00B67A]',
};

/** Where a review was written: the platform's colour and its name (a brand, the same in every language). */
export function PlatformBadge({ platform }: { platform: Platform }) {
  return (
    <Badge variant="outline" className="gap-1.5 font-normal">
      <span aria-hidden className={cn('size-2 rounded-full', PLATFORM_DOT[platform])} />
      {PLATFORM_NAMES[platform]}
    </Badge>
  );
}
