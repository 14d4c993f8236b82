import i18next from 'i18next';
import type { RouteObject } from 'react-router';
import { initI18n } from '@web/lib/i18n';
import { routes } from './routes';

function routeAt(path: string, list: RouteObject[] = routes): RouteObject | undefined {
  for (const route of list) {
    if (route.path === path) return route;
    const child = routeAt(path, route.children ?? []);
    if (child) return child;
  }
  return undefined;
}

describe('app routes', () => {
  it("fetch a screen's catalogs with its code, even when the router asks before i18n is set up", async () => {
    const lazy = routeAt('/reviews')?.lazy;
    if (typeof lazy !== 'function') throw new Error('/reviews should load lazily');

    // The router resolves the first screen as its module loads, before main.tsx has run initI18n.
    const loading = lazy();
    await initI18n('da');
    const { Component } = await loading;

    expect(Component).toBeTypeOf('function');
    expect(i18next.hasResourceBundle('da', 'reviews')).toBe(true);
    expect(i18next.getFixedT('da', 'reviews')('empty.noPendingTitle')).toBe('Ingen afventende anmeldelser');
  });
});
