import type { ReactNode } from 'react';
import { Eyebrow } from '@web/features/public/components/eyebrow';
import { cn } from '@web/lib/utils';

type Props = { id: string; eyebrow: string; title: ReactNode; subtitle?: ReactNode; className?: string };

/** Eyebrow, h2 (with the id a section's aria-labelledby points at) and an optional lead paragraph. */
export function SectionHeading({ id, eyebrow, title, subtitle, className }: Props) {
  return (
    <div className={cn('mx-auto flex max-w-2xl flex-col items-center text-center', className)}>
      <Eyebrow>{eyebrow}</Eyebrow>
      <h2 id={id} className="mt-4 text-3xl font-bold tracking-tight text-balance hyphens-auto sm:text-4xl">
        {title}
      </h2>
      {subtitle ? <p className="mt-4 text-lg text-pretty text-muted-foreground">{subtitle}</p> : null}
    </div>
  );
}

export const CONTAINER = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';
