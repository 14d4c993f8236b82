import { useSyncExternalStore } from 'react';

/** Spec §9: below 768 px the sidebar becomes an off-canvas sheet. */
export const MOBILE_BREAKPOINT = 768;
const QUERY = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') {
    window.addEventListener('resize', onChange);
    return () => window.removeEventListener('resize', onChange);
  }
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const snapshot = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY).matches : window.innerWidth < MOBILE_BREAKPOINT);

/** True while the viewport is narrower than 768 px. */
export function useIsMobile() {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
