import { Loader2 } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@common/languages';
import type { TBusiness } from '@common/schemas/businesses';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { toast } from '@web/components/ui/use-toast';
import { FormField, fieldAria } from '@web/features/auth/components/form-field';
import { useUpdateBusiness } from '@web/features/locations/api/businesses-api';
import { failureMessage } from '../lib/failure-message';
import { RemoveLocationButton } from './remove-location-button';

/** The select's value for "the account's language" (a language code never looks like this). */
const ACCOUNT_LANGUAGE = 'account';

/**
 * A location's own identity, edited from Platform Connections: its name and signature sign its replies,
 * and its language answers reviews that have only stars. Everything else is the account's (Settings).
 * The location can be removed from here too, with its reviews.
 */
export function EditLocationDialog({ business, children }: { business: TBusiness; children: ReactNode }) {
  const { t, i18n } = useTranslation('platforms');
  const update = useUpdateBusiness();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(business.name);
  const [contactName, setContactName] = useState(business.contactName ?? '');
  const [language, setLanguage] = useState<string>(business.replyLanguage ?? ACCOUNT_LANGUAGE);
  const [nameError, setNameError] = useState<string | undefined>();

  const onOpenChange = (next: boolean) => {
    if (next) {
      setName(business.name);
      setContactName(business.contactName ?? '');
      setLanguage(business.replyLanguage ?? ACCOUNT_LANGUAGE);
      setNameError(undefined);
    }
    setOpen(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setNameError(t('location.nameRequired'));
      return;
    }
    update.mutate(
      { id: business.id, changes: { name: name.trim(), contactName: contactName.trim() || null, replyLanguage: isLanguage(language) ? language : null } },
      {
        onSuccess: (saved) => {
          toast({ title: t('location.savedTitle'), description: t('location.savedDescription', { name: saved.name }) });
          setOpen(false);
        },
        onError: (error) => toast({ variant: 'destructive', title: t('location.saveFailed'), description: failureMessage(error, t('toasts.connectFailedDescription')) }),
      },
    );
  };

  const appLanguage = isLanguage(i18n.language) ? LANGUAGE_NAMES[i18n.language] : LANGUAGE_NAMES.en;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>{t('location.title', { name: business.name })}</DialogTitle>
            <DialogDescription>{t('location.description')}</DialogDescription>
          </DialogHeader>
          <FormField id="location-name" label={t('location.name')} error={nameError}>
            <Input {...fieldAria('location-name', nameError)} value={name} maxLength={200} onChange={(event) => setName(event.target.value)} />
          </FormField>
          <FormField id="location-signature" label={t('location.signature')} hint={t('location.signatureHint')}>
            <Input
              {...fieldAria('location-signature', undefined, true)}
              value={contactName}
              maxLength={200}
              placeholder={t('location.signaturePlaceholder')}
              onChange={(event) => setContactName(event.target.value)}
            />
          </FormField>
          <div className="grid gap-2">
            <Label htmlFor="location-language">{t('location.language')}</Label>
            <Select value={language} onValueChange={setLanguage}>
              <SelectTrigger id="location-language" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ACCOUNT_LANGUAGE}>{t('location.languageAccount', { language: appLanguage })}</SelectItem>
                {LANGUAGES.map((code) => (
                  <SelectItem key={code} value={code} lang={code}>
                    {LANGUAGE_NAMES[code]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <DialogFooter>
            <RemoveLocationButton business={business} onRemoved={() => setOpen(false)} />
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={update.isPending}>
              {t('location.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending} aria-busy={update.isPending || undefined}>
              {update.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {update.isPending ? t('location.saving') : t('location.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
