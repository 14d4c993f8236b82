/**
 * Test helpers for component tests: real English texts, a fresh query client, an in-memory router
 * and a Toaster, plus a small fetch mock for the API.
 *
 *   const api = mockApi({ 'POST /api/auth/login': { status: 200, body: { user } } });
 *   const { router } = renderWithProviders(<LoginPage />, { path: '/login' });
 *   await user.click(screen.getByRole('button', { name: 'Log In' }));
 *   expect(router.state.location.pathname).toBe('/dashboard');
 *   expect(api.calls('POST /api/auth/login')[0]?.body).toEqual({ … });
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, type RenderResult } from '@testing-library/react';
import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { afterEach, vi } from 'vitest';
import type { TUser } from '@common/schemas/auth';
import { Toaster } from '@web/components/ui/toaster';
import { TooltipProvider } from '@web/components/ui/tooltip';
import { resetToasts } from '@web/components/ui/use-toast';
import { createQueryClient } from '@web/lib/query-client';

// jsdom lacks ResizeObserver, which Radix primitives (checkbox, tooltip, popper) use to measure.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

const englishCatalogs = import.meta.glob<ResourceKey>('../../../common/i18n/locales/en/*.json', {
  eager: true,
  import: 'default',
});

/** Every English namespace, keyed by namespace name ('auth', 'common', …). */
export const englishResources: Record<string, ResourceKey> = Object.fromEntries(
  Object.entries(englishCatalogs).map(([file, catalog]) => [file.replace(/^.*\/([^/]+)\.json$/, '$1'), catalog]),
);

/**
 * A new i18next instance, initialised synchronously with the English catalogs of all namespaces.
 * `language` only sets `i18n.language` (texts stay English through the fallback), for code that reads it.
 */
export function createTestI18n(language = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: englishResources },
    ns: Object.keys(englishResources),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** Rendered at every path other than the component's own, so tests can see where navigation went. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export type RenderOptions = {
  /** The URL the component is shown at, query string included (default '/'). */
  path?: string;
  /** The route pattern that renders the component (default: the path without its query). */
  routePath?: string;
  /** More routes, e.g. a real target screen; every other path renders a location probe. */
  routes?: RouteObject[];
  /** History state of the initial entry, e.g. `{ from: '/billing' }` as the app shell passes to /login. */
  state?: unknown;
  /** The value of `i18n.language` (texts stay English). */
  language?: string;
  queryClient?: QueryClient;
};

function splitPath(path: string) {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export type RenderWithProvidersResult = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
  i18n: I18n;
};

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderWithProvidersResult {
  const path = options.path ?? '/';
  const routePath = options.routePath ?? (path.split(/[?#]/)[0] || '/');
  const queryClient = options.queryClient ?? createQueryClient();
  const i18n = createTestI18n(options.language);
  const router = createMemoryRouter(
    [{ path: routePath, element: ui }, ...(options.routes ?? []), { path: '*', element: <LocationProbe /> }],
    { initialEntries: [options.state === undefined ? path : { ...splitPath(path), state: options.state }] },
  );
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TooltipProvider delayDuration={0}>
          <RouterProvider router={router} />
          <Toaster />
        </TooltipProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return Object.assign(result, { router, queryClient, i18n });
}

/** The path (with query) the router is at when the component navigated away, once it has. */
export async function findLocation() {
  return (await screen.findByTestId('location')).textContent;
}

afterEach(() => {
  // Unmount first, so forgetting the toasts does not update a mounted Toaster outside act().
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

// ---------------------------------------------------------------------------------------------------
// API mock

/** `headers` add to the JSON content type, e.g. a list's `x-total-count`. */
export type MockResponse = { status?: number; body?: unknown; headers?: Record<string, string>; delayMs?: number };
export type MockHandler = MockResponse | ((request: { url: string; method: string; body: unknown }) => MockResponse);
export type RecordedCall = { method: string; url: string; body: unknown };

/**
 * Replaces global fetch for this test with answers keyed by "METHOD /path" (query string ignored).
 * An unlisted call answers 404 `{ message: 'Not mocked: …' }`, so a missing mock shows up in the UI.
 */
export function mockApi(handlers: Record<string, MockHandler>) {
  const recorded: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const rawBody = init?.body;
    const body: unknown = typeof rawBody === 'string' && rawBody ? JSON.parse(rawBody) : undefined;
    recorded.push({ method, url, body });
    const key = `${method} ${url.split('?')[0]}`;
    const handler = handlers[key];
    const answer: MockResponse = !handler
      ? { status: 404, body: { message: `Not mocked: ${key}` } }
      : typeof handler === 'function'
        ? handler({ url, method, body })
        : handler;
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { ...(answer.body === undefined ? {} : { 'content-type': 'application/json' }), ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    /** Every call made so far, or only those matching "METHOD /path". */
    calls: (key?: string) =>
      key === undefined ? recorded : recorded.filter((call) => `${call.method} ${call.url.split('?')[0]}` === key),
  };
}

/** A user as GET /api/auth/me answers it, with overrides. */
export function testUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'anna@example.com',
    fullName: 'Anna Jensen',
    phone: null,
    subscriptionPlan: 'free',
    subscriptionStatus: 'active',
    hasPassword: true,
    ...overrides,
  };
}
