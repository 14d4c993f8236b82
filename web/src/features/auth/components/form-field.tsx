import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/utils';

/** The accessibility attributes that tie an input to its label, hint and error. */
export function fieldAria(id: string, error?: string, hint?: ReactNode) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

type FormFieldProps = {
  id: string;
  label: ReactNode;
  /** Already translated. */
  error?: string;
  hint?: ReactNode;
  /** Shown at the right of the label, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A label, the control (children, given `fieldAria(id, error, hint)`), then its hint or error. */
export function FormField({ id, label, error, hint, labelAside, className, children }: FormFieldProps) {
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <div className="flex min-h-4 items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A password input with a show/hide button. */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-10', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        aria-label={visible ? t('hidePassword') : t('showPassword')}
        aria-pressed={visible}
        aria-controls={props.id}
      >
        {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
      </button>
    </div>
  );
}
