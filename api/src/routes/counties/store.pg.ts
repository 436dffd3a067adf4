/** The counties on PostgreSQL: read once, when first asked, as store.ts does in SQLite. */
import type pg from 'pg';
import type { Port } from '../../stores/port';
import { all } from '../../stores/pg/sql';
import { countyBySlug, countyIndex, type CountyRef, type CountyStore } from './store';

export interface PgCountyStore extends Port<CountyStore> {
  /** nameOf once the counties are read: for naming many rows' counties */
  names(): Promise<(id: number) => string>;
}

export function createPgCountyStore(pool: pg.Pool): PgCountyStore {
  let loaded: Promise<ReturnType<typeof countyIndex>> | null = null;
  const load = () =>
    (loaded ??= all<CountyRef>(pool, 'SELECT id, name FROM counties')
      .then((rows) => {
        const index = countyIndex(rows);
        // none yet (the geography not loaded): asked again next time, as in SQLite
        if (index.sorted.length === 0) loaded = null;
        return index;
      })
      .catch((error: unknown) => {
        // not kept: the next call reads them again
        loaded = null;
        throw error;
      }));
  return {
    list: async () => (await load()).sorted,
    bySlug: async (slug) => countyBySlug((await load()).sorted, slug),
    nameOf: async (id) => (await load()).names.get(id) ?? '',
    async names() {
      const { names } = await load();
      return (id) => names.get(id) ?? '';
    },
  };
}
