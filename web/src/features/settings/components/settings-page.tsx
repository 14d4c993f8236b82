import { ArrowLeft, Bell, Clock, Globe, Loader2, Mail, MessageSquareText } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useBlocker, useLocation, useNavigate } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@common/languages';
import { CONTACT_EMAIL_INCLUSION, TONES, type TSettings } from '@common/schemas/settings';
import { PageSpinner } from '@web/components/layout/page-spinner';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { toast } from '@web/components/ui/use-toast';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { changeLanguage } from '@web/lib/i18n';
import { useSaveSettings, useSettings } from '../api/settings-api';
import { autoApproveKey, formatHour, HOURS, toDraft, toUpdate, type SettingsDraft, type StarRating } from '../settings-form';
import { ADVANCED_IDS, AdvancedSettings } from './advanced-settings';
import { AutoApprovalCard } from './auto-approval-card';
import { SectionCard } from './section-card';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

/** Spec §2 "Reputation Settings": loads the settings, then the form. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const settings = useSettings();
  const navigate = useNavigate();

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <header className="flex flex-wrap items-start gap-3">
        <Button variant="ghost" size="sm" className="-ml-2" onClick={() => void navigate(-1)}>
          <ArrowLeft aria-hidden />
          {t('back')}
        </Button>
        <div className="grid basis-full gap-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('title')}</h1>
          <p className="text-muted-foreground">{t('subtitle')}</p>
        </div>
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
        <SettingsForm settings={settings.data} />
      )}
    </div>
  );
}

const JUMP_LINKS = [
  { hash: 'language', key: 'general' },
  { hash: 'tone', key: 'ai' },
  { hash: 'automation', key: 'autoApproval' },
  { hash: 'notifications', key: 'notifications' },
] as const;

function SettingsForm({ settings }: { settings: TSettings }) {
  const { t, i18n } = useTranslation('settings');
  const location = useLocation();
  const save = useSaveSettings();
  const [draft, setDraft] = useState<SettingsDraft>(() => toDraft(settings));
  const [dirty, setDirty] = useState(false);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  // Spec §4: loading the server's settings clears the flag (unless the user is mid-edit while a refresh arrives).
  useEffect(() => {
    if (dirtyRef.current) return;
    setDraft(toDraft(settings));
  }, [settings]);

  // Spec §4: the saved interface language, when valid, overrides the one kept in the browser.
  const appliedServerLanguage = useRef(false);
  useEffect(() => {
    if (appliedServerLanguage.current) return;
    appliedServerLanguage.current = true;
    if (isLanguage(settings.uiLanguage) && settings.uiLanguage !== i18n.language) void changeLanguage(settings.uiLanguage);
  }, [settings.uiLanguage, i18n.language]);

  // The URL hash scrolls to its section once the form is there (opening Advanced Settings for one inside it).
  useEffect(() => {
    const id = decodeURIComponent(location.hash.replace(/^#/, ''));
    if (!id) return;
    if (ADVANCED_IDS.includes(id)) setAdvancedOpen(true);
    const frame = requestAnimationFrame(() => {
      document.getElementById(id)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [location.hash, location.key]);

  const update = useCallback(<K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setDirty(true);
  }, []);

  // The browser's own warning when the tab is closed or reloaded with unsaved changes.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // In-app navigation to a path outside /settings waits for the Unsaved Changes dialog.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && nextLocation.pathname !== currentLocation.pathname && !/^\/settings(\/|$)/.test(nextLocation.pathname),
  );

  /** Saves every field of the screen; true when saved. */
  const submit = async () => {
    try {
      const saved = await save.mutateAsync(toUpdate(draft));
      setDraft(toDraft(saved));
      setDirty(false);
      toast({ title: t('save.successTitle'), description: t('save.successDescription') });
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('save.failed'),
        description: error instanceof ApiError ? error.serverMessage : undefined,
      });
      return false;
    }
  };

  const setLanguage = (value: string) => {
    if (!isLanguage(value)) return;
    update('uiLanguage', value);
    void changeLanguage(value);
  };

  const autoApproval = {
    5: draft.autoApprove5Star,
    4: draft.autoApprove4Star,
    3: draft.autoApprove3Star,
    2: draft.autoApprove2Star,
    1: draft.autoApprove1Star,
  } satisfies Record<StarRating, boolean>;

  return (
    <>
      <nav aria-label={t('tabs.label')} className="-mt-2 flex flex-wrap gap-2">
        {JUMP_LINKS.map((link) => (
          <Button key={link.hash} asChild variant="outline" size="sm" className="rounded-full">
            <Link to={{ hash: link.hash }} replace>
              {t(`tabs.${link.key}`)}
            </Link>
          </Button>
        ))}
      </nav>

      <SectionCard id="language" icon={Globe} title={t('language.title')} description={t('language.description')}>
        <div className="grid gap-2 sm:max-w-xs">
          <Label htmlFor="ui-language">{t('language.label')}</Label>
          <Select value={draft.uiLanguage} onValueChange={setLanguage}>
            <SelectTrigger id="ui-language" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {LANGUAGES.map((language) => (
                <SelectItem key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </SectionCard>

      <SectionCard id="tone" icon={MessageSquareText} title={t('tone.title')} description={t('tone.description')}>
        <RadioGroup
          aria-label={t('tone.title')}
          data-tour="settings-tone"
          value={draft.defaultTone}
          onValueChange={(value) => update('defaultTone', value as SettingsDraft['defaultTone'])}
          className="grid gap-3 sm:grid-cols-2"
        >
          {TONES.map((tone) => (
            <OptionCard
              key={tone}
              id={`tone-${tone}`}
              value={tone}
              label={t(`tone.${tone}`)}
              description={t(`tone.${tone}Description`)}
              recommended={tone === 'friendly' ? t('recommended') : undefined}
            />
          ))}
        </RadioGroup>
      </SectionCard>

      <SectionCard id="contact" icon={Mail} title={t('contact.title')} description={t('contact.description')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="contact-name">{t('contact.name')}</Label>
            <Input
              id="contact-name"
              autoComplete="name"
              maxLength={200}
              placeholder={t('contact.namePlaceholder')}
              value={draft.contactName}
              onChange={(event) => update('contactName', event.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="contact-email">{t('contact.email')}</Label>
            <Input
              id="contact-email"
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={254}
              placeholder={t('contact.emailPlaceholder')}
              value={draft.contactEmail}
              onChange={(event) => update('contactEmail', event.target.value)}
            />
          </div>
        </div>
        <fieldset className="grid gap-3">
          <legend className="mb-3 text-sm font-medium">{t('contact.include')}</legend>
          <RadioGroup
            aria-label={t('contact.include')}
            value={draft.includeContactEmail}
            onValueChange={(value) => update('includeContactEmail', value as SettingsDraft['includeContactEmail'])}
            className="grid gap-3 sm:grid-cols-3"
          >
            {CONTACT_EMAIL_INCLUSION.map((choice) => {
              const key = choice === 'negative_only' ? 'negativeOnly' : choice;
              return (
                <OptionCard
                  key={choice}
                  id={`include-${choice}`}
                  value={choice}
                  label={t(`contact.${key}`)}
                  description={t(`contact.${key}Description`)}
                  recommended={choice === 'negative_only' ? t('recommended') : undefined}
                />
              );
            })}
          </RadioGroup>
        </fieldset>
      </SectionCard>

      <AutoApprovalCard values={autoApproval} onChange={(stars, enabled) => update(autoApproveKey(stars), enabled)} />

      <SectionCard id="posting-hours" icon={Clock} title={t('postingHours.title')} description={t('postingHours.description')}>
        <div className="grid grid-cols-2 gap-4 sm:max-w-md">
          <HourSelect id="posting-start" label={t('postingHours.start')} value={draft.postingHoursStart} onChange={(hour) => update('postingHoursStart', hour)} />
          <HourSelect id="posting-end" label={t('postingHours.end')} value={draft.postingHoursEnd} onChange={(hour) => update('postingHoursEnd', hour)} />
        </div>
        <p className="text-sm text-muted-foreground">{t('postingHours.note')}</p>
      </SectionCard>

      <SectionCard id="notifications" icon={Bell} title={t('notifications.title')} description={t('notifications.description')}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm">
            {t('notifications.status')}
            <Badge variant={settings.emailNotifications ? 'success' : 'secondary'}>
              {settings.emailNotifications ? t('notifications.on') : t('notifications.off')}
            </Badge>
          </p>
          <Button asChild variant="outline">
            <Link to="/notifications">{t('notifications.manage')}</Link>
          </Button>
        </div>
      </SectionCard>

      <AdvancedSettings open={advancedOpen} onOpenChange={setAdvancedOpen} draft={draft} update={update} />

      {/* The right padding keeps Save clear of Luna's avatar, which floats at the bottom right of every app screen. */}
      <div className="sticky bottom-0 z-10 -mx-4 -mb-4 flex items-center justify-end gap-4 border-t bg-background/95 py-3 pr-24 pl-4 backdrop-blur supports-[backdrop-filter]:bg-background/80 md:-mx-6 md:-mb-6 md:pl-6 lg:-mx-8 lg:-mb-8 lg:pl-8">
        {dirty && !save.isPending && (
          <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
            {t('save.unsaved')}
          </p>
        )}
        <Button
          type="button"
          data-tour="settings-save"
          disabled={!dirty || save.isPending}
          aria-busy={save.isPending}
          onClick={() => void submit()}
          className="min-w-36"
        >
          {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {save.isPending ? t('save.saving') : dirty ? t('save.save') : t('save.saved')}
        </Button>
      </div>

      <UnsavedChangesDialog
        open={blocker.state === 'blocked'}
        saving={save.isPending}
        onStay={() => blocker.reset?.()}
        onDiscard={() => {
          setDirty(false);
          blocker.proceed?.();
        }}
        onSave={async () => {
          if (await submit()) blocker.proceed?.();
        }}
      />
    </>
  );
}

/** A radio choice drawn as a selectable card with a one-line description. */
function OptionCard({ id, value, label, description, recommended }: { id: string; value: string; label: string; description: string; recommended?: string }) {
  return (
    <Label
      htmlFor={id}
      className="flex cursor-pointer items-start gap-3 rounded-lg border p-4 font-normal leading-snug transition-colors hover:bg-accent/50 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
    >
      <RadioGroupItem
        id={id}
        value={value}
        className="mt-0.5"
        aria-labelledby={recommended ? `${id}-label ${id}-recommended` : `${id}-label`}
        aria-describedby={`${id}-description`}
      />
      <span className="grid gap-1">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          <span id={`${id}-label`}>{label}</span>
          {recommended && (
            <Badge id={`${id}-recommended`} variant="default">
              {recommended}
            </Badge>
          )}
        </span>
        <span id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </span>
      </span>
    </Label>
  );
}

function HourSelect({ id, label, value, onChange }: { id: string; label: string; value: number; onChange: (hour: number) => void }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={String(value)} onValueChange={(next) => onChange(Number(next))}>
        <SelectTrigger id={id} className="w-full">
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
    </div>
  );
}
