import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '@web/components/layout/page-spinner';
import { currentUserQuery } from '@web/features/auth/api/current-user-query';
import { PUBLIC_NAMESPACES } from '@web/features/public/components/namespaces';
import { loadNamespaces } from '@web/lib/i18n';

/**
 * Fetches a screen's code and its translation catalogs side by side. Left to `useTranslation`, the catalogs
 * would only be requested once the screen renders, and React holds a suspended screen back for a further
 * 300 ms after they arrive: the reviews inbox showed its first card 0.3 s later than it had to.
 */
const screen =
  (namespaces: readonly string[], load: () => Promise<ComponentType>): RouteObject['lazy'] =>
  async () => {
    const [Component] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component };
  };

// The spec's app routes match "any path starting with" them, hence the trailing splats.
const appRoute = (path: string, lazy: RouteObject['lazy']): RouteObject[] => [
  { path, lazy },
  { path: `${path}/*`, lazy },
];

const AUTH_NAMESPACES = ['auth', 'validation'];

export const appRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: '/', lazy: screen([...PUBLIC_NAMESPACES, 'landing'], async () => (await import('@web/features/landing/landing-page')).LandingPage) },
      { path: '/login', lazy: screen(AUTH_NAMESPACES, async () => (await import('@web/features/auth/components/login-page')).LoginPage) },
      { path: '/signup', lazy: screen(AUTH_NAMESPACES, async () => (await import('@web/features/auth/components/signup-page')).SignupPage) },
      {
        path: '/forgot-password',
        lazy: screen(AUTH_NAMESPACES, async () => (await import('@web/features/auth/components/forgot-password-page')).ForgotPasswordPage),
      },
      {
        path: '/reset-password',
        lazy: screen(AUTH_NAMESPACES, async () => (await import('@web/features/auth/components/reset-password-page')).ResetPasswordPage),
      },
      { path: '/blog', lazy: screen(PUBLIC_NAMESPACES, async () => (await import('@web/features/public/blog-page')).BlogPage) },
      { path: '/integrations', lazy: screen(PUBLIC_NAMESPACES, async () => (await import('@web/features/public/integrations-page')).IntegrationsPage) },
      { path: '/about', lazy: screen(PUBLIC_NAMESPACES, async () => (await import('@web/features/public/about-page')).AboutPage) },
      {
        lazy: screen(['shell', 'common'], async () => (await import('@web/components/layout/app-shell')).AppShell),
        // Who is signed in is asked while the shell's code loads rather than once it renders: every app
        // screen waits for that answer before it asks for its own data.
        loader: () => {
          void queryClient.prefetchQuery(currentUserQuery);
          return null;
        },
        children: [
          // History is listed before Reviews so that /reviews/history is not taken by the /reviews/* splat.
          ...appRoute('/reviews/history', screen(['history', 'list', 'reasons', 'guardrails', 'topics'], async () => (await import('@web/features/history/components/history-page')).HistoryPage)),
          ...appRoute('/dashboard', screen(['dashboard'], async () => (await import('@web/features/dashboard/components/dashboard-page')).DashboardPage)),
          ...appRoute('/reviews', screen(['reviews', 'list', 'guardrails', 'topics', 'reasons'], async () => (await import('@web/features/reviews/components/reviews-page')).ReviewsPage)),
          ...appRoute('/onboarding', screen(['onboarding'], async () => (await import('@web/features/onboarding/components/onboarding-page')).OnboardingPage)),
          ...appRoute('/settings', screen(['settings'], async () => (await import('@web/features/settings/components/settings-page')).SettingsPage)),
          ...appRoute('/platforms', screen(['platforms'], async () => (await import('@web/features/platforms/components/platforms-page')).PlatformsPage)),
          ...appRoute('/notifications', screen(['notifications'], async () => (await import('@web/features/notifications/components/notifications-page')).NotificationsPage)),
          ...appRoute('/profile', screen(['profile', 'validation'], async () => (await import('@web/features/profile/components/profile-page')).ProfilePage)),
          ...appRoute('/billing', screen(['billing'], async () => (await import('@web/features/billing/components/billing-page')).BillingPage)),
        ],
      },
      { path: '*', lazy: screen(PUBLIC_NAMESPACES, async () => (await import('@web/features/public/not-found-page')).NotFoundPage) },
    ],
  },
];

