/**
 * The admin area (mounted at /api/admin): one router per section, each behind the one role check
 * of this file: the lowest role a section admits (admin, role 10, for all but the banners, which
 * the banner manager, role 5, may run too). The check is mounted per section, so an unknown admin
 * path stays a 404. A section's writes record who did what in the audit log (stores/audit.ts),
 * in the transaction of the change; `auditActor(c)` (./actor.ts) names the signed-in admin.
 */
import { ROLES } from '#domain/vocabulary/roles';
import type { AppDeps } from '../../context';
import { createRouter } from '../../lib/router';
import { createAuth } from '../../middleware/auth';
import type { Stores } from '../../stores';
import { adminAlertRoutes } from './alerts';
import { adminArticleRoutes } from './articles';
import { adminBannerRoutes } from './banners';
import { adminClaimRoutes } from './claims';
import { adminStatsCsvRoutes, adminStatsRoutes } from './stats';
import { adminAuditRoutes } from './audit';
import { adminNoticeRoutes } from './notices';
import { adminOrderRoutes } from './orders';
import { adminModerationRoutes } from './moderation';
import { adminCompanyRoutes } from './companies';
import { adminServiceRoutes } from './services';
import { adminGalleryRoutes } from './gallery';
import { adminPoemRoutes } from './poems';
import { adminUserRoutes } from './users';

/** The sections' base paths under /api/admin with the lowest role each admits */
const SECTION_ROLES = {
  '/users': ROLES.admin,
  '/claims': ROLES.admin,
  '/articles': ROLES.admin,
  // `/stats/*` does not cover `/stats.csv`
  '/stats': ROLES.admin,
  '/stats.csv': ROLES.admin,
  '/banners': ROLES.bannerManager,
  '/notices': ROLES.admin,
  '/audit': ROLES.admin,
  '/alerts': ROLES.admin,
  '/orders': ROLES.admin,
  '/moderation': ROLES.admin,
  '/services': ROLES.admin,
  '/companies': ROLES.admin,
  '/gallery': ROLES.admin,
  '/poems': ROLES.admin,
} as const satisfies Record<`/${string}`, number>;

export function adminRoutes(deps: AppDeps, stores: Stores) {
  const { requireRole } = createAuth(stores.users, deps.now);
  const admin = createRouter();
  // `/users/*` covers `/users` itself too
  for (const [section, role] of Object.entries(SECTION_ROLES)) {
    admin.use(`${section}/*`, requireRole(role));
  }
  return admin
    .route('/users', adminUserRoutes(deps, stores))
    .route('/claims', adminClaimRoutes(deps, stores))
    .route('/articles', adminArticleRoutes(deps, stores))
    .route('/stats', adminStatsRoutes(deps, stores))
    .route('/stats.csv', adminStatsCsvRoutes(deps, stores))
    .route('/banners', adminBannerRoutes(deps, stores))
    .route('/notices', adminNoticeRoutes(deps, stores))
    .route('/audit', adminAuditRoutes(stores))
    .route('/alerts', adminAlertRoutes(deps, stores))
    .route('/orders', adminOrderRoutes(deps, stores))
    .route('/moderation', adminModerationRoutes(deps, stores))
    .route('/services', adminServiceRoutes(deps, stores))
    .route('/companies', adminCompanyRoutes(deps, stores))
    .route('/gallery', adminGalleryRoutes(deps, stores))
    .route('/poems', adminPoemRoutes(deps, stores));
}
