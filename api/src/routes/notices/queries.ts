/**
 * The notice read and write paths, on raw prepared better-sqlite3 statements: these are the
 * hottest queries of the site (see stack-notes: about 1.5x drizzle's prepared queries).
 * A list's SQL depends only on which filters are present, so each shape is prepared once.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { tallinnDaySpan } from '#domain/calendar/dates';
import { poemAuthorName } from '#domain/rules/poem-rights';
import type { NoticeListQuery } from '#domain/inputs/validation';
import type { notices } from '#db/schema';
import type { SqlRow } from '#db/schema/sql-row';
import { blobUrl } from '../../services/blobs/store';
import type { CountyRef, CountyStore } from '../counties/store';
import type { NoticeDetail, NoticeList, NoticeSummary } from './responses';

type Statement = BetterSqlite3.Statement;

export type { CountyRef };

export type { NoticeDetail, NoticeList, NoticeSummary } from './responses';
type NoticeRow = SqlRow<typeof notices>;

export type SummaryRow = Pick<
  NoticeRow,
  | 'id'
  | 'type'
  | 'prefix'
  | 'deceased_name'
  | 'maiden_name'
  | 'birth_date'
  | 'death_date'
  | 'candles'
  | 'replies'
  | 'views'
> & {
  /** Only published notices are read here, and those have it */
  published_at: number;
  county_ids: string | null;
  portrait_file: string | null;
};

export type DetailRow = SummaryRow &
  Pick<NoticeRow, 'suffix' | 'funeral_info' | 'signature' | 'poem'> & {
    background_file: string | null;
    place_name: string | null;
    place_municipality: string | null;
    place_county_id: number | null;
    /** The bank poem's columns; null when the notice has none (poem_id) */
    bank_poem_title: string | null;
    bank_poem_author: string | null;
    bank_poem_folk: 0 | 1 | null;
  };

const SUMMARY_COLUMNS = `n.id, n.type, n.prefix, n.deceased_name, n.maiden_name, n.birth_date,
  n.death_date, n.candles, n.replies, n.views, n.published_at,
  (SELECT group_concat(county_id) FROM notice_counties WHERE notice_id = n.id) AS county_ids,
  portrait.file_name AS portrait_file`;

/** The index that yields each sort order (db/schema/notices.ts), for plans that must walk it. */
const SORT_INDEX: Record<NoticeListQuery['sort'], string> = {
  0: 'notices_status_published',
  1: 'notices_status_published',
  2: 'notices_status_name',
};

export const ORDER_BY: Record<NoticeListQuery['sort'], string> = {
  0: 'n.published_at DESC, n.id DESC',
  1: 'n.published_at ASC, n.id ASC',
  2: 'n.name_sort_key ASC, n.id ASC',
};

const TOTALS_CACHE_MAX = 1000;
const RESPONSE_CACHE_MAX = 500;
/** Walk the sort order when matches² > this × published notices (measured crossover ≈ 8). */
const SORT_WALK_FACTOR = 10;
export const LIST_CACHE_MS = 1000;

export const uploadUrl = (file: string | null) => (file ? blobUrl(file) : null);

/** The words of a name search (at most 8, letters and digits only), or null when there are none */
function searchWords(name: string): string[] | null {
  const words = name
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length > 0 ? words : null;
}

/** Name search as an FTS5 query: every word must match as a prefix ("mar tam" finds "Mari Tamm"). */
export function ftsQuery(name: string): string | null {
  return (
    searchWords(name)
      ?.map((w) => `"${w}"*`)
      .join(' ') ?? null
  );
}

/**
 * The same search as a PostgreSQL tsquery, for `to_tsquery('folded', …)` (which folds the
 * words' diacritics and case as the stored vectors are folded): every word a prefix, all of them.
 */
export function tsQuery(name: string): string | null {
  return (
    searchWords(name)
      ?.map((w) => `${w}:*`)
      .join(' & ') ?? null
  );
}

/** The county refs of a row's comma-separated county ids */
function countiesOf(ids: string | null, nameOf: (id: number) => string): CountyRef[] {
  if (!ids) return [];
  return ids.split(',').map((id) => ({ id: Number(id), name: nameOf(Number(id)) }));
}

/** A list card from its row; `nameOf` names the counties */
export const toSummary = (r: SummaryRow, nameOf: (id: number) => string): NoticeSummary => ({
  id: r.id,
  type: r.type,
  prefix: r.prefix,
  deceasedName: r.deceased_name,
  maidenName: r.maiden_name,
  birthDate: r.birth_date,
  deathDate: r.death_date,
  counties: countiesOf(r.county_ids, nameOf),
  candles: r.candles,
  replies: r.replies,
  views: r.views,
  publishedAt: r.published_at,
  portraitUrl: uploadUrl(r.portrait_file),
});

