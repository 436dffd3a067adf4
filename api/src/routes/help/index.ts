/**
 * GET /api/help/:slug?locale=…: a help page under /kasulikku in the reader's language (Estonian
 * when it has no copy in theirs), with who last reviewed it and when, and its content.
 */
import { ApiError } from '../../lib/errors';
import { createRouter } from '../../lib/router';
import type { Stores } from '../../stores';

/** Help pages change by an editor's hand, rarely; the service worker keeps its own copy */
const HELP_CACHE = 'public, max-age=300';

export function helpRoutes({ help }: Stores) {
  return createRouter().get('/:slug', async (c) => {
    const page = await help.read(c.req.param('slug'), c.get('locale'));
    if (!page) throw new ApiError(404, 'not_found', c.get('t')('errors.notFound'));
    c.header('Cache-Control', HELP_CACHE);
    return c.json(page);
  });
}
