/**
 * The admin area (mounted at /api/admin): one router per section, all behind one role check
 * (admin, role 10). The check is mounted per section, so an unknown admin path stays a 404.
 */
import { ROLES } from '../../../../db/domain/roles';
import type { AppDeps } from '../../context';
import { createRouter } from '../../lib/router';
import { createAuth } from '../../middleware/auth';
import type { Stores } from '../../stores';
import { adminArticleRoutes } from './articles';
import { adminClaimRoutes } from './claims';
import { adminUserRoutes } from './users';

/** The sections' base paths under /api/admin */
const SECTIONS = ['/users', '/claims', '/articles'] as const;

export function adminRoutes(deps: AppDeps, stores: Stores) {
  const { requireRole } = createAuth(stores.users, deps.now);
  const admin = createRouter();
  const adminOnly = requireRole(ROLES.admin);
  // `/users/*` covers `/users` itself too
  for (const section of SECTIONS) admin.use(`${section}/*`, adminOnly);
  return admin
    .route('/users', adminUserRoutes(deps, stores))
    .route('/claims', adminClaimRoutes(deps, stores))
    .route('/articles', adminArticleRoutes(deps, stores));
}
