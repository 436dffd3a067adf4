/**
 * The app's stores (its SQL, by area), built once per app from its parts and handed to every
 * router as one object. A store takes plain values, never the Hono context; it returns outcomes
 * or throws a DomainError, which app.onError turns into the error shape.
 *
 * Where a store lives: beside the resource that owns its tables (`routes/<resource>/store.ts`:
 * users and sessions under auth, orders under orders, prices under pricing), where other routes
 * and the services may import it. Only a store that belongs to no one resource lives in this
 * folder: the throttle (attempt and mail limits for auth, uploads and every form that sends mail),
 * the audit log and the dashboard's figures (stats: they read every area's tables).
 */
import type { Database } from '#db/client';
import type { AppDeps } from '../context';
import { createBackgroundStore } from '../routes/backgrounds/store';
import { createCompanySearch } from '../routes/companies/search';
import { createCompanyStore } from '../routes/companies/store';
import { createCountyStore } from '../routes/counties/store';
import { createInteractions } from '../routes/notices/interactions';
import { createNoticeEditing } from '../routes/notices/editing-flows';
import { createNoticeHiding } from '../routes/notices/hiding';
import { createNoticeQueries } from '../routes/notices/queries';
import { createPlaceStore } from '../routes/places/store';
import { createPoemStore } from '../routes/poems/store';
import { createPricingStore } from '../routes/pricing/store';
import { createPushStore } from '../routes/push/store';
import { createServiceStore } from '../routes/services/store';
import { createNoticeAccess } from '../routes/notices/access';
import { createImageStore } from '../routes/uploads/store';
import { createPayments } from '../services/payments';
import { createSocialStore } from '../routes/social/store';
import { createReviewStore } from '../routes/companies/reviews-store';
import { createClaimStore } from '../routes/companies/claims-store';
import { createCompanyWrite, createOwnCompanyStore } from '../routes/account/company-store';
import { createCompanyAdminStore } from '../routes/companies/admin-store';
import {
  createRequestReads,
  createRequestStore,
  createRequestSweepStore,
} from '../routes/requests/store';
import { createPushJobStore } from '../routes/push/jobs-store';
import { createRequestAlerts } from '../routes/requests/alerts';
import { createProviderStore } from '../routes/provider/store';
import { createSearchIndex } from '../routes/search/store';
import { createArticleStore } from '../routes/articles/store';
import { createArticleAdminStore } from '../routes/articles/admin-store';
import { createPlannerStore } from '../routes/planner/store';
import { createHelpStore } from '../routes/help/store';
import { createBannerStore } from '../routes/banners/store';
import { createModerationStore } from '../routes/moderation/store';
import { createAlertStore } from './alerts';
import { createAuditLog } from './audit';
import { createHealthStore } from './health';
import { createStatsStore } from './stats';
import { createAdminOrderStore } from '../routes/orders/admin-store';
import { createPaymentStore } from '../routes/orders/store';
import { portOf } from './port';
import { createThrottle } from './throttle';
import { createDiscoveryStore } from '../discovery/store';
import { createUserStore } from '../routes/auth/store';
import { createAuthStore } from '../routes/auth/auth-store';
import { createContactStore } from '../routes/contact/store';
import { isPostgres } from '#db/pg/client';
import { createPgStores } from './pg';

/** The app's stores on its database: the embedded SQLite file, or PostgreSQL (DATABASE_URL) */
export function createStores(deps: AppDeps): Stores {
  return isPostgres(deps.database)
    ? createPgStores({ ...deps, database: deps.database })
    : createSqliteStores({ ...deps, database: deps.database });
}

