import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSettings, TSettingsUpdate } from '@common/schemas/settings';
import { apiRequest } from '@web/lib/api-client';

export const SETTINGS_KEY = ['/api/settings'] as const;

/** The tones onboarding offers (settings also has 'auto'). */
export const ONBOARDING_TONES = ['professional', 'friendly', 'casual'] as const;
export type OnboardingTone = (typeof ONBOARDING_TONES)[number];

export const AUTO_APPROVE_FIELDS = ['autoApprove5Star', 'autoApprove4Star', 'autoApprove3Star'] as const;
export type AutoApproveField = (typeof AUTO_APPROVE_FIELDS)[number];

/** What onboarding step 2 asks for; saved to settings on Continue (design §3). */
export type OnboardingChoices = {
  defaultTone: OnboardingTone;
  customInstructions: string;
} & Record<AutoApproveField, boolean>;

/** Spec §2 and §3: friendly tone, no instructions, every auto-approval off. */
export const DEFAULT_CHOICES: OnboardingChoices = {
  defaultTone: 'friendly',
  customInstructions: '',
  autoApprove5Star: false,
  autoApprove4Star: false,
  autoApprove3Star: false,
};

const isOnboardingTone = (tone: string): tone is OnboardingTone => (ONBOARDING_TONES as readonly string[]).includes(tone);

/** The user's saved settings as onboarding choices (a returning user sees what they chose before). */
export function choicesFromSettings(settings: TSettings): OnboardingChoices {
  return {
    defaultTone: isOnboardingTone(settings.defaultTone) ? settings.defaultTone : DEFAULT_CHOICES.defaultTone,
    customInstructions: settings.customInstructions ?? '',
    autoApprove5Star: settings.autoApprove5Star,
    autoApprove4Star: settings.autoApprove4Star,
    autoApprove3Star: settings.autoApprove3Star,
  };
}

export const useSettings = () => useQuery<TSettings>({ queryKey: SETTINGS_KEY });

/** PATCH /api/settings with the onboarding choices; an empty instruction is sent as null (spec §3). */
export function useSaveOnboardingChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: OnboardingChoices) => {
      const update: TSettingsUpdate = {
        defaultTone: choices.defaultTone,
        customInstructions: choices.customInstructions.trim() === '' ? null : choices.customInstructions.trim(),
        autoApprove5Star: choices.autoApprove5Star,
        autoApprove4Star: choices.autoApprove4Star,
        autoApprove3Star: choices.autoApprove3Star,
      };
      return apiRequest<TSettings>('PATCH', '/api/settings', update);
    },
    onSuccess: (saved) => {
      // The answer is the saved settings: keep them, so the settings screen opens with them.
      if (saved && typeof saved === 'object') queryClient.setQueryData(SETTINGS_KEY, saved);
      else return queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
    },
  });
}