/** A notice's card from its row */
export const toDetail = (r: DetailRow, nameOf: (id: number) => string): NoticeDetail => ({
  ...toSummary(r, nameOf),
  suffix: r.suffix,
  funeralInfo: r.funeral_info,
  signature: r.signature,
  poem: r.poem,
  poemCredit:
    r.bank_poem_title === null
      ? null
      : {
          author: poemAuthorName({ author: r.bank_poem_author, folk: r.bank_poem_folk === 1 }),
          title: r.bank_poem_title,
        },
  backgroundUrl: uploadUrl(r.background_file),
  place:
    r.place_name === null
      ? null
      : {
          name: r.place_name,
          municipalityName: r.place_municipality,
          countyId: r.place_county_id!,
        },
});

/** Which statements a list query needs: one shape per combination of filters present */
export function listShape(q: NoticeListQuery, allTypes: boolean): string {
  return [
    allTypes ? 'T*' : `T${q.type.length}`,
    q.name ? 'N' : '',
    q.dateFrom ? 'F' : '',
    q.dateTo ? 'U' : '',
    q.county ? 'C' : '',
    `S${q.sort}`,
  ].join('');
}

/**
 * A list query's values by parameter name (the types, the days' span in Estonia, the county,
 * the name search as `match`)
 */
export function listValues(q: NoticeListQuery, allTypes: boolean, match: string | undefined) {
  const values: Record<string, number | string> = {};
  if (!allTypes) q.type.forEach((t, i) => (values[`type${i}`] = t));
  // from the first day's start to the end of the last in Estonia
  Object.assign(values, tallinnDaySpan(q.dateFrom, q.dateTo));
  if (q.county) values.county = q.county;
  if (match) values.match = match;
  return values;
}

/** A list page given the total of matches and a reader of the page's rows at an offset */
export function listPage(
  q: NoticeListQuery,
  total: number,
  rows: (offset: number) => NoticeSummary[],
): NoticeList {
  const offset = q.page * q.take;
  const items = offset >= total ? [] : rows(offset);
  return { items, total, hasMore: offset + items.length < total };
}

/**
 * The list's caches, per list version (the database's notice_list_version): the totals of each
 * filter, kept until the version moves, and the serialised answers, kept LIST_CACHE_MS too.
 */
export function createListCache() {
  const totals = new Map<string, number>();
  let totalsVersion = -1;
  const responses = new Map<string, { json: string; version: number; at: number }>();
  return {
    /** The total cached under `key` at `version`, if any */
    total(key: string, version: number): number | undefined {
      if (version !== totalsVersion) {
        totals.clear();
        totalsVersion = version;
      }
      return totals.get(key);
    },
    keepTotal(key: string, total: number) {
      if (totals.size >= TOTALS_CACHE_MAX) totals.delete(totals.keys().next().value!);
      totals.set(key, total);
    },
    /** The answer cached for `key`, if it is of this version and younger than LIST_CACHE_MS */
    response(key: string, version: number, now: number): string | undefined {
      const hit = responses.get(key);
      return hit && hit.version === version && now - hit.at < LIST_CACHE_MS ? hit.json : undefined;
    },
    keepResponse(key: string, version: number, now: number, json: string) {
      if (responses.size >= RESPONSE_CACHE_MAX) responses.delete(responses.keys().next().value!);
      responses.set(key, { json, version, at: now });
    },
  };
}

