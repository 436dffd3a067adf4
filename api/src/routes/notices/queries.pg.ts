/**
 * The notice read paths on PostgreSQL (queries.ts holds the shapes, the caches and the SQLite
 * twin). What differs:
 * - the list version is the in-memory one the LISTEN connection keeps (list-signal.pg.ts), so a
 *   cached list costs no query;
 * - the name search is `name_search @@ to_tsquery('folded', …)` (diacritics folded);
 * - a notice's candles and replies are its columns plus its counter shards (counter-shards.ts);
 * - views are counted in memory and written once a second, one UPDATE for all notices viewed,
 *   instead of an UPDATE (and a lock on a hot notice's row) per page view. The card adds the
 *   views not written yet, so it shows what a written count would.
 */
import type pg from 'pg';
import type { NoticeListQuery } from '#domain/inputs/validation';
import type { Port } from '../../stores/port';
import { all, get, run, statement, value, type Statement } from '../../stores/pg/sql';
import type { PgCountyStore } from '../counties/store.pg';
import { COUNTS_OF } from './counter-shards';
import { foldShards } from './counter-shards.pg';
import type { ListSignal } from './list-signal.pg';
import {
  createListCache,
  listPage,
  listShape,
  listValues,
  ORDER_BY,
  toDetail,
  toSummary,
  tsQuery,
  type createNoticeQueries,
  type DetailRow,
  type NoticeDetail,
  type NoticeList,
  type SummaryRow,
} from './queries';

type NoticeQueries = Port<ReturnType<typeof createNoticeQueries>>;

const SUMMARY_COLUMNS = `n.id, n.type, n.prefix, n.deceased_name, n.maiden_name, n.birth_date,
  n.death_date, ${COUNTS_OF('n')}, n.views, n.published_at,
  (SELECT string_agg(county_id::text, ',' ORDER BY county_id) FROM notice_counties
    WHERE notice_id = n.id) AS county_ids,
  portrait.file_name AS portrait_file`;

const detail = statement(
  'notices_detail',
  `SELECT ${SUMMARY_COLUMNS}, n.suffix, n.funeral_info, n.signature, n.poem,
     background.file_name AS background_file,
     place.name AS place_name, place.municipality_name AS place_municipality,
     place.county_id AS place_county_id,
     bank_poem.title AS bank_poem_title, bank_poem.author AS bank_poem_author,
     bank_poem.folk::int AS bank_poem_folk
   FROM notices n
   LEFT JOIN images portrait ON portrait.id = n.portrait_image_id
   LEFT JOIN images background ON background.id = n.background_image_id
   LEFT JOIN places place ON place.id = n.place_id
   LEFT JOIN poems bank_poem ON bank_poem.id = n.poem_id
   WHERE n.id = $1 AND n.status = 'published'`,
);
/** Every notice's views counted since the last write, in one statement */
const addViews = statement(
  'notices_add_views',
  `UPDATE notices n SET views = n.views + v.views
     FROM unnest($1::int[], $2::int[]) AS v(id, views) WHERE n.id = v.id`,
);

/** How often the counted views are written (and, every FOLD_EVERY writes, the shards folded) */
export const VIEW_FLUSH_MS = 1000;
const FOLD_EVERY = 5;

interface ListStatements {
  /** The page: the filter's parameters, then the limit and the offset */
  rows: Statement;
  count: Statement;
  /** The filter's parameters in $n order, by their names in a query's values */
  names: string[];
}

/** One statement set per list shape; the names are the shapes' (unique in the process) */
const listStatements = new Map<string, ListStatements>();

function listStatementsFor(q: NoticeListQuery, allTypes: boolean) {
  const shape = listShape(q, allTypes);
  let prepared = listStatements.get(shape);
  if (!prepared) {
    const names: string[] = [];
    const $ = (name: string) => `$${names.push(name)}`;
    const where = ["n.status = 'published'"];
    if (!allTypes) where.push(`n.type IN (${q.type.map((_, i) => $(`type${i}`)).join(', ')})`);
    if (q.dateFrom) where.push(`n.published_at >= ${$('from')}`);
    if (q.dateTo) where.push(`n.published_at < ${$('to')}`);
    if (q.county) {
      where.push(
        `EXISTS (SELECT 1 FROM notice_counties c WHERE c.notice_id = n.id AND c.county_id = ${$('county')})`,
      );
    }
    if (q.name) where.push(`n.name_search @@ to_tsquery('folded', ${$('match')})`);
    const filter = where.join(' AND ');
    const count = `SELECT count(*) FROM notices n WHERE ${filter}`;
    const filterNames = [...names];
    // the page's ids first, then the details of just those rows
    const rows = `SELECT ${SUMMARY_COLUMNS} FROM (SELECT n.id FROM notices n WHERE ${filter}
        ORDER BY ${ORDER_BY[q.sort]} LIMIT ${$('limit')} OFFSET ${$('offset')}) AS page
      JOIN notices n ON n.id = page.id
      LEFT JOIN images portrait ON portrait.id = n.portrait_image_id
      ORDER BY ${ORDER_BY[q.sort]}`;
    prepared = {
      rows: statement(`notices_list_${shape}`, rows),
      count: statement(`notices_count_${shape}`, count),
      names: filterNames,
    };
    listStatements.set(shape, prepared);
  }
  return { shape, ...prepared };
}

