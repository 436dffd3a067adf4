/** The directory's service categories (Surnuvedu, Tuhastamine, …), with how many companies offer each. */
import type BetterSqlite3 from 'better-sqlite3';
import { isNumericId } from '../companies/store';

export interface Service {
  id: number;
  slug: string;
  name: string;
  description: string;
  companyCount: number;
}

const SERVICE_COLUMNS = `s.id, s.slug, s.name, s.description,
  (SELECT count(*) FROM company_services cs WHERE cs.service_id = s.id) AS companyCount`;

export function createServiceStore(sqlite: BetterSqlite3.Database) {
  const all = sqlite.prepare(
    `SELECT ${SERVICE_COLUMNS} FROM services s ORDER BY s.sort_order, s.id`,
  );
  const byId = sqlite.prepare(`SELECT ${SERVICE_COLUMNS} FROM services s WHERE s.id = ?`);
  const bySlug = sqlite.prepare(`SELECT ${SERVICE_COLUMNS} FROM services s WHERE s.slug = ?`);
  const known = sqlite
    .prepare('SELECT count(*) FROM services WHERE id IN (SELECT value FROM json_each(?))')
    .pluck();

  return {
    /** Every category in its display order */
    list: () => all.all() as Service[],
    /** One category by id or slug, or null */
    find(idOrSlug: string): Service | null {
      const row = isNumericId(idOrSlug) ? byId.get(Number(idOrSlug)) : bySlug.get(idOrSlug);
      return (row as Service | undefined) ?? null;
    },
    /** Whether every id (distinct) names a category */
    allExist: (ids: readonly number[]) => known.get(JSON.stringify(ids)) === ids.length,
  };
}
