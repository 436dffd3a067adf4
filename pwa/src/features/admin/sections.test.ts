import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { screenRoutes } from '../../app/routes';
import { matchPage, PAGE_PATHS } from '#domain/pages/pages';
import { ROLES } from '#domain/vocabulary/roles';
import type { RouteMeta } from '../../lib/route-meta';
import { ADMIN_HOME_ROLE } from './access';
import { ADMIN_SECTIONS, adminPath, adminSection, sectionsFor } from './sections';
import adminEt from './texts/et';

const allRoutes = (routes: RouteObject[]): RouteObject[] =>
  routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
const metaAt = (path: string) =>
  (
    allRoutes(screenRoutes).find((route) => route.path === path)?.handle as
      { meta: RouteMeta } | undefined
  )?.meta;

describe('admin sections', () => {
  it('open /admin and every section route only for the lowest admin role and up', () => {
    expect(ADMIN_HOME_ROLE).toBe(ROLES.bannerManager);
    for (const path of [PAGE_PATHS.admin, PAGE_PATHS.adminSection]) {
      expect(metaAt(path)).toMatchObject({ auth: true, role: ADMIN_HOME_ROLE });
    }
    const lowest = Math.min(...Object.values(ADMIN_SECTIONS).map((s) => s.role));
    expect(lowest).toBeGreaterThanOrEqual(ADMIN_HOME_ROLE);
  });

  it('are reached at /admin/<key>, which the server answers as the admin page', () => {
    for (const key of Object.keys(ADMIN_SECTIONS)) {
      const section = adminSection(key)!;
      expect(matchPage(adminPath(section))).toEqual({
        key: 'adminSection',
        params: { section: key },
      });
      expect(adminEt.sections[section].title, key).toBeTruthy();
    }
    expect(adminSection('toString')).toBeNull();
    expect(adminSection('tundmatu')).toBeNull();
  });

  it('show a role only the sections it may open', () => {
    expect(sectionsFor(ROLES.user)).toEqual([]);
    expect(sectionsFor(ROLES.admin)).toEqual(Object.keys(ADMIN_SECTIONS));
    for (const key of sectionsFor(ROLES.bannerManager)) {
      expect(ADMIN_SECTIONS[key].role).toBe(ROLES.bannerManager);
    }
  });
});
