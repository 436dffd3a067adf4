/**
 * The whole server as one Hono app: the JSON API under /api (typed: the PWA's `hc<AppType>`
 * client follows it), uploaded images, the built PWA's assets, and its pages.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { compress } from 'hono/compress';
import { ARTICLE_LIMITS } from '#domain/vocabulary/articles';
import type { AppDeps, AppEnv } from './context';
import { ApiError, errorResponse, handleError } from './lib/errors';
import { closeIfBodyUnread, jsonBody } from './middleware/body';
import { localeMiddleware } from './middleware/locale';
import { publicHostPages, sameOriginWrites } from './middleware/origin';
import { apiSecurityHeaders, createSecurityHeaders } from './middleware/security';
import { csrfMiddleware, csrfToken, visitorMiddleware } from './middleware/visitor';
import { discoveryRoutes } from './discovery';
import { openApiRoutes } from './openapi';
import { createPageShell, pageRoutes } from './pages';
import { accountRoutes } from './routes/account';
import { ownCompanyRoutes } from './routes/account/company';
import { clientErrorRoutes } from './routes/client-errors';
import { adminRoutes } from './routes/admin';
import { ADMIN_ARTICLES_PATH } from './routes/admin/articles';
import { articleRoutes } from './routes/articles';
import { authRoutes } from './routes/auth';
import { backgroundRoutes } from './routes/backgrounds';
import { bannerRoutes } from './routes/banners';
import { companyRoutes } from './routes/companies';
import { countyRoutes } from './routes/counties';
import { noticeRoutes } from './routes/notices';
import { noticeWriteRoutes } from './routes/notices/write';
import { heldReplyRoutes } from './routes/notices/held-replies';
import { reportRoutes } from './routes/moderation/reports';
import { orderRoutes } from './routes/orders';
import { placeRoutes } from './routes/places';
import { poemRoutes } from './routes/poems';
import { searchRoutes } from './routes/search';
import { plannerRoutes } from './routes/planner';
import { helpRoutes } from './routes/help';
import { contactRoutes } from './routes/contact';
import { providerRoutes } from './routes/provider';
import { requestRoutes } from './routes/requests';
import { pricingRoutes } from './routes/pricing';
import { PAYPAL_ROUTES, WEBHOOK_PATH, paypalRoutes } from './routes/payments/paypal';
import { mapRoutes } from './routes/map';
import { followRoutes, pushRoutes } from './routes/push';
import { serviceRoutes } from './routes/services';
import { socialRoutes } from './routes/social';
import { reviewRoutes } from './routes/companies/reviews';
import { claimRoutes } from './routes/companies/claims';
import { UPLOADS_PATH, uploadRoutes } from './routes/uploads';
import { serveUploads } from './routes/uploads/serve';
import { UPLOADS_URL_PATH } from './services/blobs';
import { createStores } from './stores';

/** JSON bodies of this API are small; uploads (a later issue) get their own limit. */
export const JSON_BODY_LIMIT = 16 * 1024;
/** An article's save carries the editor's whole document (ARTICLE_LIMITS.docMaxBytes and room) */
const ARTICLE_BODY_LIMIT = ARTICLE_LIMITS.docMaxBytes + 64 * 1024;
/** The admin's article writes (`/*` covers the bare path too: one pattern, or it runs twice) */
const ARTICLE_WRITES = `${ADMIN_ARTICLES_PATH}/*`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HAS_EXTENSION = /\/[^/]+\.[a-z0-9]+$/i;
/** Built files at the root that must never be cached unrevalidated (vite-plugin-pwa's output). */
const NO_CACHE_FILES = new Set(['/sw.js', '/manifest.webmanifest']);

