import type { Platform } from '@common/schemas/platforms';
import { GoogleIcon } from '@web/features/auth/components/provider-icons';
import { FacebookMark, TrustpilotMark } from '@web/features/public/components/platform-marks';
import { cn } from '@web/lib/utils';

/** The platform's logo (inline SVG) in a tile; decorative, the card title names the platform. */
export function PlatformLogo({ platform, className }: { platform: Platform; className?: string }) {
  return (
    <div className={cn('flex size-12 shrink-0 items-center justify-center rounded-xl border bg-background shadow-xs', className)}>
      {platform === 'google' && <GoogleIcon className="size-6" />}
      {platform === 'facebook' && <FacebookMark className="size-6" />}
      {platform === 'trustpilot' && <TrustpilotMark className="size-6" />}
    </div>
  );
}
