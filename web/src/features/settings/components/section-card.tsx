import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';

/** One card of the settings screen, with an anchor id the URL hash can scroll to. */
export function SectionCard({
  id,
  icon: Icon,
  title,
  description,
  children,
  className,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <Card id={id} aria-labelledby={headingId} role="region" className={cn('scroll-mt-6', className)}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-5 shrink-0 text-primary" aria-hidden />
          <h2 id={headingId}>{title}</h2>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

/** A titled block inside the Advanced Settings card. */
export function SubSection({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="grid scroll-mt-6 gap-3 border-t pt-6 first:border-t-0 first:pt-0">
      <div className="grid gap-1">
        <h3 id={headingId} className="font-medium leading-none">
          {title}
        </h3>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}
