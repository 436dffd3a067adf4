import type { NoticeQueries } from '../notices/queries';
import { createRouter } from '../../lib/router';

/** The 15 counties, in Estonian alphabetical order. */
export function countyRoutes(queries: Pick<NoticeQueries, 'counties'>) {
  return createRouter().get('/', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json(queries.counties());
  });
}
