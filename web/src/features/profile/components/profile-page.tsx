import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TUserResponse } from '@common/schemas/auth';
import { PageSpinner } from '@web/components/layout/page-spinner';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { errorMessage } from '@web/lib/api-client';
import { PROFILE_KEY } from '../profile-keys';
import { ChangePasswordCard } from './change-password-card';
import { ConnectedAccountsCard } from './connected-accounts-card';
import { PersonalInfoCard } from './personal-info-card';

/** Spec §2 "Profile": personal information, connected accounts, and the password when there is one. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const profile = useQuery<TUserResponse>({ queryKey: PROFILE_KEY });

  if (profile.isPending) return <PageSpinner />;

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('subtitle')}</p>
      </header>
      {profile.isError ? (
        <Card>
          <CardContent className="grid justify-items-start gap-3">
            <p role="alert" className="text-sm">
              {t('loadFailed')} <span className="text-muted-foreground">{errorMessage(profile.error, '')}</span>
            </p>
            <Button variant="outline" onClick={() => void profile.refetch()}>
              {t('retry')}
            </Button>
          </CardContent>
        </Card>
      ) : (
        <>
          <PersonalInfoCard user={profile.data.user} />
          <ConnectedAccountsCard user={profile.data.user} />
          {profile.data.user.hasPassword && <ChangePasswordCard email={profile.data.user.email} />}
        </>
      )}
    </div>
  );
}
