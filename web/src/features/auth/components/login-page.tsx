import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ZLoginRequestSchema } from '@common/schemas/auth';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/components/ui/use-toast';
import { useLogin } from '@web/features/auth/api/auth-mutations';
import { useCurrentUser } from '@web/features/auth/api/current-user';
import { errorMessage } from '@web/lib/api-client';
import { useValidationMessage } from '@web/lib/validation-message';
import { AuthLayout } from './auth-layout';
import { FormField, PasswordInput, fieldAria } from './form-field';
import { safeNextPath } from './next-path';
import { OAuthButtons } from './oauth-buttons';

type LoginForm = z.input<typeof ZLoginRequestSchema>;
type LoginValues = z.output<typeof ZLoginRequestSchema>;

/** The app shell redirects here with `state: { from: '/billing' }`. */
const fromState = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string' ? state.from : null;

export function LoginPage() {
  const { t } = useTranslation(['auth', 'validation']);
  const message = useValidationMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // Where to go after logging in: a same-site `next` parameter, or the page the app shell sent us from.
  const destination = safeNextPath(searchParams.get('next')) ?? safeNextPath(fromState(location.state)) ?? '/dashboard';
  const { user } = useCurrentUser();
  const login = useLogin();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm, unknown, LoginValues>({
    resolver: zodResolver(ZLoginRequestSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  // Already signed in: nothing to do here. (After a login in this page, onSuccess navigates instead.)
  if (user && login.isIdle) return <Navigate to={destination} replace />;

  const onSubmit = (values: LoginValues) =>
    login.mutate(values, {
      onSuccess: () => {
        toast({ title: t('login.successTitle'), description: t('login.successDescription') });
        void navigate(destination, { replace: true });
      },
      onError: (error) => {
        toast({ variant: 'destructive', title: t('login.failedTitle'), description: errorMessage(error, t('login.failedFallback')) });
      },
    });

  const emailError = message(errors.email);
  const passwordError = message(errors.password);

  return (
    <AuthLayout
      title={t('login.title')}
      description={t('login.description')}
      footer={
        <p>
          {t('login.noAccount')}{' '}
          <Link to="/signup" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('login.signupLink')}
          </Link>
        </p>
      }
    >
      <form className="grid gap-4" noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField id="login-email" label={t('email')} error={emailError}>
          <Input
            {...fieldAria('login-email', emailError)}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('emailPlaceholder')}
            required
            {...register('email')}
          />
        </FormField>
        <FormField
          id="login-password"
          label={t('password')}
          error={passwordError}
          labelAside={
            <Link to="/forgot-password" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              {t('login.forgotPassword')}
            </Link>
          }
        >
          <PasswordInput {...fieldAria('login-password', passwordError)} autoComplete="current-password" required {...register('password')} />
        </FormField>
        <div className="flex items-center gap-2">
          <Controller
            control={control}
            name="rememberMe"
            render={({ field }) => (
              <Checkbox
                id="login-remember"
                name={field.name}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Label htmlFor="login-remember" className="font-normal">
            {t('login.rememberMe')}
          </Label>
        </div>
        <Button type="submit" className="w-full" disabled={login.isPending} aria-busy={login.isPending}>
          {login.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <OAuthButtons />
    </AuthLayout>
  );
}
