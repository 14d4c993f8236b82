import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Loader2, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ZForgotPasswordRequestSchema } from '@common/schemas/auth';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { apiRequest, errorMessage } from '@web/lib/api-client';
import { useValidationMessage } from '@web/lib/validation-message';
import { AuthLayout } from './auth-layout';
import { FormField, fieldAria } from './form-field';

type ForgotForm = z.input<typeof ZForgotPasswordRequestSchema>;
type ForgotValues = z.output<typeof ZForgotPasswordRequestSchema>;

/**
 * Spec: idle → submitted. Beyond the spec (design.md §3) the request really sends a reset email; the
 * server answers the same whether or not the address has an account, and so does this screen.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'validation']);
  const message = useValidationMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: (body: ForgotValues) => apiRequest('POST', '/api/auth/forgot-password', body),
  });
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<ForgotForm, unknown, ForgotValues>({
    resolver: zodResolver(ZForgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = (values: ForgotValues) =>
    request.mutate(values, {
      onSuccess: () => setSentTo(getValues('email').trim()),
      onError: (error) => {
        toast({ variant: 'destructive', title: t('errorTitle'), description: errorMessage(error, t('genericError')) });
      },
    });

  if (sentTo !== null) {
    return (
      <AuthLayout
        icon={
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <MailCheck className="size-6" aria-hidden />
          </div>
        }
        title={t('forgot.successTitle')}
        description={
          <span role="status">
            {t('forgot.successDescription', { email: sentTo })}
          </span>
        }
      >
        <p className="text-center text-sm text-muted-foreground">{t('forgot.successHint')}</p>
        <Button asChild className="w-full">
          <Link to="/login">{t('forgot.backToLogin')}</Link>
        </Button>
      </AuthLayout>
    );
  }

  const emailError = message(errors.email);
  return (
    <AuthLayout
      title={t('forgot.title')}
      description={t('forgot.description')}
      footer={
        <p>
          {t('forgot.rememberPassword')}{' '}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('forgot.loginLink')}
          </Link>
        </p>
      }
    >
      <form className="grid gap-4" noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField id="forgot-email" label={t('email')} error={emailError}>
          <Input
            {...fieldAria('forgot-email', emailError)}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('emailPlaceholder')}
            required
            {...register('email')}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={request.isPending} aria-busy={request.isPending}>
          {request.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {request.isPending ? t('forgot.submitting') : t('forgot.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
