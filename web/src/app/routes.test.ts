import i18next from 'i18next';
import type { RouteObject } from 'react-router';
import { CURRENT_USER_KEY } from '@web/features/auth/api/current-user-query';
import { initI18n } from '@web/lib/i18n';
import { createQueryClient } from '@web/lib/query-client';
import { appRoutes } from './routes';

function findRoute(list: RouteObject[], test: (route: RouteObject) => boolean): RouteObject | undefined {
  for (const route of list) {
    if (test(route)) return route;
    const child = findRoute(route.children ?? [], test);
    if (child) return child;
  }
  return undefined;
}

describe('app routes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fetch a screen's catalogs with its code, even when the router asks before i18n is set up", async () => {
    const lazy = findRoute(appRoutes(createQueryClient()), (route) => route.path === '/reviews')?.lazy;
    if (typeof lazy !== 'function') throw new Error('/reviews should load lazily');

    // The router resolves the first screen as its module loads, before main.tsx has run initI18n.
    const loading = lazy();
    await initI18n('da');
    const { Component } = await loading;

    expect(Component).toBeTypeOf('function');
    expect(i18next.hasResourceBundle('da', 'reviews')).toBe(true);
    expect(i18next.getFixedT('da', 'reviews')('empty.noPendingTitle')).toBe('Ingen afventende anmeldelser');
  });

  it('ask who is signed in while the app shell is still loading, without waiting for the answer', async () => {
    const me = { user: { id: 'u1', email: 'owner@cafe.dk' } };
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    const shell = findRoute(appRoutes(queryClient), (route) => (route.children ?? []).some((child) => child.path === '/reviews'));
    if (typeof shell?.loader !== 'function') throw new Error('the app shell should have a loader');

    expect(await shell.loader({} as never, undefined)).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/me', expect.objectContaining({ method: 'GET', credentials: 'include' }));

    answer(Response.json(me));
    await vi.waitFor(() => expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(me));
  });
});