/** The SQLite adapters: each store's synchronous code behind its port */
function createSqliteStores(deps: AppDeps & { database: Database }) {
  const { sqlite } = deps.database;
  const pricing = portOf(createPricingStore(deps.database));
  const audit = createAuditLog(sqlite);
  const users = createUserStore(deps.database);
  const throttle = createThrottle(sqlite, deps.secret, deps.mailLimits);
  const counties = createCountyStore(deps.database);
  const companies = createCompanyStore(sqlite);
  const requestReads = createRequestReads(sqlite);
  const search = createSearchIndex(sqlite);
  const reviews = createReviewStore(deps.database);
  const writeCompany = createCompanyWrite(deps.database);
  const services = createServiceStore(sqlite, audit);
  const claims = createClaimStore(deps.database, { audit, throttle, mail: deps.mail });
  return {
    /** The health check's query */
    health: portOf(createHealthStore(sqlite)),
    /** The admin area's append-only audit log (stores record inside their transactions) */
    audit: portOf(audit),
    /** The open admin alerts and marking them seen (audited) */
    alerts: portOf(createAlertStore(sqlite)),
    counties: portOf(counties),
    /** Hot reads of notices (list, card): raw SQL, prepared once */
    notices: portOf(createNoticeQueries(sqlite, counties)),
    /** Candles and replies (hot writes) */
    interactions: portOf(createInteractions(sqlite)),
    noticeEditing: portOf(createNoticeEditing(deps.database, { throttle, mail: deps.mail })),
    /** The admin's notice search, hiding and unhiding (with audit entries) */
    noticeHiding: portOf(createNoticeHiding(sqlite, audit)),
    /** Who may edit a notice: its edit token or its owner's session */
    noticeAccess: portOf(createNoticeAccess(deps.database, users, deps.now)),
    /** Accounts and sessions: the session lookup of every signed-in request, profiles, admin */
    users: portOf(users),
    /** Signing up, signing in and password resets (with their throttles and the reset mail) */
    auth: portOf(createAuthStore(sqlite, throttle, deps.mail)),
    /** The contact form's messages (queued with their mail allowance) */
    contact: portOf(createContactStore(sqlite, throttle, deps.mail)),
    /** Attempt limits and allowances (per visitor, address, e-mail), the forms' mail allowance */
    throttle: portOf(throttle),
    /** Uploads' rows (their bytes are in deps.blobs), unattached ones for the sweeper */
    images: portOf(createImageStore(deps.database)),
    pricing,
    /** The poem bank: the usable poems, the admin's list and changes */
    poems: portOf(createPoemStore(deps.database)),
    /** The background gallery: the wizard's list, the admin's changes */
    backgrounds: portOf(createBackgroundStore(deps.database)),
    places: portOf(createPlaceStore(deps.database)),
    /** The payment flow: its order store's port, checkout, confirmation and refunds */
    payments: createPayments(deps, portOf(createPaymentStore(deps.database)), pricing),
    /** The admin's order list and order page (refunds, PayPal's events, the notice), its writes */
    adminOrders: portOf(createAdminOrderStore(sqlite, deps.mail)),
    /** Reviewers' social sign-ins: states, hand-off codes, reviewer sessions */
    social: portOf(createSocialStore(deps.database)),
    push: portOf(createPushStore(deps.database)),
    /** The directory's companies: a company's page, the prices derived from its price list */
    companies: portOf(companies),
    /** The directory's search: filters, distance (R*Tree), open now; prepared once per shape */
    companySearch: portOf(createCompanySearch(sqlite, services)),
    /** The directory's service categories */
    services: portOf(services),
    /** Company reviews, the rating kept on the company */
    reviews: portOf(reviews),
    /** Reports, the moderation queue and its decisions, families' review of replies */
    moderation: portOf(createModerationStore(sqlite, audit)),
    /** Claims of company pages (mailed link or admin) */
    claims: portOf(claims),
    /** The owner's edit of their own company page */
    ownCompany: portOf(createOwnCompanyStore(deps.database, companies)),
    /** The admin's companies: list, create, edit (the owner's edit and the name), delete */
    companyAdmin: portOf(createCompanyAdminStore(sqlite, { write: writeCompany, audit })),
    /** Service requests, the family's side: sending, confirming (matching), offers, accepting */
    requests: portOf(createRequestStore(sqlite, requestReads, deps, throttle)),
    /** Service requests, the provider's side: the inbox, offers, alert settings */
    providerRequests: portOf(createProviderStore(sqlite, requestReads, deps)),
    /** The site's search index over published articles and the help pages (FTS5) */
    search: portOf(search),
    /** Articles: the list, a post, the admin's saves (which keep the search index) */
    articles: portOf(createArticleStore(sqlite, search)),
    /** The admin's list of articles, publishing and unpublishing (audited) */
    articleAdmin: portOf(createArticleAdminStore(sqlite, search)),
    /** Shared funeral planners: the private link's copy, each task's last write, the sweep */
    planner: portOf(createPlannerStore(sqlite)),
    /** The help pages under /kasulikku per language (saving one keeps its search row) */
    help: portOf(createHelpStore(sqlite, search)),
    /** The admin dashboard's figures over Tallinn days, counted in SQL */
    stats: portOf(createStatsStore(sqlite)),
    /** Banners: the banner manager's saves (audited), what a placement shows, views and clicks */
    banners: portOf(createBannerStore(sqlite, audit)),
    /** What crawlers and feed readers read: the sitemap's pages (keyset), the feeds' newest */
    discovery: portOf(createDiscoveryStore(sqlite)),
    /** The push worker's jobs: claimed with a lease, sent, retried (a job, not a route) */
    pushJobs: portOf(createPushJobStore(sqlite, createRequestAlerts(deps, sqlite, requestReads))),
    /** The service requests' sweep: closing by date and age, expiring offers (a job) */
    requestSweep: portOf(createRequestSweepStore(sqlite)),
  };
}

export type Stores = ReturnType<typeof createSqliteStores>;
