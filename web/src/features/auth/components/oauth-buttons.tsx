import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { AppleIcon, GoogleIcon, OAUTH_PROVIDER_NAMES, oauthStartPath } from './provider-icons';

/**
 * "Or continue with" Google and Apple. Plain links: OAuth starts with a full-page navigation to the
 * server, which redirects to the provider (or explains when a provider is not configured).
 */
export function OAuthButtons() {
  const { t } = useTranslation('auth');
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground" role="presentation">
        <span className="h-px flex-1 bg-border" />
        <span>{t('orContinueWith')}</span>
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" asChild>
          <a href={oauthStartPath('google')} aria-label={t('continueWith', { provider: OAUTH_PROVIDER_NAMES.google })}>
            <GoogleIcon className="size-4" />
            {OAUTH_PROVIDER_NAMES.google}
          </a>
        </Button>
        <Button variant="outline" asChild>
          <a href={oauthStartPath('apple')} aria-label={t('continueWith', { provider: OAUTH_PROVIDER_NAMES.apple })}>
            <AppleIcon className="size-4" />
            {OAUTH_PROVIDER_NAMES.apple}
          </a>
        </Button>
      </div>
    </div>
  );
}
