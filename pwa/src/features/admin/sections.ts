/**
 * The admin area's sections, one entry each: its path, the lowest role that may open it, its
 * title (the page's and the navigation link's, db/domain/page-meta) and its screen in the admin
 * chunk. The route table makes the nested routes under /admin from this, and the admin home
 * draws its navigation from it. First-screen code imports it: it stays free of zod and screens.
 */
import { pageTitle } from '../../../../db/domain/page-meta';
import type { TitleKey } from '../../../../db/domain/page-titles';
import { PAGE_PATHS } from '../../../../db/domain/pages';
import { ROLES } from '../../../../db/domain/roles';

/** Who may open /admin itself, the navigation: the lowest admin role (banners, docs/pwa.md) */
export const ADMIN_HOME_ROLE = ROLES.bannerManager;

interface AdminSectionEntry {
  path: string;
  /** The lowest role that may open it */
  role: number;
  title: TitleKey;
  /** Its screen's export in the admin chunk (screens.ts) */
  screen: Exclude<keyof typeof import('./screens'), 'loadTexts'>;
}

export const ADMIN_SECTIONS = {
  users: {
    path: PAGE_PATHS.adminUsers,
    role: ROLES.admin,
    title: pageTitle('adminUsers'),
    screen: 'UsersScreen',
  },
} as const satisfies Record<string, AdminSectionEntry>;

export type AdminSection = keyof typeof ADMIN_SECTIONS;
