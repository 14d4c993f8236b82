import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Loader2, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ZResetPasswordRequestSchema, type TResetPasswordRequest } from '@common/schemas/auth';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { CURRENT_USER_KEY } from '@web/features/auth/api/current-user-query';
import { ApiError, apiRequest, errorMessage } from '@web/lib/api-client';
import { useValidationMessage } from '@web/lib/validation-message';
import { AuthLayout } from './auth-layout';
import { FormField, PasswordInput, fieldAria } from './form-field';

const ZResetFormSchema = z
  .object({ password: ZResetPasswordRequestSchema.shape.password, confirmPassword: z.string() })
  .refine((form) => form.confirmPassword === form.password, { message: "Passwords don't match", path: ['confirmPassword'] });
type ResetForm = z.input<typeof ZResetFormSchema>;

/** A token the server refused (unknown, used or expired) comes back as a 400 naming the token field. */
const isTokenError = (error: unknown) => error instanceof ApiError && error.status === 400 && Boolean(error.fields?.token);

function StateIcon({ tone, children }: { tone: 'success' | 'warning'; children: ReactNode }) {
  const colours = tone === 'success' ? 'bg-success/15 text-success' : 'bg-destructive/10 text-destructive';
  return <div className={`mb-2 flex size-12 items-center justify-center rounded-full ${colours}`}>{children}</div>;
}

/** Route /reset-password?token=…, the link of the reset email (design.md §3). */
export function ResetPasswordPage() {
  const { t, i18n } = useTranslation(['auth', 'validation']);
  const message = useValidationMessage();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [invalidMessage, setInvalidMessage] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: (body: TResetPasswordRequest) => apiRequest('POST', '/api/auth/reset-password', body),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetForm>({
    resolver: zodResolver(ZResetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = (values: ResetForm) =>
    reset.mutate(
      { token, password: values.password },
      {
        onSuccess: () => {
          // The server ends every session of the account, this browser's included.
          queryClient.clear();
          queryClient.setQueryData(CURRENT_USER_KEY, null);
          toast({ title: t('reset.successToastTitle'), description: t('reset.successToastDescription') });
        },
        onError: (error) => {
          if (isTokenError(error)) {
            // The server speaks English: its known refusal is shown in the reader's language, anything else as sent.
            const message = errorMessage(error, t('reset.invalidLink'));
            setInvalidMessage(message === i18n.getFixedT('en', 'auth')('reset.invalidLink') ? t('reset.invalidLink') : message);
          }
          else toast({ variant: 'destructive', title: t('errorTitle'), description: errorMessage(error, t('genericError')) });
        },
      },
    );

  if (!token || invalidMessage !== null) {
    return (
      <AuthLayout
        icon={
          <StateIcon tone="warning">
            <TriangleAlert className="size-6" aria-hidden />
          </StateIcon>
        }
        title={t('reset.invalidTitle')}
        description={<span role="alert">{invalidMessage ?? t('reset.invalidLink')}</span>}
      >
        <Button asChild className="w-full">
          <Link to="/forgot-password">{t('reset.requestNewLink')}</Link>
        </Button>
      </AuthLayout>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthLayout
        icon={
          <StateIcon tone="success">
            <CircleCheck className="size-6" aria-hidden />
          </StateIcon>
        }
        title={t('reset.successTitle')}
        description={<span role="status">{t('reset.successDescription')}</span>}
      >
        <Button asChild className="w-full">
          <Link to="/login">{t('reset.goToLogin')}</Link>
        </Button>
      </AuthLayout>
    );
  }

  const passwordError = message(errors.password);
  const confirmError = message(errors.confirmPassword);
  return (
    <AuthLayout title={t('reset.title')} description={t('reset.description')}>
      <form className="grid gap-4" noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField id="reset-password" label={t('reset.newPassword')} error={passwordError} hint={t('reset.newPasswordHint')}>
          <PasswordInput
            {...fieldAria('reset-password', passwordError, t('reset.newPasswordHint'))}
            autoComplete="new-password"
            minLength={8}
            required
            {...register('password')}
          />
        </FormField>
        <FormField id="reset-confirm" label={t('reset.confirmPassword')} error={confirmError}>
          <PasswordInput {...fieldAria('reset-confirm', confirmError)} autoComplete="new-password" required {...register('confirmPassword')} />
        </FormField>
        <Button type="submit" className="w-full" disabled={reset.isPending} aria-busy={reset.isPending}>
          {reset.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {reset.isPending ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