export interface PgNoticeQueries extends NoticeQueries {
  /** Writes the views counted so far (and folds the counter shards); what closing calls */
  flush(): Promise<void>;
  /** Stops the timer, after writing what was counted */
  close(): Promise<void>;
}

export function createPgNoticeQueries(
  pool: pg.Pool,
  counties: Pick<PgCountyStore, 'names'>,
  signal: ListSignal,
  log: (message: string) => void = (message) => console.error(message),
): PgNoticeQueries {
  const cache = createListCache();

  async function cachedTotal(key: string, version: number, compute: () => Promise<number>) {
    let total = cache.total(key, version);
    if (total === undefined) {
      total = await compute();
      cache.keepTotal(key, total);
    }
    return total;
  }

  async function list(q: NoticeListQuery, version = signal.version()): Promise<NoticeList> {
    const match = q.name ? tsQuery(q.name) : undefined;
    if (match === null) return { items: [], total: 0, hasMore: false };
    const allTypes = q.type.length === 3;
    const { shape, rows, count, names } = listStatementsFor(q, allTypes);
    const values = listValues(q, allTypes, match);
    const params = names.map((name) => values[name]);

    const total = await cachedTotal(`${shape}|${JSON.stringify(values)}`, version, async () =>
      Number(await value<number>(pool, count, params)),
    );
    const offset = q.page * q.take;
    const found =
      offset >= total ? [] : await all<SummaryRow>(pool, rows, [...params, q.take, offset]);
    const nameOf = await counties.names();
    const page = found.map((r) => toSummary(r, nameOf));
    return listPage(q, total, () => page);
  }

  async function listJson(q: NoticeListQuery, now: number): Promise<string> {
    const key = JSON.stringify(q);
    const version = signal.version();
    const hit = cache.response(key, version, now);
    if (hit !== undefined) return hit;
    const json = JSON.stringify(await list(q, version));
    cache.keepResponse(key, version, now, json);
    return json;
  }

  // ---- views, counted here and written by the timer
  let pending = new Map<number, number>();
  /** The write in progress: readers wait for it, so they never miss views on their way */
  let writing: Promise<void> | null = null;
  /** Moves each time a write takes the pending views */
  let writes = 0;

  /** The card's row with the views not written yet, read when no write is moving them */
  async function readDetail(id: number): Promise<NoticeDetail | null> {
    for (;;) {
      if (writing) await writing;
      const before = writes;
      const row = await get<DetailRow>(pool, detail, [id]);
      if (!row) return null;
      // a write that began meanwhile may or may not be in this row: read again after it
      if (writes !== before) continue;
      const views = row.views + (pending.get(id) ?? 0);
      return { ...toDetail(row, await counties.names()), views };
    }
  }

  async function writeViews() {
    if (pending.size === 0) return;
    const taken = pending;
    pending = new Map();
    writes++;
    try {
      await run(pool, addViews, [[...taken.keys()], [...taken.values()]]);
    } catch (error) {
      // kept for the next write (a lost primary, a timeout)
      for (const [id, n] of taken) pending.set(id, (pending.get(id) ?? 0) + n);
      throw error;
    }
  }

  let ticks = 0;
  async function flush() {
    if (writing) return writing;
    writing = (async () => {
      try {
        await writeViews();
      } finally {
        writing = null;
      }
    })();
    await writing;
    if (++ticks % FOLD_EVERY === 0) await foldShards(pool);
  }

  const timer = setInterval(() => {
    if (pool.ending) {
      clearInterval(timer);
      return;
    }
    flush().catch((error: unknown) =>
      log(`[pg] notice views: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, VIEW_FLUSH_MS);
  timer.unref();

  return {
    list: (q) => list(q),
    listJson,
    findPublished: readDetail,
    /** Counts a view and returns the notice as it is now, or null if it is not published. */
    async viewPublished(id) {
      const notice = await readDetail(id);
      if (!notice) return null;
      pending.set(id, (pending.get(id) ?? 0) + 1);
      return { ...notice, views: notice.views + 1 };
    },
    flush: async () => {
      await flush();
      await foldShards(pool);
    },
    async close() {
      clearInterval(timer);
      if (pool.ending) return;
      await flush();
    },
  };
}
