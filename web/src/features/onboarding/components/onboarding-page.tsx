import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@web/components/ui/use-toast';
import { failureMessage } from '@web/features/platforms/lib/failure-message';
import { choicesFromSettings, DEFAULT_CHOICES, useSaveOnboardingChoices, useSettings, type OnboardingChoices } from '../api/onboarding-settings';
import { AllSetStep } from './all-set-step';
import { ConnectPlatformsStep } from './connect-platforms-step';
import { ResponseStyleStep } from './response-style-step';
import { StepIndicator, type Step } from './step-indicator';

/**
 * Spec §2 "Onboarding (/onboarding)": three steps with a step indicator. Unlike the spec's source,
 * Connect starts the real connect flow and Continue on step 2 saves the choices (design §3).
 */
export function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  const [step, setStep] = useState<Step>(1);
  // Focus follows the step once the user moves, not on first load.
  const [moved, setMoved] = useState(false);
  const [choices, setChoices] = useState<OnboardingChoices>(DEFAULT_CHOICES);
  const touched = useRef(false);
  const settings = useSettings();
  const save = useSaveOnboardingChoices();

  // A returning user starts from what is saved, unless they already changed something here.
  useEffect(() => {
    if (settings.data && !touched.current) setChoices(choicesFromSettings(settings.data));
  }, [settings.data]);

  const goTo = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  const onChange = (next: OnboardingChoices) => {
    touched.current = true;
    setChoices(next);
  };

  const onContinue = () =>
    save.mutate(choices, {
      onSuccess: () => goTo(3),
      onError: (error) =>
        toast({ variant: 'destructive', title: t('style.errorTitle'), description: failureMessage(error, t('style.saveFailed')) }),
    });

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('subtitle')}</p>
      </header>
      <StepIndicator current={step} />
      {step === 1 && <ConnectPlatformsStep onNext={() => goTo(2)} focusTitle={moved} />}
      {step === 2 && (
        <ResponseStyleStep
          choices={choices}
          onChange={onChange}
          onBack={() => goTo(1)}
          onContinue={onContinue}
          saving={save.isPending}
          focusTitle={moved}
        />
      )}
      {step === 3 && <AllSetStep focusTitle={moved} />}
    </div>
  );
}
