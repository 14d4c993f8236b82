import { cn } from '@web/lib/utils';

/** A review's own headline (Trustpilot asks every reviewer for one), above its text; nothing where there is none. */
export function ReviewHeadline({ title, className }: { title: string | null | undefined; className?: string }) {
  if (!title) return null;
  return <p className={cn('text-sm font-semibold text-foreground', className)}>{title}</p>;
}
