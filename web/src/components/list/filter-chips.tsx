import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

export type FilterChip<T extends string> = {
  value: T;
  /** What the chip shows ('All', '5★'). */
  content: ReactNode;
  /** The chip's name, its count included ('All ratings (24)'). */
  label: string;
  count?: number;
  active: boolean;
};

function Count({ value, active }: { value: number | undefined; active: boolean }) {
  if (value === undefined) return null;
  // In parentheses, as in the chip's name ('All ratings (24)'): the visible label must be part of the name (WCAG 2.5.3,
  // so voice control finds the chip by what it shows), and a parenthesised count counts as an aside on both sides.
  return <span className={cn('text-xs tabular-nums', active ? 'text-primary-foreground' : 'text-muted-foreground')}>({value})</span>;
}

/** One filter as a row of chips under its legend: a group named by the legend, the chosen chips pressed. */
export function FilterChipGroup<T extends string>({ legend, chips, onSelect }: { legend: string; chips: readonly FilterChip<T>[]; onSelect: (value: T) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {chips.map((chip) => (
          <button
            key={chip.value}
            type="button"
            aria-pressed={chip.active}
            aria-label={chip.label}
            onClick={() => onSelect(chip.value)}
            className={cn(
              'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
              chip.active && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
            )}
          >
            {chip.content}
            <Count value={chip.count} active={chip.active} />
          </button>
        ))}
      </div>
    </fieldset>
  );
}
