import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZPasswordFormSchema, type TPasswordChange, type TPasswordForm } from '@common/schemas/profile';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { FormField, PasswordInput, fieldAria } from '@web/features/auth/components/form-field';
import { apiRequest, errorMessage } from '@web/lib/api-client';
import { useValidationMessage } from '@web/lib/validation-message';

const EMPTY: TPasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Shown only when the account has a password (spec §6). The server signs out the other sessions. */
export function ChangePasswordCard({ email }: { email: string }) {
  const { t } = useTranslation(['profile', 'validation']);
  const message = useValidationMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TPasswordForm>({ resolver: zodResolver(ZPasswordFormSchema), defaultValues: EMPTY });
  const change = useMutation({
    mutationFn: (body: TPasswordChange) => apiRequest('PATCH', '/api/profile/password', body),
    onSuccess: () => {
      reset(EMPTY);
      toast({ title: t('password.successTitle'), description: t('password.successDescription') });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: t('errorTitle'), description: errorMessage(error, t('password.failed')) });
    },
  });

  const onSubmit = ({ currentPassword, newPassword }: TPasswordForm) => change.mutate({ currentPassword, newPassword });

  const currentError = message(errors.currentPassword);
  const newError = message(errors.newPassword);
  const confirmError = message(errors.confirmPassword);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('password.title')}</h2>
        </CardTitle>
        <CardDescription>{t('password.description')}</CardDescription>
      </CardHeader>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-6">
        {/* Lets password managers tie the new password to the account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly value={email} />
        <CardContent className="grid gap-4">
          <FormField id="password-current" label={t('password.current')} error={currentError}>
            <PasswordInput
              {...fieldAria('password-current', currentError)}
              autoComplete="current-password"
              required
              {...register('currentPassword')}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="password-new" label={t('password.new')} error={newError} hint={t('password.newHint')}>
              <PasswordInput
                {...fieldAria('password-new', newError, t('password.newHint'))}
                autoComplete="new-password"
                required
                {...register('newPassword')}
              />
            </FormField>
            <FormField id="password-confirm" label={t('password.confirm')} error={confirmError}>
              <PasswordInput
                {...fieldAria('password-confirm', confirmError)}
                autoComplete="new-password"
                required
                {...register('confirmPassword')}
              />
            </FormField>
          </div>
        </CardContent>
        <CardFooter className="justify-end border-t pt-6">
          <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
            {change.isPending && <Loader2 className="animate-spin" aria-hidden />}
            {change.isPending ? t('password.submitting') : t('password.submit')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
