import type { ComponentType } from 'react';
import { type RouteObject, redirect } from 'react-router-dom';
import { guardRedirect } from '../lib/guard';
import { type RouteMeta, routeMeta } from '../lib/route-meta';
import { userStore } from '../lib/session';

type ScreenLoader = () => Promise<{ Component: ComponentType }>;

/**
 * A lazy screen behind the route guard (docs/pwa.md), built from its route meta. The loader checks
 * the stored user first and only then imports the screen: react-router starts a route's
 * `lazy` import alongside its loader, so with `lazy` a visitor sent to /login or /401 would
 * still download the chunk. Navigation waits for the loader, so nothing flashes either.
 */
export function guarded(
  load: ScreenLoader,
  meta: Partial<RouteMeta>,
): Pick<RouteObject, 'handle' | 'loader' | 'Component'> {
  const handle = routeMeta(meta);
  let Screen: ComponentType | null = null;
  return {
    handle,
    loader: async ({ request }) => {
      const url = new URL(request.url);
      const to = guardRedirect(
        handle.meta,
        userStore.get()?.user ?? null,
        url.pathname + url.search,
      );
      if (to) throw redirect(to);
      Screen ??= (await load()).Component;
      return null;
    },
    Component: function GuardedScreen() {
      return Screen ? <Screen /> : null;
    },
  };
}
