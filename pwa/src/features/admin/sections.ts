/**
 * The admin area's sections, one entry each: its path, the lowest role that may open it, its
 * title (the page's and the navigation link's, db/domain/page-meta) and its screen in the admin
 * chunk. The route table makes the nested routes under /admin from this, and the admin home
 * draws its navigation from it. First-screen code imports it: it stays free of zod and screens.
 */
import type { ComponentType } from 'react';
import { PAGE_TITLE, type TitleKey } from '../../../../db/domain/page-meta';
import { PAGE_PATHS } from '../../../../db/domain/pages';
import { ROLE } from '../../lib/guard';

type AdminChunk = typeof import('./screens');

interface AdminSectionEntry {
  path: string;
  role: number;
  title: TitleKey;
  screen: (chunk: AdminChunk) => ComponentType;
}

/** Who may open /admin itself: the lowest admin role (banners, spec §6) */
export const ADMIN_HOME_ROLE = ROLE.bannerManager;

export const ADMIN_SECTIONS = {
  users: {
    path: PAGE_PATHS.adminUsers,
    role: ROLE.admin,
    title: PAGE_TITLE.adminUsers,
    screen: (m) => m.UsersScreen,
  },
} as const satisfies Record<string, AdminSectionEntry>;

export type AdminSection = keyof typeof ADMIN_SECTIONS;
