import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { SETTINGS_BOUNDS } from '@common/schemas/settings';
import { normaliseNumber, type NumberKey } from '../settings-form';

/** A bounded whole-number input; on blur an empty value falls back and an out-of-range one is clamped (spec §5). */
export function NumberField({
  id,
  field,
  label,
  hint,
  value,
  onChange,
}: {
  id: string;
  field: NumberKey;
  label: string;
  hint: string;
  value: string;
  onChange: (text: string) => void;
}) {
  const { min, max } = SETTINGS_BOUNDS[field];
  const normalise = () => {
    const next = String(normaliseNumber(field, value));
    if (next !== value) onChange(next);
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        onBlur={normalise}
        onKeyDown={(event) => {
          if (event.key === 'Enter') normalise();
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
