import { Hono } from 'hono';
import { estonianSortKey } from '../../../../db/domain/estonian-sort';
import type { AppDeps, AppEnv } from '../../context';

/** The 15 counties, in Estonian alphabetical order. They change with an administrative reform, not daily. */
export function countyRoutes(deps: AppDeps) {
  let counties: { id: number; name: string }[] | null = null;
  const load = () =>
    (
      deps.database.sqlite.prepare('SELECT id, name FROM counties').all() as {
        id: number;
        name: string;
      }[]
    ).sort((a, b) => (estonianSortKey(a.name) < estonianSortKey(b.name) ? -1 : 1));

  return new Hono<AppEnv>().get('/', (c) => {
    counties ??= load();
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json(counties);
  });
}
