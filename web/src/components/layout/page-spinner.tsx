import { Loader2 } from 'lucide-react';

/** Shown while a lazily loaded screen or its translations arrive. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center" role="status" aria-live="polite">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden />
    </div>
  );
}
