import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '@web/components/layout/page-spinner';

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
          ...appRoute('/settings', async () => ({ Component: (await import('@web/features/settings/components/settings-page')).SettingsPage })),
          ...appRoute('/platforms', async () => ({ Component: (await import('@web/features/platforms/components/platforms-page')).PlatformsPage })),
          ...appRoute('/notifications', async () => ({
            Component: (await import('@web/features/notifications/components/notifications-page')).NotificationsPage,
          })),
          ...appRoute('/profile', async () => ({ Component: (await import('@web/features/profile/components/profile-page')).ProfilePage })),
          ...appRoute('/billing', async () => ({ Component: (await import('@web/features/billing/components/billing-page')).BillingPage })),
        ],
      },
      { path: '*', lazy: async () => ({ Component: (await import('@web/features/public/not-found-page')).NotFoundPage }) },
    ],
  },
];

export const router = createBrowserRouter(routes);
