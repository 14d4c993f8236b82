import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Loader2, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TUser } from '@common/schemas/auth';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import {
  AppleIcon,
  GoogleIcon,
  OAUTH_PROVIDER_NAMES,
  ProviderIcon,
  oauthStartPath,
  type OAuthProvider,
} from '@web/features/auth/components/provider-icons';
import { apiRequest, errorMessage } from '@web/lib/api-client';
import { refreshAccount } from '../profile-keys';

const isKnownProvider = (provider: string): provider is OAuthProvider => Object.hasOwn(OAUTH_PROVIDER_NAMES, provider);

export function ConnectedAccountsCard({ user }: { user: TUser }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const unlink = useMutation({
    mutationFn: () => apiRequest('POST', '/api/profile/unlink-oauth'),
    onSuccess: async () => {
      await refreshAccount(queryClient);
      toast({ title: t('connected.unlinkedTitle'), description: t('connected.unlinkedDescription') });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: t('errorTitle'), description: errorMessage(error, t('connected.unlinkFailed')) });
    },
  });

  const provider = user.oauthProvider;
  const providerName = provider && isKnownProvider(provider) ? OAUTH_PROVIDER_NAMES[provider] : t('connected.genericProvider');

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('connected.title')}</h2>
        </CardTitle>
        <CardDescription>{t('connected.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {provider ? (
          <>
            <div className="flex flex-wrap items-center gap-3 rounded-lg border p-4">
              <div className="flex size-10 shrink-0 items-center justify-center rounded-full border bg-background">
                {isKnownProvider(provider) ? (
                  <ProviderIcon provider={provider} className="size-5" />
                ) : (
                  <KeyRound className="size-5 text-muted-foreground" aria-hidden />
                )}
              </div>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{providerName}</span>
                  <Badge variant="success">{t('connected.badge')}</Badge>
                </div>
                <p className="text-sm text-muted-foreground">{t('connected.signInHint')}</p>
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={!user.hasPassword || unlink.isPending}
                onClick={() => unlink.mutate()}
                aria-label={unlink.isPending ? undefined : t('connected.unlinkLabel', { provider: providerName })}
                aria-describedby={user.hasPassword ? undefined : 'unlink-warning'}
              >
                {unlink.isPending && <Loader2 className="animate-spin" aria-hidden />}
                {unlink.isPending ? t('connected.unlinking') : t('connected.unlink')}
              </Button>
            </div>
            {!user.hasPassword && (
              <div
                id="unlink-warning"
                className="flex gap-3 rounded-lg border border-warning/60 bg-warning/15 p-4 text-sm text-amber-900 dark:text-amber-100"
              >
                <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-warning" aria-hidden />
                <div className="grid gap-1">
                  <p>{t('connected.noPasswordWarning')}</p>
                  <Link to="/forgot-password" className="w-fit font-medium underline underline-offset-4">
                    {t('connected.setPasswordLink')}
                  </Link>
                </div>
              </div>
            )}
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">{t('connected.none')}</p>
            <div className="flex flex-wrap gap-3">
              <Button variant="outline" asChild>
                <a href={oauthStartPath('google')}>
                  <GoogleIcon className="size-4" />
                  {t('connected.connect', { provider: OAUTH_PROVIDER_NAMES.google })}
                </a>
              </Button>
              <Button variant="outline" asChild>
                <a href={oauthStartPath('apple')}>
                  <AppleIcon className="size-4" />
                  {t('connected.connect', { provider: OAUTH_PROVIDER_NAMES.apple })}
                </a>
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
