import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

/** The small pill above a page title, e.g. "Coming soon". */
export function Eyebrow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span className={cn(
      'inline-flex w-fit items-center gap-1.5 rounded-full border border-primary/20 bg-primary/10 px-3 py-1 text-xs font-medium text-primary',
      className,
    )}>
      {children}
    </span>
  );
}
