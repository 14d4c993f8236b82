import { lazy, Suspense, useState } from 'react';
import { useToast } from './use-toast';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/**
 * Radix Toast is fetched with the first toast, not before: most visits (the public pages always) show
 * none, and the landing page's JavaScript budget (design §7) has no room for it. The toast waits in the
 * store meanwhile, and the Toaster shows it on mounting.
 */
export function ToasterOnFirstToast() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
