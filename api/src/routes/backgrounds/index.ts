import { createRouter } from '../../lib/router';
import type { Stores } from '../../stores';
import { uploadUrl } from '../notices/queries';

/** The gallery changes by an administrator's hand, rarely. */
const SHORT_CACHE = 'public, max-age=300';

/** The background gallery of the notice wizard, mounted at /api/images/backgrounds. */
export function backgroundRoutes({ backgrounds }: Stores) {
  return createRouter().get('/', async (c) => {
    c.header('Cache-Control', SHORT_CACHE);
    return c.json({
      items: (await backgrounds.gallery()).map(({ fileName, ...image }) => ({
        ...image,
        url: uploadUrl(fileName)!,
      })),
    });
  });
}
