/**
 * The directory's search on PostgreSQL: search.ts's search over its snapshot, with this
 * database's three reads. A name's matches come from the folded full-text column
 * (`name_search @@ to_tsquery('folded', …)`, its GIN index).
 */
import type pg from 'pg';
import type { CompanyListQuery } from '#domain/inputs/directory-query';
import { all, statement } from '../../stores/pg/sql';
import type { Port } from '../../stores/port';
import { ftsQuery } from '../notices/queries';
import type { ServiceStore } from '../services/store';
import { cachedPerDirectoryVersionPg } from './directory-version.pg';
import {
  directorySnapshot,
  type DirectoryRow,
  keepRows,
  listJson,
  missingRows,
  searchSnapshot,
  type createCompanySearch,
} from './search';
import { PG_SUMMARY_COLUMNS, type SummaryRow } from './store';

const everyCompany = statement(
  'company_search_all',
  `SELECT c.id, c.name, c.lat, c.lon, c.county_id, c.transport_phone IS NOT NULL AS transport24,
     c.opening_hours::text AS opening_hours, c.review_count, c.rating_sum,
     c.cremation_from_cents, c.burial_from_cents,
     coalesce((SELECT array_agg(cs.service_id) FROM company_services cs
                WHERE cs.company_id = c.id), '{}') AS services
   FROM companies c`,
);
const nameMatches = statement(
  'company_search_name',
  `SELECT id FROM companies WHERE name_search @@ to_tsquery('folded', $1)`,
);
const summaries = statement(
  'company_search_rows',
  `SELECT ${PG_SUMMARY_COLUMNS} FROM companies c WHERE c.id = ANY($1::int[])`,
);

/** The FTS5 query search.ts builds (`"word"* "word"*`, every word) as a prefix tsquery */
export const prefixTsQuery = (fts: string) =>
  fts
    .split(' ')
    .map((term) => `${term.slice(1, -2)}:*`)
    .join(' & ');

/** The directory's search on PostgreSQL */
export function createPgCompanySearch(
  pool: pg.Pool,
  services: Pick<Port<ServiceStore>, 'allExist'>,
): Port<ReturnType<typeof createCompanySearch>> {
  const snapshotOf = cachedPerDirectoryVersionPg(pool, async () =>
    directorySnapshot(await all<DirectoryRow>(pool, everyCompany)),
  );

  /** One page of the search at `now`, as search.ts's searchJson answers it */
  async function searchJson(q: CompanyListQuery, now: number): Promise<string | null> {
    if (q.service.length > 0 && !(await services.allExist(q.service))) return null;
    const match = q.name ? ftsQuery(q.name) : undefined;
    if (match === null) return listJson.empty(0);
    const snapshot = await snapshotOf();
    const named = match
      ? new Set(
          (await all<{ id: number }>(pool, nameMatches, [prefixTsQuery(match)])).map((r) => r.id),
        )
      : null;
    const found = searchSnapshot(snapshot, q, match, named, listJson.isOpenAt(now));
    if (found.hits.length === 0) return listJson.empty(found.total);
    const missing = missingRows(found);
    if (missing.length > 0) {
      keepRows(snapshot, await all<SummaryRow>(pool, summaries, [missing]));
    }
    return listJson.page(found, q, now);
  }

  return { searchJson };
}
