/** The directory's service categories (Surnuvedu, Tuhastamine, …), with how many companies offer each. */
import type BetterSqlite3 from 'better-sqlite3';
import { cachedPerDirectoryVersion } from '../companies/directory-version';
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
  // the list (its counts cost a pass over company_services) is asked on every directory screen:
  // kept until the directory changes
  const list = cachedPerDirectoryVersion(sqlite, () => all.all() as Service[]);
  // every search checks its categories: against the ids last read, read again on a miss (a
  // category deleted since then lets a search through that then matches no company)
  const allIds = sqlite.prepare('SELECT id FROM services').pluck();
  let known = new Set<number>();

  return {
    /** Every category in its display order */
    list,
    /** One category by id or slug, or null */
    find(idOrSlug: string): Service | null {
      const row = isNumericId(idOrSlug) ? byId.get(Number(idOrSlug)) : bySlug.get(idOrSlug);
      return (row as Service | undefined) ?? null;
    },
    /** Whether every id (distinct) names a category */
    allExist(wanted: readonly number[]): boolean {
      if (wanted.every((id) => known.has(id))) return true;
      known = new Set(allIds.all() as number[]);
      return wanted.every((id) => known.has(id));
    },
  };
}
