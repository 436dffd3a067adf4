/** The admin area's sections and the role each needs (their routes' meta says the same). */
import { ROLES } from '../../../../db/domain/roles';
// the path as a checked literal: importing PAGE_PATHS here splits the first screen's chunks
import type { PAGE_PATHS } from '../../../../db/domain/pages';

export const ADMIN_SECTIONS = {
  users: { path: '/admin/kasutajad' satisfies typeof PAGE_PATHS.adminUsers, role: ROLES.admin },
} as const;

export type AdminSection = keyof typeof ADMIN_SECTIONS;
