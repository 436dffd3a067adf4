import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import type { NoticeQueries } from '../notices/queries';

/** The 15 counties, in Estonian alphabetical order. */
export function countyRoutes(queries: Pick<NoticeQueries, 'counties'>) {
  return new Hono<AppEnv>().get('/', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json(queries.counties());
  });
}
