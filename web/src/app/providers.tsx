import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { PageSpinner } from '@web/components/layout/page-spinner';
import { createQueryClient } from '@web/lib/query-client';
import { appRoutes } from './routes';

// Created as the module loads, so the first screen's code, catalogs and data are fetched while i18n starts up.
const queryClient = createQueryClient();
const router = createBrowserRouter(appRoutes(queryClient));

// Radix Toast is not needed for the first paint: loading it later keeps the landing page within budget.
const Toaster = lazy(async () => ({ default: (await import('@web/components/ui/toaster')).Toaster }));

export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageSpinner />}>
        <RouterProvider router={router} />
      </Suspense>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
