import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

type MarkProps = Omit<ComponentProps<'svg'>, 'viewBox'>;

/** A simple Google "G": four coloured arcs and the crossbar. */
export function GoogleMark({ className, ...props }: MarkProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false" className={cn('size-6', className)} {...props}>
      <g fill="none" strokeWidth="4">
        <path d="M20 12A8 8 0 0 1 17.66 17.66" stroke="#4285F4" />
        <path d="M17.66 17.66A8 8 0 0 1 5.07 16" stroke="#34A853" />
        <path d="M5.07 16A8 8 0 0 1 5.07 8" stroke="#FBBC05" />
        <path d="M5.07 8A8 8 0 0 1 18.13 6.86" stroke="#EA4335" />
      </g>
      <rect x="12" y="10" width="10" height="4" fill="#4285F4" />
    </svg>
  );
}

/** Trustpilot's green five-pointed star. */
export function TrustpilotMark({ className, ...props }: MarkProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false" className={cn('size-6', className)} {...props}>
      <path d="M12 1.4 14.53 9.12H22.65L16.09 13.93 18.58 21.66 12 16.9 5.42 21.66 7.91 13.93 1.35 9.14H9.47Z" fill="#00B67A" />
      <path d="M16.09 13.93 16.75 16 12 16.9Z" fill="#005128" />
    </svg>
  );
}

/** Facebook's blue roundel with the white "f". */
export function FacebookMark({ className, ...props }: MarkProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false" className={cn('size-6', className)} {...props}>
      <circle cx="12" cy="12" r="12" fill="#0866FF" />
      <path
        d="M13.6 23.9v-8.4h2.8l.45-3.3H13.6V10.1c0-.95.3-1.6 1.65-1.6h1.7V5.55a22 22 0 0 0-2.5-.13c-2.45 0-4.15 1.5-4.15 4.25v2.5H7.55v3.3h2.75v8.4Z"
        fill="#fff"
      />
    </svg>
  );
}

export type PlatformId = 'google' | 'trustpilot' | 'facebook';

/** Brand names are proper nouns and are the same in every interface language. */
export const PLATFORMS: ReadonlyArray<{ id: PlatformId; name: string; Mark: (props: MarkProps) => React.JSX.Element }> = [
  { id: 'google', name: 'Google', Mark: GoogleMark },
  { id: 'trustpilot', name: 'Trustpilot', Mark: TrustpilotMark },
  { id: 'facebook', name: 'Facebook', Mark: FacebookMark },
];
