import { ArrowLeft, ArrowRight, Briefcase, Languages, Loader2, Smile, Star, Sun, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import { Switch } from '@web/components/ui/switch';
import { Textarea } from '@web/components/ui/textarea';
import { cn } from '@web/lib/utils';
import { AUTO_APPROVE_FIELDS, ONBOARDING_TONES, type AutoApproveField, type OnboardingChoices, type OnboardingTone } from '../api/onboarding-settings';
import { StepCard } from './step-card';

const TONE_ICONS: Record<OnboardingTone, LucideIcon> = { professional: Briefcase, friendly: Smile, casual: Sun };
const STARS: Record<AutoApproveField, 5 | 4 | 3> = { autoApprove5Star: 5, autoApprove4Star: 4, autoApprove3Star: 3 };
/** Spec §9's risk labels: Safe (5), Low Risk (4), Risky (3). */
const RISK_CLASS: Record<AutoApproveField, string> = {
  autoApprove5Star: 'bg-success/15 text-success',
  autoApprove4Star: 'bg-primary/10 text-primary',
  autoApprove3Star: 'bg-warning/20 text-amber-800 dark:text-warning',
};

type ResponseStyleStepProps = {
  choices: OnboardingChoices;
  onChange: (choices: OnboardingChoices) => void;
  onBack: () => void;
  onContinue: () => void;
  saving: boolean;
  focusTitle: boolean;
};

/** Step 2: Set Your AI Response Style. Continue saves the choices to settings (design §3). */
export function ResponseStyleStep({ choices, onChange, onBack, onContinue, saving, focusTitle }: ResponseStyleStepProps) {
  const { t } = useTranslation('onboarding');
  const set = <K extends keyof OnboardingChoices>(key: K, value: OnboardingChoices[K]) => onChange({ ...choices, [key]: value });

  return (
    <StepCard
      title={t('style.title')}
      description={t('style.description')}
      focusTitle={focusTitle}
      footer={
        <>
          <Button variant="outline" onClick={onBack} disabled={saving} className="sm:mr-auto">
            <ArrowLeft aria-hidden />
            {t('style.back')}
          </Button>
          <Button onClick={onContinue} disabled={saving} aria-busy={saving || undefined}>
            {saving ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {saving ? t('style.saving') : t('style.continue')}
            {!saving && <ArrowRight aria-hidden />}
          </Button>
        </>
      }
    >
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium">{t('style.tone.label')}</legend>
        <RadioGroup
          value={choices.defaultTone}
          onValueChange={(value) => set('defaultTone', value as OnboardingTone)}
          className="grid gap-3 sm:grid-cols-3"
          aria-label={t('style.tone.label')}
        >
          {ONBOARDING_TONES.map((tone) => {
            const Icon = TONE_ICONS[tone];
            const id = `onboarding-tone-${tone}`;
            const selected = choices.defaultTone === tone;
            return (
              <Label
                key={tone}
                htmlFor={id}
                className={cn(
                  'relative flex cursor-pointer items-start gap-3 rounded-lg border p-4 font-normal transition-colors hover:bg-accent/50 sm:flex-col',
                  'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                  selected && 'border-primary bg-primary/5 ring-1 ring-primary',
                )}
              >
                <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
                  <Icon className="size-4" aria-hidden />
                </span>
                <span className="grid flex-1 gap-1 sm:pr-6">
                  <span className="flex flex-wrap items-center gap-2 font-medium">
                    {t(`style.tone.${tone}.label`)}
                    {tone === 'friendly' && <Badge variant="secondary">{t('style.tone.recommended')}</Badge>}
                  </span>
                  <span id={`${id}-description`} className="text-sm text-muted-foreground">
                    {t(`style.tone.${tone}.description`)}
                  </span>
                </span>
                <RadioGroupItem
                  id={id}
                  value={tone}
                  aria-describedby={`${id}-description`}
                  className="mt-1 sm:absolute sm:top-4 sm:right-4 sm:mt-0"
                />
              </Label>
            );
          })}
        </RadioGroup>
      </fieldset>

      <div className="grid gap-2">
        <Label htmlFor="onboarding-custom-instructions">
          {t('style.customInstructions.label')}
          <span className="font-normal text-muted-foreground">{t('style.customInstructions.optional')}</span>
        </Label>
        <Textarea
          id="onboarding-custom-instructions"
          value={choices.customInstructions}
          onChange={(event) => set('customInstructions', event.target.value)}
          placeholder={t('style.customInstructions.placeholder')}
          maxLength={2000}
          className="min-h-24"
          aria-describedby="onboarding-custom-instructions-hint"
        />
        <p id="onboarding-custom-instructions-hint" className="text-sm text-muted-foreground">
          {t('style.customInstructions.hint')}
        </p>
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">{t('style.autoApproval.title')}</legend>
        <p className="text-sm text-muted-foreground">{t('style.autoApproval.description')}</p>
        <ul className="grid divide-y rounded-lg border">
          {AUTO_APPROVE_FIELDS.map((field) => {
            const stars = STARS[field];
            const id = `onboarding-${field}`;
            return (
              <li key={field} className="flex items-center justify-between gap-4 p-4">
                <div className="grid gap-1">
                  <Label htmlFor={id} className="flex flex-wrap items-center gap-2">
                    <span className="flex items-center gap-0.5" aria-hidden>
                      {Array.from({ length: stars }, (_, index) => (
                        <Star key={index} className="size-3.5 fill-amber-400 text-amber-400" />
                      ))}
                    </span>
                    {t('style.autoApproval.switch', { stars })}
                  </Label>
                  <span className={cn('w-fit rounded-md px-2 py-0.5 text-xs font-medium', RISK_CLASS[field])}>
                    {t(`style.autoApproval.risk${stars}`)}
                  </span>
                </div>
                <Switch id={id} checked={choices[field]} onCheckedChange={(checked) => set(field, checked)} />
              </li>
            );
          })}
        </ul>
        <p className="text-sm text-muted-foreground">{t('style.autoApproval.hint')}</p>
      </fieldset>

      <div className="flex gap-3 rounded-lg border border-primary/20 bg-primary/5 p-4 text-sm">
        <Languages className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <p>{t('style.languageNote')}</p>
      </div>
    </StepCard>
  );
}
