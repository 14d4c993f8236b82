import { XIcon } from 'lucide-react';
import type { TooltipRenderProps } from 'react-joyride';
import { Button } from '@web/components/ui/button';
import type { TourStepData } from './tour-steps';

/** The same test the runner applies: there, and neither it nor an ancestor is display:none or visibility:hidden. */
function isShown(selector: string): boolean {
  let node = document.querySelector<HTMLElement>(selector);
  if (!node) return false;
  for (; node && node !== document.body; node = node.parentElement) {
    const { display, visibility } = getComputedStyle(node);
    if (display === 'none' || visibility === 'hidden') return false;
  }
  return true;
}

/**
 * The tour's tooltip in the app's own look (theme colours, so dark mode follows). Back shows only when a
 * step before this one has its target on the screen: going back past the first shown step would end the tour.
 */
export function TourTooltip({ step, index, isLastStep, backProps, closeProps, primaryProps, skipProps, tooltipProps }: TooltipRenderProps) {
  const { earlierTargets } = (step.data ?? { earlierTargets: [] }) as TourStepData;
  const canGoBack = index > 0 && earlierTargets.some(isShown);
  const titleId = `tour-title-${index}`;
  const contentId = `tour-content-${index}`;

  return (
    <div
      {...tooltipProps}
      // The reviews screen's keyboard shortcuts stand aside while an open dialog is on top.
      data-state="open"
      aria-labelledby={titleId}
      aria-describedby={contentId}
      className="relative grid max-w-[calc(100vw-2rem)] gap-3 rounded-lg border bg-popover p-4 text-popover-foreground shadow-lg"
      style={{ width: step.width }}
    >
      <div className="grid gap-1.5 pr-7">
        <h2 id={titleId} className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {step.title}
        </h2>
        <div id={contentId} className="text-sm leading-relaxed">
          {step.content}
        </div>
      </div>
      <button
        {...closeProps}
        type="button"
        className="absolute top-2.5 right-2.5 grid size-7 cursor-pointer place-items-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <XIcon aria-hidden className="size-4" />
      </button>
      <div className="flex flex-wrap items-center justify-end gap-2">
        {!isLastStep && (
          <Button {...skipProps} type="button" variant="ghost" size="sm" className="mr-auto text-muted-foreground">
            {skipProps.title}
          </Button>
        )}
        {canGoBack && (
          <Button {...backProps} type="button" variant="outline" size="sm">
            {backProps.title}
          </Button>
        )}
        <Button {...primaryProps} type="button" size="sm">
          {primaryProps.title}
        </Button>
      </div>
    </div>
  );
}
