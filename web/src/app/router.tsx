import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '@web/components/layout/page-spinner';
import type { PlaceholderScreen } from '@web/features/placeholders/coming-soon-page';

/** Screens of later issues: the route works end to end and says what is coming. */
const comingSoon = (screen: PlaceholderScreen): RouteObject['lazy'] => async () => {
  const { ComingSoonPage } = await import('@web/features/placeholders/coming-soon-page');
  return { element: <ComingSoonPage screen={screen} /> };
};

// The spec's app routes match "any path starting with" them, hence the trailing splats.
const appRoute = (path: string, lazy: RouteObject['lazy']): RouteObject[] => [
  { path, lazy },
  { path: `${path}/*`, lazy },
];

export const routes: RouteObject[] = [
  {
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: '/', lazy: async () => ({ Component: (await import('@web/features/landing/landing-page')).LandingPage }) },
      { path: '/login', lazy: async () => ({ Component: (await import('@web/features/auth/components/login-page')).LoginPage }) },
      { path: '/signup', lazy: async () => ({ Component: (await import('@web/features/auth/components/signup-page')).SignupPage }) },
      {
        path: '/forgot-password',
        lazy: async () => ({ Component: (await import('@web/features/auth/components/forgot-password-page')).ForgotPasswordPage }),
      },
      {
        path: '/reset-password',
        lazy: async () => ({ Component: (await import('@web/features/auth/components/reset-password-page')).ResetPasswordPage }),
      },
      { path: '/blog', lazy: async () => ({ Component: (await import('@web/features/public/blog-page')).BlogPage }) },
      { path: '/integrations', lazy: async () => ({ Component: (await import('@web/features/public/integrations-page')).IntegrationsPage }) },
      { path: '/about', lazy: async () => ({ Component: (await import('@web/features/public/about-page')).AboutPage }) },
      {
        lazy: async () => ({ Component: (await import('@web/components/layout/app-shell')).AppShell }),
        children: [
          // History is listed before Reviews so that /reviews/history is not taken by the /reviews/* splat.
          ...appRoute('/reviews/history', async () => ({ Component: (await import('@web/features/history/components/history-page')).HistoryPage })),
          ...appRoute('/dashboard', async () => ({ Component: (await import('@web/features/dashboard/components/dashboard-page')).DashboardPage })),
          ...appRoute('/reviews', async () => ({ Component: (await import('@web/features/reviews/components/reviews-page')).ReviewsPage })),
          ...appRoute('/onboarding', async () => ({ Component: (await import('@web/features/onboarding/components/onboarding-page')).OnboardingPage })),
          ...appRoute('/settings', comingSoon('settings')),
          ...appRoute('/platforms', async () => ({ Component: (await import('@web/features/platforms/components/platforms-page')).PlatformsPage })),
          ...appRoute('/notifications', comingSoon('notifications')),
          ...appRoute('/profile', async () => ({ Component: (await import('@web/features/profile/components/profile-page')).ProfilePage })),
          ...appRoute('/billing', async () => ({ Component: (await import('@web/features/billing/components/billing-page')).BillingPage })),
        ],
      },
      { path: '*', lazy: async () => ({ Component: (await import('@web/features/public/not-found-page')).NotFoundPage }) },
    ],
  },
];

export const router = createBrowserRouter(routes);
