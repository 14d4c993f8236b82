import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_BUSINESS, type TBusiness } from '@common/schemas/businesses';
import type { Platform } from '@common/schemas/platforms';
import { toast } from '@web/components/ui/use-toast';
import { ApiError, apiRequest } from '@web/lib/api-client';
import { failureMessage } from '../lib/failure-message';
import { externalNavigation } from '../lib/external-navigation';
import { BUSINESSES_KEY } from './platforms-api';

/** The start of the OAuth flow did not give a URL to go to (spec §8: 'Failed to initiate OAuth flow'). */
class OAuthStartError extends Error {}

export type ConnectPlatform = {
  /** Starts the platform's connect flow: a business first, then the platform's consent page. */
  connect: (platform: Platform) => void;
  /** The platform being connected: busy until the browser has left for the consent page. */
  connecting: Platform | null;
};

/**
 * The connect flow of spec §3 and §7, shared by the Platforms and Onboarding screens: make sure the
 * user has a business (create 'My Business' when none exists), ask the server for the platform's
 * authorization URL, and send the browser there. The platform sends it back to /platforms.
 */
export function useConnectPlatform(): ConnectPlatform {
  const { t } = useTranslation('platforms');
  const queryClient = useQueryClient();

  const mutation = useMutation({
    mutationFn: async (platform: Platform) => {
      const businesses = await apiRequest<TBusiness[]>('GET', '/api/businesses');
      let business = businesses[0];
      if (!business) {
        business = await apiRequest<TBusiness>('POST', '/api/businesses', { ...DEFAULT_BUSINESS });
        toast({ title: t('toasts.businessCreated') });
        void queryClient.invalidateQueries({ queryKey: BUSINESSES_KEY });
      }
      const { authUrl } = await apiRequest<{ authUrl?: unknown }>('GET', `/api/auth/${platform}/connect/${business.id}`);
      if (typeof authUrl !== 'string' || authUrl === '') throw new OAuthStartError();
      return authUrl;
    },
    onSuccess: (authUrl) => externalNavigation.go(authUrl),
    onError: (error) => {
      const description =
        error instanceof ApiError
          ? failureMessage(error, t('toasts.connectFailedDescription'))
          : error instanceof OAuthStartError
            ? t('toasts.oauthStartFailed')
            : t('toasts.connectFailedDescription');
      toast({ variant: 'destructive', title: t('toasts.connectFailedTitle'), description });
    },
  });

  const connect = (platform: Platform) => {
    if (mutation.isPending) return;
    mutation.mutate(platform);
  };

  // Coming back with the browser's Back button may restore this page from the back/forward cache,
  // busy state included: start afresh then.
  const { reset } = mutation;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  // After success the page is being replaced by the consent page: stay busy meanwhile.
  const busy = mutation.isPending || mutation.isSuccess;
  return { connect, connecting: busy ? (mutation.variables ?? null) : null };
}
