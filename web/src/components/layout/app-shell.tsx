import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { SidebarInset, SidebarProvider } from '@web/components/ui/sidebar';
import { TooltipProvider } from '@web/components/ui/tooltip';
import { useLogout } from '@web/features/auth/api/auth-mutations';
import { useCurrentUser } from '@web/features/auth/api/current-user';
import { TourProvider } from '@web/features/assistant/tours/tour-provider';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { PageSpinner } from './page-spinner';

// Luna comes after the screen: its code and catalogs never hold the first view back.
const LunaWidget = lazy(async () => ({ default: (await import('@web/features/assistant/luna/luna-widget')).LunaWidget }));

/** Layout of every app route: needs a session (else /login), then sidebar, header and a scrollable main area. */
export function AppShell() {
  const { t } = useTranslation('shell');
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  // While logging out the user becomes null: go to '/' as the spec says, not to /login.
  const [loggingOut, setLoggingOut] = useState(false);
  // <Navigate> navigates again whenever its `state` changes identity; a fresh object on every render would loop
  // while the lazily loaded login screen is still arriving.
  const from = location.pathname + location.search;
  const redirectState = useMemo(() => ({ from }), [from]);

  const onLogOut = async () => {
    setLoggingOut(true);
    try {
      await logout.mutateAsync();
    } catch {
      // The local session is forgotten either way (useLogout's onSettled); the server cookie expires on its own.
    }
    await navigate('/', { viewTransition: true });
  };

  if (isLoading || (loggingOut && !user)) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace state={redirectState} />;

  return (
    <TooltipProvider>
      <TourProvider>
        <SidebarProvider className="h-svh overflow-hidden">
          <a
            href="#main-content"
            className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            {t('skipToContent')}
          </a>
          <AppSidebar onLogOut={() => void onLogOut()} loggingOut={loggingOut} />
          <SidebarInset className="min-h-0 overflow-hidden">
            <AppHeader />
            <div id="main-content" tabIndex={-1} className="min-h-0 flex-1 overflow-y-auto outline-none">
              {/* The bottom padding keeps the end of every screen clear of Luna's avatar. */}
              <div className="mx-auto w-full max-w-6xl p-4 pb-24 md:p-6 md:pb-24 lg:p-8 lg:pb-24">
                {/* A screen waiting for its code or translations shows a spinner here, keeping the shell in place. */}
                <Suspense fallback={<PageSpinner />}>
                  <Outlet />
                </Suspense>
              </div>
            </div>
          </SidebarInset>
          <Suspense fallback={null}>
            <LunaWidget />
          </Suspense>
        </SidebarProvider>
      </TourProvider>
    </TooltipProvider>
  );
}
