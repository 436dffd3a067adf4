import type { Stores } from '../../stores';
import { createRouter } from '../../lib/router';

/** The 15 counties, in Estonian alphabetical order. */
export function countyRoutes({ counties }: Stores) {
  return createRouter().get('/', async (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json(await counties.list());
  });
}
