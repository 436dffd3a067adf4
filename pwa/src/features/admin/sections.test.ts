import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { screenRoutes } from '../../app/routes';
import { PAGE_PATHS } from '../../../../db/domain/pages';
import { ROLES } from '../../../../db/domain/roles';
import type { RouteMeta } from '../../lib/route-meta';
import { ADMIN_SECTIONS, type AdminSection } from './sections';

// the admin sections are nested under /admin
const allRoutes = (routes: RouteObject[]): RouteObject[] =>
  routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
const metaAt = (path: string) =>
  (
    allRoutes(screenRoutes).find((route) => route.path === path)?.handle as
      { meta: RouteMeta } | undefined
  )?.meta;

describe('admin sections', () => {
  it('list the role that their routes require', () => {
    for (const [key, section] of Object.entries(ADMIN_SECTIONS)) {
      expect(metaAt(PAGE_PATHS[key as AdminSection])).toMatchObject({
        auth: true,
        role: section.role,
      });
    }
  });

  it('open /admin itself for the lowest admin role (banners)', () => {
    expect(metaAt('/admin')).toMatchObject({ auth: true, role: ROLES.bannerManager });
    const lowest = Math.min(...Object.values(ADMIN_SECTIONS).map((s) => s.role));
    expect(lowest).toBeGreaterThanOrEqual(ROLES.bannerManager);
  });
});
