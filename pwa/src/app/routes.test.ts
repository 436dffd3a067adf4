import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageTitle } from '#domain/pages/page-meta';
import { PAGE_PATHS, type PageKey } from '#domain/pages/pages';
import type { RouteMeta } from '../lib/route-meta';
import { screenRoutes } from './routes';

const allRoutes = (routes: RouteObject[]): RouteObject[] =>
  routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
const metaOf = (route: RouteObject | undefined) =>
  (route?.handle as { meta: RouteMeta } | undefined)?.meta;

describe('the route table', () => {
  it('has one route for every page, titled as the server titles it', () => {
    const routes = allRoutes(screenRoutes);
    for (const [key, path] of Object.entries(PAGE_PATHS) as [PageKey, string][]) {
      const matching = routes.filter((route) => route.path === path);
      expect(matching, key).toHaveLength(1);
      expect(metaOf(matching[0])?.title, key).toBe(pageTitle(key));
    }
  });

  it('nests the admin sections under the admin layout route', () => {
    const admin = screenRoutes.find((route) => route.path === PAGE_PATHS.admin);
    const nested = (admin?.children ?? []).map((route) => route.path);
    expect(nested).toEqual([PAGE_PATHS.adminSection]);
  });
});
