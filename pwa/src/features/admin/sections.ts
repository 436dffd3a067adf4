/**
 * The admin area's sections, one entry each, keyed by its page (db/domain/pages: the path;
 * page-meta: the title of the page and of its navigation link): the lowest role that may open it
 * and its screen in the admin chunk. The route table makes the nested routes under /admin from
 * this, and the admin home draws its navigation from it. First-screen code imports it: it holds
 * only what the route table needs, free of zod and screens.
 */
import type { PageKey } from '../../../../db/domain/pages';
import { ROLES } from '../../../../db/domain/roles';

/** Who may open /admin itself, the navigation: the lowest admin role (banners, docs/pwa.md) */
export const ADMIN_HOME_ROLE = ROLES.bannerManager;

interface AdminSectionEntry {
  /** The lowest role that may open it */
  role: number;
  /** Its screen's export in the admin chunk (screens.ts) */
  screen: Exclude<keyof typeof import('./screens'), 'loadTexts'>;
}

export const ADMIN_SECTIONS = {
  adminUsers: { role: ROLES.admin, screen: 'UsersScreen' },
} as const satisfies Partial<Record<PageKey, AdminSectionEntry>>;

export type AdminSection = keyof typeof ADMIN_SECTIONS;
