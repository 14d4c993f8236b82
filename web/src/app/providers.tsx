import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { PageSpinner } from '@web/components/layout/page-spinner';
import { ToasterOnFirstToast } from '@web/components/ui/toaster-on-first-toast';
import { createQueryClient } from '@web/lib/query-client';
import { appRoutes } from './routes';

// Created as the module loads, so the first screen's code, catalogs and data are fetched while i18n starts up.
const queryClient = createQueryClient();
const router = createBrowserRouter(appRoutes(queryClient));

export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageSpinner />}>
        <RouterProvider router={router} />
      </Suspense>
      <ToasterOnFirstToast />
    </QueryClientProvider>
  );
}
