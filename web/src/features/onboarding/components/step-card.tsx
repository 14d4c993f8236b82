import { useEffect, useRef, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';

type StepCardProps = {
  title: string;
  description: string;
  children: ReactNode;
  footer: ReactNode;
  /** Move keyboard and screen-reader focus to the title when the step appears (not on first load). */
  focusTitle?: boolean;
};

/** The frame of one onboarding step: its title, content and the buttons that move between steps. */
export function StepCard({ title, description, children, footer, focusTitle = true }: StepCardProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);

  return (
    <Card className="gap-6">
      <CardHeader>
        <CardTitle>
          <h2 ref={titleRef} tabIndex={-1} className="text-xl outline-none sm:text-2xl">
            {title}
          </h2>
        </CardTitle>
        <CardDescription className="text-base">{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">{children}</CardContent>
      <CardFooter className="flex-col-reverse gap-2 border-t pt-6 sm:flex-row sm:justify-end [&>*]:max-sm:w-full">{footer}</CardFooter>
    </Card>
  );
}
