import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PLATFORM_NAMES, PLATFORMS, type Platform } from '@common/schemas/platforms';
import { toast } from '@web/components/ui/use-toast';
import { PLATFORMS_KEY } from '../api/platforms-api';
import { isOAuthErrorCode } from '../lib/platform-catalog';

export const PLATFORMS_PATH = '/platforms';

/** The spec's words name Google; where another platform failed, the same message names that one. */
const NAMING_THE_PLATFORM = ['no_access_token', 'locations_fetch_failed', 'no_locations'] as const;
const namesThePlatform = (code: string): code is (typeof NAMING_THE_PLATFORM)[number] => (NAMING_THE_PLATFORM as readonly string[]).includes(code);

function oauthErrorMessage(t: TFunction<'platforms'>, error: string, platform: Platform | undefined): string {
  if (!isOAuthErrorCode(error)) return t('oauthErrors.unknown');
  if (platform && platform !== 'google' && namesThePlatform(error)) {
    return t(`oauthErrorsElsewhere.${error}`, { platform: PLATFORM_NAMES[platform] });
  }
  return t(`oauthErrors.${error}`);
}

/**
 * Spec §2 and §8: the OAuth callback comes back to /platforms with `success` (`<platform>_connected`) or `error`. Show the
 * matching toast once, then rewrite the address to plain /platforms (replace, no reload), so that a
 * refresh or the Back button does not show it again.
 */
export function useOAuthReturnToast() {
  const { t } = useTranslation('platforms');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Effects may run twice for one address (React's strict mode): toast once per address.
  const handled = useRef<string | null>(null);

  const success = params.get('success');
  const error = params.get('error');
  const connected = PLATFORMS.find((platform) => success === `${platform}_connected`);
  const failedOn = PLATFORMS.find((platform) => params.get('platform') === platform);

  useEffect(() => {
    if (success === null && error === null) return;
    if (handled.current === location.key) return;
    handled.current = location.key;

    const show =
      error !== null
        ? () =>
            toast({
              variant: 'destructive',
              title: t('toasts.connectFailedTitle'),
              description: oauthErrorMessage(t, error, failedOn),
            })
        : connected
          ? () => toast({ title: t('toasts.connectedTitle'), description: t('toasts.connectedDescription', { platform: t(`platforms.${connected}.name`) }) })
          : undefined;
    // A moment later, not now: a Toaster mounted in this same render subscribes in its own effect, which
    // may run after this one and would miss the toast. Not cancelled on cleanup: it must show once.
    if (show) setTimeout(show, 0);
    if (connected) void queryClient.invalidateQueries({ queryKey: PLATFORMS_KEY });
    void navigate({ pathname: PLATFORMS_PATH, hash: location.hash }, { replace: true });
  }, [success, error, connected, failedOn, location.key, location.hash, navigate, queryClient, t]);
}

/**
 * The callback's `?choose={id}` when the login manages several places: kept for the picker, and the
 * address rewritten to plain /platforms so that a refresh does not ask again.
 */
export function useLocationChoiceParam(): [string | null, () => void] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const asked = params.get('choose');
  const [choiceId, setChoiceId] = useState<string | null>(asked);
  useEffect(() => {
    if (asked === null) return;
    setChoiceId(asked);
    void navigate({ pathname: PLATFORMS_PATH, hash: location.hash }, { replace: true });
  }, [asked, location.hash, navigate]);
  return [choiceId, useCallback(() => setChoiceId(null), [])];
}
