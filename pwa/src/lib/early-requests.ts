/**
 * A page's first data, asked for with the document: the app matches the URL against the route
 * table before React, the router or the screen's chunk have loaded, and calls the route's
 * `handle.early` (routes.tsx), which starts its GET requests here. The screen's query then takes
 * the answer (early-answers.ts) instead of asking again.
 * By plain fetch (lib/get-json.ts; the service worker's caching applies as to any request); on
 * any failure the query makes its own request, so errors look exactly as without this.
 */
import { type Params, type RouteObject, matchRoutes } from 'react-router-dom';
import { type GetRequest, requestEarly } from './early-answers';
import type { Language } from './i18n';
import type { RouteMeta } from './route-meta';

/** What a route's `handle.early` gets: the matched URL and the language to ask in. */
export interface EarlyContext {
  params: Params;
  search: URLSearchParams;
  meta: RouteMeta | undefined;
  language: Language;
  request: (request: GetRequest) => void;
}

export type EarlyRequests = (context: EarlyContext) => void;

interface EarlyHandle {
  meta?: RouteMeta;
  early?: EarlyRequests;
}

/** Starts the early requests of the deepest matched route that has any. */
export function startEarlyRequests(
  routes: RouteObject[],
  location: { pathname: string; search: string },
  language: Language,
): void {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const { route, params } = matches[i]!;
    const handle = route.handle as EarlyHandle | undefined;
    if (!handle?.early) continue;
    handle.early({
      params,
      search: new URLSearchParams(location.search),
      meta: handle.meta,
      language,
      request: (request) => requestEarly(request, language),
    });
    return;
  }
}