export function createNoticeQueries(sqlite: BetterSqlite3.Database, counties: CountyStore) {
  const nameOf = counties.nameOf;
  const summaryOf = (r: SummaryRow) => toSummary(r, nameOf);
  const cache = createListCache();

  // ---- list

  const listStatements = new Map<
    string,
    { rows: Statement; rowsBySortOrder?: Statement; count: Statement }
  >();
  const listVersion = sqlite
    .prepare('SELECT version FROM notice_list_version WHERE id = 1')
    .pluck();

  function listStatementsFor(q: NoticeListQuery, allTypes: boolean) {
    const shape = listShape(q, allTypes);
    let prepared = listStatements.get(shape);
    if (!prepared) {
      const where = ["n.status = 'published'"];
      if (!allTypes) where.push(`n.type IN (${q.type.map((_, i) => `@type${i}`).join(', ')})`);
      if (q.dateFrom) where.push('n.published_at >= @from');
      if (q.dateTo) where.push('n.published_at < @to');
      if (q.county) {
        // a correlated EXISTS lets SQLite walk the sort index and stop after one page
        where.push(
          'EXISTS (SELECT 1 FROM notice_counties c WHERE c.notice_id = n.id AND c.county_id = @county)',
        );
      }
      const filter = where.join(' AND ');
      // The page's ids first, then the details of just those rows: otherwise SQLite computes
      // the county list and joins for every match before sorting.
      const pageOf = (ids: string) =>
        sqlite.prepare(
          `SELECT ${SUMMARY_COLUMNS} FROM (${ids} ORDER BY ${ORDER_BY[q.sort]} LIMIT @limit OFFSET @offset) AS page
           JOIN notices n ON n.id = page.id
           LEFT JOIN images portrait ON portrait.id = n.portrait_image_id
           ORDER BY ${ORDER_BY[q.sort]}`,
        );
      if (q.name) {
        // A name search can start from the full-text matches (cost grows with their number) or
        // walk the sort order and test each notice (cost grows with how rare they are); CROSS
        // JOIN fixes SQLite's join order, which it cannot choose well without knowing the count.
        const fromMatches = `FROM notices_fts f CROSS JOIN notices n ON n.id = f.rowid
          WHERE notices_fts MATCH @match AND ${filter}`;
        prepared = {
          rows: pageOf(`SELECT n.id ${fromMatches}`),
          rowsBySortOrder: pageOf(
            `SELECT n.id FROM notices n INDEXED BY ${SORT_INDEX[q.sort]} WHERE ${filter}
             AND n.id IN (SELECT rowid FROM notices_fts WHERE notices_fts MATCH @match)`,
          ),
          count: sqlite.prepare(`SELECT count(*) ${fromMatches}`).pluck(),
        };
      } else {
        prepared = {
          rows: pageOf(`SELECT n.id FROM notices n WHERE ${filter}`),
          count: sqlite.prepare(`SELECT count(*) FROM notices n WHERE ${filter}`).pluck(),
        };
      }
      listStatements.set(shape, prepared);
    }
    return { shape, ...prepared };
  }

  const publishedCount = sqlite
    .prepare("SELECT count(*) FROM notices WHERE status = 'published'")
    .pluck();

  /** A count, computed once per list version. */
  function cachedTotal(key: string, compute: () => unknown): number {
    let total = cache.total(key, listVersion.get() as number);
    if (total === undefined) {
      total = compute() as number;
      cache.keepTotal(key, total);
    }
    return total;
  }

  function list(q: NoticeListQuery): NoticeList {
    const match = q.name ? ftsQuery(q.name) : undefined;
    if (match === null) return { items: [], total: 0, hasMore: false };
    const allTypes = q.type.length === 3;
    const { shape, rows, rowsBySortOrder, count } = listStatementsFor(q, allTypes);

    const params = listValues(q, allTypes, match);

    const total = cachedTotal(`${shape}|${JSON.stringify(params)}`, () => count.get(params));
    // Many matches: walking the sort order finds a page of them soon (see listStatementsFor).
    const manyMatches =
      rowsBySortOrder !== undefined &&
      total * total > SORT_WALK_FACTOR * cachedTotal('published', () => publishedCount.get());
    const page = manyMatches ? rowsBySortOrder : rows;

    return listPage(q, total, (offset) =>
      (page.all({ ...params, limit: q.take, offset }) as SummaryRow[]).map(summaryOf),
    );
  }

  // ---- list responses, serialised: lists are read far more often than anything changes

  /**
   * The list as JSON, from a short-lived cache keyed by the validated query. An entry is dropped
   * when the list version moves (a notice published, hidden, renamed…) and after LIST_CACHE_MS,
   * so the counters on the cards are at most that old.
   */
  function listJson(q: NoticeListQuery, now: number): string {
    const key = JSON.stringify(q);
    const version = listVersion.get() as number;
    const hit = cache.response(key, version, now);
    if (hit !== undefined) return hit;
    const json = JSON.stringify(list(q));
    cache.keepResponse(key, version, now, json);
    return json;
  }

  // ---- one notice

  const detailStatement = sqlite.prepare(
    `SELECT ${SUMMARY_COLUMNS}, n.suffix, n.funeral_info, n.signature, n.poem,
       background.file_name AS background_file,
       place.name AS place_name, place.municipality_name AS place_municipality,
       place.county_id AS place_county_id,
       bank_poem.title AS bank_poem_title, bank_poem.author AS bank_poem_author,
       bank_poem.folk AS bank_poem_folk
     FROM notices n
     LEFT JOIN images portrait ON portrait.id = n.portrait_image_id
     LEFT JOIN images background ON background.id = n.background_image_id
     LEFT JOIN places place ON place.id = n.place_id
     LEFT JOIN poems bank_poem ON bank_poem.id = n.poem_id
     WHERE n.id = ? AND n.status = 'published'`,
  );
  const countViewStatement = sqlite.prepare(
    "UPDATE notices SET views = views + 1 WHERE id = ? AND status = 'published'",
  );

  function findPublished(id: number): NoticeDetail | null {
    const r = detailStatement.get(id) as DetailRow | undefined;
    return r ? toDetail(r, nameOf) : null;
  }

  /** Counts a view and returns the notice as it is now, or null if it is not published. */
  function viewPublished(id: number): NoticeDetail | null {
    return countViewStatement.run(id).changes === 0 ? null : findPublished(id);
  }

  return { list, listJson, findPublished, viewPublished };
}
