import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { isLanguage } from '@common/languages';
import { ZRegisterRequestSchema } from '@common/schemas/auth';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { useRegister } from '@web/features/auth/api/auth-mutations';
import { errorMessage } from '@web/lib/api-client';
import { useValidationMessage } from '@web/lib/validation-message';
import { AuthLayout } from './auth-layout';
import { FormField, PasswordInput, fieldAria } from './form-field';
import { OAuthButtons } from './oauth-buttons';

/** The signup form asks only for email and password (spec §3: it does not send fullName). */
const ZSignupFormSchema = ZRegisterRequestSchema.pick({ email: true, password: true });
type SignupForm = z.input<typeof ZSignupFormSchema>;
type SignupValues = z.output<typeof ZSignupFormSchema>;

export function SignupPage() {
  const { t, i18n } = useTranslation(['auth', 'validation']);
  const message = useValidationMessage();
  const navigate = useNavigate();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupForm, unknown, SignupValues>({
    resolver: zodResolver(ZSignupFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = (values: SignupValues) => {
    // The account's settings start in the language the visitor is reading.
    const uiLanguage = isLanguage(i18n.language) ? i18n.language : undefined;
    registration.mutate(
      { ...values, uiLanguage },
      {
        onSuccess: () => {
          toast({ title: t('signup.successTitle'), description: t('signup.successDescription') });
          void navigate('/onboarding', { replace: true });
        },
        onError: (error) => {
          toast({ variant: 'destructive', title: t('signup.failedTitle'), description: errorMessage(error, t('signup.failedFallback')) });
        },
      },
    );
  };

  const emailError = message(errors.email);
  const passwordError = message(errors.password);

  return (
    <AuthLayout
      title={t('signup.title')}
      description={t('signup.description')}
      footer={
        <p>
          {t('signup.haveAccount')}{' '}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('signup.loginLink')}
          </Link>
        </p>
      }
    >
      <form className="grid gap-4" noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField id="signup-email" label={t('email')} error={emailError}>
          <Input
            {...fieldAria('signup-email', emailError)}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('emailPlaceholder')}
            required
            {...register('email')}
          />
        </FormField>
        <FormField id="signup-password" label={t('password')} error={passwordError} hint={t('signup.passwordHint')}>
          <PasswordInput
            {...fieldAria('signup-password', passwordError, t('signup.passwordHint'))}
            autoComplete="new-password"
            minLength={8}
            required
            {...register('password')}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={registration.isPending} aria-busy={registration.isPending}>
          {registration.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {registration.isPending ? t('signup.submitting') : t('signup.submit')}
        </Button>
      </form>
      <OAuthButtons />
    </AuthLayout>
  );
}
