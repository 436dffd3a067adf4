import type { AppDeps } from '../../context';
import { createRouter } from '../../lib/router';
import type { Stores } from '../../stores';

/** Poems change by an administrator's hand, rarely. */
const SHORT_CACHE = 'public, max-age=300';

/** The poem bank of the notice wizard: only poems that may be used, with their rights. */
export function poemRoutes(deps: AppDeps, { poems }: Stores) {
  return createRouter().get('/', async (c) => {
    c.header('Cache-Control', SHORT_CACHE);
    return c.json({ items: await poems.usable(deps.now()) });
  });
}