/** `stores`: given when the server's jobs share them (scripts/start.ts); else built here */
export function createApp(deps: AppDeps, stores = createStores(deps)) {
  const app = new Hono<AppEnv>();
  const apiNotFound = (c: Context<AppEnv>) =>
    errorResponse(c, new ApiError(404, 'not_found', c.get('t')('errors.notFound')));
  app.onError(handleError);
  app.notFound(apiNotFound);

  app.use(localeMiddleware);
  app.use('/api/*', apiSecurityHeaders);
  // index.html as pages fill it; its inlined style's hash goes into the pages' CSP
  const pageShell = createPageShell(deps.distDir);
  const securityHeaders = createSecurityHeaders(pageShell.styleSources, deps.mapTiles);
  app.use(async (c, next) => (c.req.path.startsWith('/api/') ? next() : securityHeaders(c, next)));
  // Built JavaScript and CSS go out as the build's brotli/gzip copies (below); other text, and
  // any built file without a copy, is gzipped here; images (already compressed) and small files
  // (under 1 KB) go as they are.
  const compressText = compress({ encoding: 'gzip' });
  app.use('/assets/*', compressText);
  app.use(
    '/assets/*',
    serveStatic({
      root: deps.distDir,
      // the build's .br/.gz copies (scripts/precompress.ts); compressText covers any file without
      precompressed: true,
      onFound: (_p, c) => c.header('Cache-Control', IMMUTABLE),
    }),
  );
  app.use(`${UPLOADS_URL_PATH}/*`, serveUploads(deps.blobs, IMMUTABLE));
  // The app shell as built (no page meta, no CSRF token): the service worker precaches it as the
  // offline fallback of navigations. Pages themselves are rendered by pageRoutes.
  app.get(
    '/index.html',
    serveStatic({
      root: deps.distDir,
      onFound: (_p, c) => {
        c.header('Cache-Control', 'no-cache');
        c.header('X-Robots-Tag', 'noindex');
      },
    }),
  );
  const rootFiles = serveStatic({
    root: deps.distDir,
    onFound: (_p, c) => {
      // the service worker and the manifest are checked for updates: always revalidated
      if (NO_CACHE_FILES.has(c.req.path)) c.header('Cache-Control', 'no-cache');
    },
  });
  // other built files at the root (icons); never index.html, which pages render
  const isRootFile = (c: Context<AppEnv>) =>
    c.req.method === 'GET' && HAS_EXTENSION.test(c.req.path) && !c.req.path.endsWith('.html');
  app.use('*', (c, next) => (isRootFile(c) ? compressText(c, next) : next()));
  // sitemaps, robots.txt and feeds (gzipped above): ahead of the built files, which cannot shadow them
  app.route('/', discoveryRoutes(deps, stores));
  app.use('*', (c, next) => (isRootFile(c) ? rootFiles(c, next) : next()));
  // Only pages, the CSRF endpoint and writes need to know the visitor: reads of the API stay cheap.
  const visitor = visitorMiddleware(deps);
  // bodyLimit reads the raw request, which makes @hono/node-server build a full Request object
  // (several times slower): mounted on writes only.
  const limitBody = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) =>
        errorResponse(c, new ApiError(413, 'too_large', c.get('t')('errors.tooLarge'))),
    });
  const writes = ['POST', 'PUT', 'PATCH', 'DELETE'];
  app.on(writes, '/api/*', closeIfBodyUnread);
  app.on(
    writes,
    '/api/*',
    // PayPal's webhook has no visitor cookie, Origin or CSRF token: PayPal vouches for it
    // (routes/payments)
    except(WEBHOOK_PATH, visitor, sameOriginWrites(deps), csrfMiddleware(deps.secret)),
  );
  // Both read their own body: the webhook its signed text, uploads a multipart stream with its
  // own, larger limit (routes/uploads). Every other write's body is JSON or nothing; an
  // article's save may be larger than the rest.
  app.on(
    writes,
    '/api/*',
    except([WEBHOOK_PATH, UPLOADS_PATH, ARTICLE_WRITES], limitBody(JSON_BODY_LIMIT), jsonBody),
  );
  app.on(writes, ARTICLE_WRITES, limitBody(ARTICLE_BODY_LIMIT), jsonBody);
  app.use('/api/csrf', visitor);
  // a visitor's own candle is known by the visitor cookie
  app.on('GET', '/api/notices/:id/candles/mine', visitor);

  const api = app
    .get('/api/health', async (c) => {
      await stores.health.ping();
      return c.json({ ok: true as const });
    })
    .get('/api/csrf', (c) => c.json({ token: csrfToken(deps.secret, c.get('visitorId')) }))
    .route('/api/counties', countyRoutes(stores))
    .route('/api/notices', noticeRoutes(deps, stores))
    .route('/api/notices', noticeWriteRoutes(deps, stores))
    .route('/api/notices', heldReplyRoutes(deps, stores))
    .route('/api/replies', reportRoutes('reply', deps, stores))
    .route('/api/reviews', reportRoutes('review', deps, stores))
    .route('/api/uploads', uploadRoutes(deps, stores))
    .route('/api/poems', poemRoutes(deps, stores))
    .route('/api/images/backgrounds', backgroundRoutes(stores))
    .route('/api/places', placeRoutes(stores))
    .route('/api/pricing', pricingRoutes(deps, stores))
    .route('/api/push', pushRoutes(deps, stores))
    .route('/api/notices', followRoutes(deps, stores))
    .route('/api/client-errors', clientErrorRoutes(deps, stores))
    .route('/api/orders', orderRoutes(deps, stores))
    .route(PAYPAL_ROUTES, paypalRoutes(stores))
    .route('/api/auth/social', socialRoutes(deps, stores))
    .route('/api/auth', authRoutes(deps, stores))
    // before /api/account, whose own role check would run first otherwise
    .route('/api/account/company', ownCompanyRoutes(deps, stores))
    .route('/api/account', accountRoutes(deps, stores))
    .route('/api/admin', adminRoutes(deps, stores))
    .route('/api/services', serviceRoutes(stores))
    .route('/api/companies', claimRoutes(deps, stores))
    .route('/api/companies', reviewRoutes(deps, stores))
    .route('/api/companies', companyRoutes(deps, stores))
    .route('/api/map', mapRoutes(deps))
    .route('/api/requests', requestRoutes(deps, stores))
    .route('/api/provider', providerRoutes(deps, stores))
    .route('/api/search', searchRoutes(stores))
    .route('/api/articles', articleRoutes(deps, stores))
    .route('/api/planner', plannerRoutes(deps, stores))
    .route('/api/help', helpRoutes(stores))
    .route('/api/contact', contactRoutes(deps, stores))
    .route('/api/banners', bannerRoutes(deps, stores))
    // the description of all the above, read from the routes as mounted
    .route(
      '/api',
      openApiRoutes(() => app.routes),
    );

  app.all('/api/*', apiNotFound);
  app.use(publicHostPages(deps));
  app.use(visitor);
  app.route('/', pageRoutes(deps, stores, pageShell.load));
  return api;
}

export type AppType = ReturnType<typeof createApp>;
