/**
 * Public banners: what a placement shows today (GET /api/banners?placement=), a view when the
 * PWA actually shows one (POST /api/banners/:id/view, 204) and the click (GET
 * /api/banners/:id/click, counted here, then a 302 to the banner's link). Views and clicks are
 * counted once per banner and Tallinn day for a visitor cookie and for a client address, only
 * from requests that carry the cookie, a click only after that visitor's view (decision 0108);
 * no outside tracker.
 */
import type { Context } from 'hono';
import { bannerListQuery } from '#domain/inputs/banner-input';
import { idParam } from '#domain/inputs/validation';
import type { AppDeps, AppEnv } from '../../context';
import { ApiError } from '../../lib/errors';
import { createRouter, validate } from '../../lib/router';
import { clientAddress } from '../../middleware/auth';
import { addressHash, visitorMiddleware } from '../../middleware/visitor';
import type { Stores } from '../../stores';
import type { BannerViewer } from './store';

/** Browsers keep a placement's banners this long: a new banner shows within a minute */
const LIST_CACHE = 'private, max-age=60';

export function bannerRoutes(deps: AppDeps, { banners }: Stores) {
  /** Who the request counts as; null without the visitor cookie (a cookie issued just now) */
  const viewer = (c: Context<AppEnv>): BannerViewer | null =>
    c.get('visitorIssued')
      ? null
      : {
          visitor: c.get('visitorHash'),
          address: addressHash(deps.secret, clientAddress(c, deps.trustProxy)),
        };

  return (
    createRouter()
      .get('/', validate('query', bannerListQuery), async (c) => {
        const items = await banners.showing(c.req.valid('query').placement, deps.now());
        c.header('Cache-Control', LIST_CACHE);
        return c.json({ items });
      })
      // a write: the app's visitor cookie, origin and CSRF checks have run
      .post('/:id/view', validate('param', idParam), async (c) => {
        const who = viewer(c);
        if (who) await banners.view(c.req.valid('param').id, who, deps.now());
        return c.body(null, 204);
      })
      // a plain link: reads of the API know no visitor, so this one asks for the cookie itself
      .get('/:id/click', visitorMiddleware(deps), validate('param', idParam), async (c) => {
        const link = await banners.click(c.req.valid('param').id, viewer(c), deps.now());
        if (!link) throw new ApiError(404, 'not_found', c.get('t')('errors.notFound'));
        c.header('Cache-Control', 'no-store');
        return c.redirect(link, 302);
      })
  );
}
