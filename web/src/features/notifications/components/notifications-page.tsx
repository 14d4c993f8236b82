import { BellRing, CalendarClock, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIGEST_FREQUENCIES, type TSettings } from '@common/schemas/settings';
import { PageSpinner } from '@web/components/layout/page-spinner';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { useSaveSettings, useSettings } from '@web/features/settings/api/settings-api';
import { formatHour, HOURS } from '@web/features/settings/settings-form';

/** The six notification fields of the settings (spec §3). */
type NotificationSettings = Pick<
  TSettings,
  'emailNotifications' | 'notifyNewReview' | 'notifyLowRating' | 'notifyResponseGenerated' | 'digestFrequency' | 'digestTime'
>;

const pickNotifications = (settings: TSettings): NotificationSettings => ({
  emailNotifications: settings.emailNotifications,
  notifyNewReview: settings.notifyNewReview,
  notifyLowRating: settings.notifyLowRating,
  notifyResponseGenerated: settings.notifyResponseGenerated,
  digestFrequency: settings.digestFrequency,
  digestTime: settings.digestTime,
});

const ALERTS = [
  { field: 'notifyNewReview', key: 'newReview' },
  { field: 'notifyLowRating', key: 'lowRating' },
  { field: 'notifyResponseGenerated', key: 'responseGenerated' },
] as const;

/** Spec §2 "Notification Preferences". */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const settings = useSettings();

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('subtitle')}</p>
      </header>
      {settings.isPending ? (
        <PageSpinner />
      ) : settings.isError ? (
        <Card>
          <CardContent className="grid justify-items-start gap-3">
            <p role="alert" className="text-sm">
              {t('loadFailed')} <span className="text-muted-foreground">{errorMessage(settings.error, '')}</span>
            </p>
            <Button variant="outline" onClick={() => void settings.refetch()}>
              {t('retry')}
            </Button>
          </CardContent>
        </Card>
      ) : (
        <NotificationsForm settings={settings.data} />
      )}
    </div>
  );
}

function NotificationsForm({ settings }: { settings: TSettings }) {
  const { t } = useTranslation('notifications');
  const save = useSaveSettings();
  const [values, setValues] = useState<NotificationSettings>(() => pickNotifications(settings));
  useEffect(() => setValues(pickNotifications(settings)), [settings]);

  const set = <K extends keyof NotificationSettings>(key: K, value: NotificationSettings[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = () =>
    save.mutate(values, {
      onSuccess: () => toast({ title: t('successTitle'), description: t('successDescription') }),
      onError: (error) =>
        toast({ variant: 'destructive', title: t('failed'), description: error instanceof ApiError ? error.serverMessage : undefined }),
    });

  const help = { none: 'noneHelp', daily: 'dailyHelp', weekly: 'weeklyHelp' } as const;

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <BellRing className="size-5 shrink-0 text-primary" aria-hidden />
            <h2>{t('email.title')}</h2>
          </CardTitle>
          <CardDescription>{t('email.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-0 divide-y">
          <SwitchRow
            id="email-notifications"
            label={t('email.master')}
            description={t('email.masterDescription')}
            checked={values.emailNotifications}
            onCheckedChange={(checked) => set('emailNotifications', checked)}
            strong
          />
          {values.emailNotifications &&
            ALERTS.map(({ field, key }) => (
              <SwitchRow
                key={field}
                id={field}
                label={t(`email.${key}`)}
                description={t(`email.${key}Description`)}
                checked={values[field]}
                onCheckedChange={(checked) => set(field, checked)}
              />
            ))}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CalendarClock className="size-5 shrink-0 text-primary" aria-hidden />
            <h2>{t('digest.title')}</h2>
          </CardTitle>
          <CardDescription>{t('digest.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div className="grid content-start gap-2">
            <Label htmlFor="digest-frequency">{t('digest.frequency')}</Label>
            <Select
              value={values.digestFrequency}
              onValueChange={(value) => set('digestFrequency', value as NotificationSettings['digestFrequency'])}
            >
              <SelectTrigger id="digest-frequency" className="w-full" aria-describedby="digest-frequency-help">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {DIGEST_FREQUENCIES.map((frequency) => (
                  <SelectItem key={frequency} value={frequency}>
                    {t(`digest.${frequency}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <p id="digest-frequency-help" className="text-sm text-muted-foreground">
              {t(`digest.${help[values.digestFrequency]}`)}
            </p>
          </div>
          {values.digestFrequency !== 'none' && (
            <div className="grid content-start gap-2">
              <Label htmlFor="digest-time">{t('digest.time')}</Label>
              <Select value={String(values.digestTime)} onValueChange={(value) => set('digestTime', Number(value))}>
                <SelectTrigger id="digest-time" className="w-full" aria-describedby="digest-time-help">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent className="max-h-72">
                  {HOURS.map((hour) => (
                    <SelectItem key={hour} value={String(hour)}>
                      {formatHour(hour)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <p id="digest-time-help" className="text-sm text-muted-foreground">
                {t('digest.timeHelp')}
              </p>
            </div>
          )}
        </CardContent>
      </Card>

      <div className="flex justify-end">
        <Button onClick={submit} disabled={save.isPending} aria-busy={save.isPending} className="min-w-36">
          {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </>
  );
}

function SwitchRow({
  id,
  label,
  description,
  checked,
  onCheckedChange,
  strong = false,
}: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  strong?: boolean;
}) {
  return (
    <div className="flex items-center justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="grid gap-1">
        <Label htmlFor={id} className={strong ? 'text-base' : undefined}>
          {label}
        </Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={`${id}-description`} />
    </div>
  );
}
