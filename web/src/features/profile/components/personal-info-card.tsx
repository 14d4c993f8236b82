import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TUser, TUserResponse } from '@common/schemas/auth';
import { ZProfileFormSchema, type TProfileUpdate } from '@common/schemas/profile';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { FormField, fieldAria } from '@web/features/auth/components/form-field';
import { apiRequest, errorMessage } from '@web/lib/api-client';
import { useValidationMessage } from '@web/lib/validation-message';
import { refreshAccount } from '../profile-keys';

type ProfileForm = { fullName: string; email: string; phone: string };
type ProfileValues = z.output<typeof ZProfileFormSchema>;

// The schema accepts unknown input (it preprocesses blanks to null); this form always holds strings.
const profileFormSchema = ZProfileFormSchema as z.ZodType<ProfileValues, ProfileForm>;

const toForm = (user: TUser): ProfileForm => ({ fullName: user.fullName ?? '', email: user.email, phone: user.phone ?? '' });

export function PersonalInfoCard({ user }: { user: TUser }) {
  const { t } = useTranslation(['profile', 'validation']);
  const message = useValidationMessage();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileForm, unknown, ProfileValues>({
    resolver: zodResolver(profileFormSchema),
    values: toForm(user),
    resetOptions: { keepDirtyValues: true },
  });
  const save = useMutation({
    mutationFn: (body: TProfileUpdate) => apiRequest<TUserResponse>('PATCH', '/api/profile', body),
    onSuccess: async () => {
      await refreshAccount(queryClient);
      toast({ title: t('personal.successTitle'), description: t('personal.successDescription') });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: t('errorTitle'), description: errorMessage(error, t('personal.failed')) });
    },
  });

  // A blank name or phone is sent as null: it clears the field.
  const onSubmit = (values: ProfileValues) =>
    save.mutate({ fullName: values.fullName ?? null, email: values.email, phone: values.phone ?? null });

  const nameError = message(errors.fullName);
  const emailError = message(errors.email);
  const phoneError = message(errors.phone);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('personal.title')}</h2>
        </CardTitle>
        <CardDescription>{t('personal.description')}</CardDescription>
      </CardHeader>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-6">
        <CardContent className="grid gap-4">
          <FormField id="profile-full-name" label={t('personal.fullName')} error={nameError}>
            <Input
              {...fieldAria('profile-full-name', nameError)}
              autoComplete="name"
              placeholder={t('personal.fullNamePlaceholder')}
              {...register('fullName')}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="profile-email" label={t('personal.email')} error={emailError}>
              <Input
                {...fieldAria('profile-email', emailError)}
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder={t('personal.emailPlaceholder')}
                required
                {...register('email')}
              />
            </FormField>
            <FormField id="profile-phone" label={t('personal.phone')} error={phoneError}>
              <Input
                {...fieldAria('profile-phone', phoneError)}
                type="tel"
                autoComplete="tel"
                placeholder={t('personal.phonePlaceholder')}
                {...register('phone')}
              />
            </FormField>
          </div>
        </CardContent>
        <CardFooter className="justify-end border-t pt-6">
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
            {save.isPending ? t('personal.saving') : t('personal.save')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
