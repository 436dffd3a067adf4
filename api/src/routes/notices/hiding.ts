/**
 * The admin's side of notices: search all of them (any status) and hide or unhide one. A hidden
 * notice (status hidden) leaves every public read, which all ask for status published (lists,
 * name search, home, sitemap, feeds, card); its page and card answer 410 while it is hidden.
 * Status changes move notice_list_version (a trigger on SQLite; PostgreSQL's instance is told
 * at once too), so the cached lists drop it at once. Written once for both databases (decision
 * 0109); each search shape prepared once, on notices_created / notices_status_created or the
 * names' full-text index. createNoticeHiding is the SQLite store, hiding.pg.ts the PostgreSQL one.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { AdminNoticeQuery } from '#domain/inputs/admin-input';
import { tallinnDaySpan } from '#domain/calendar/dates';
import type { NoticeType } from '#domain/vocabulary/notice-types';
import type { NoticeHideReason, NoticeStatus } from '#domain/vocabulary/statuses';
import { DomainError } from '../../lib/errors';
import type { AuditActor, AuditEntry, AuditLog } from '../../stores/audit';
import {
  all,
  get,
  run,
  sql,
  sqliteDb,
  wait,
  type Db,
  type Flow,
  type Maybe,
} from '../../stores/flow';
import { ftsQuery } from './queries';

const PAGE = 20;

/** A notice in the admin's search */
export interface AdminNotice {
  id: number;
  type: NoticeType;
  deceasedName: string;
  status: NoticeStatus;
  createdAt: number;
  publishedAt: number | null;
  hiddenAt: number | null;
  hiddenReason: NoticeHideReason | null;
}

interface Row {
  id: number;
  type: NoticeType;
  deceased_name: string;
  status: NoticeStatus;
  created_at: number;
  published_at: number | null;
  hidden_at: number | null;
  hidden_reason: NoticeHideReason | null;
}

const COLUMNS = `n.id, n.type, n.deceased_name, n.status, n.created_at, n.published_at,
  n.hidden_at, n.hidden_reason`;

const toNotice = (r: Row): AdminNotice => ({
  id: r.id,
  type: r.type,
  deceasedName: r.deceased_name,
  status: r.status,
  createdAt: r.created_at,
  publishedAt: r.published_at,
  hiddenAt: r.hidden_at,
  hiddenReason: r.hidden_reason,
});

/** An admin search answer */
const searchPage = (q: AdminNoticeQuery, total: number, rows: Row[]) => ({
  items: rows.map(toNotice),
  total,
  page: q.page,
  take: PAGE,
});

/** The search's filters present (which shape), in the order they are written */
const searchFilters = (q: AdminNoticeQuery, match: string | undefined) => ({
  name: match !== undefined,
  status: q.status !== undefined,
  from: q.from !== undefined,
  to: q.to !== undefined,
});

const noticeNotFound = () => new DomainError('not_found', 'not_found', 'errors.noticeNotFound');

/** Hiding's audit entry (`before`: the notice as it was), or its refusal when not published */
function hideEntry(
  changed: boolean,
  before: AdminNotice,
  reason: NoticeHideReason,
  actor: AuditActor,
  now: number,
): AuditEntry {
  if (!changed) {
    throw new DomainError('conflict', 'notice_not_published', 'errors.noticeNotPublished');
  }
  return {
    actor,
    action: 'notice.hide',
    entityId: before.id,
    before: { status: before.status },
    after: { status: 'hidden' },
    reason,
    at: now,
  };
}

/** Unhiding's audit entry, or its refusal when the notice was not hidden */
function unhideEntry(
  changed: boolean,
  before: AdminNotice,
  actor: AuditActor,
  now: number,
): AuditEntry {
  if (!changed) {
    throw new DomainError('conflict', 'notice_not_hidden', 'errors.noticeNotHidden');
  }
  return {
    actor,
    action: 'notice.unhide',
    entityId: before.id,
    before: { status: before.status, hiddenReason: before.hiddenReason },
    after: { status: 'published' },
    at: now,
  };
}

type Statement<R> = ReturnType<typeof sql<R, unknown[]>>;
/** The search's parameters, in $n order, named */
type Filter = 'match' | 'status' | 'from' | 'to';

interface SearchStatements {
  rows: Statement<Row>;
  count: Statement<{ n: number }>;
  /** The filter's parameters, in $n order */
  names: Filter[];
}
const shapes = new Map<string, SearchStatements>();

/**
 * The search's statements for the filters present, made once per shape: a name search starts
 * from its full-text matches (SQLite's FTS5 table, PostgreSQL's folded tsvector column);
 * otherwise the date index (notices_created / notices_status_created)
 */
function statementsFor(f: ReturnType<typeof searchFilters>): SearchStatements {
  const key = [f.name, f.status, f.from, f.to].map(Number).join('');
  let prepared = shapes.get(key);
  if (!prepared) {
    const names: Filter[] = [];
    const $ = (name: Filter) => `$${names.push(name)}`;
    const match = f.name ? $('match') : '';
    const where = ['1 = 1'];
    if (f.status) where.push(`n.status = ${$('status')}`);
    if (f.from) where.push(`n.created_at >= ${$('from')}`);
    if (f.to) where.push(`n.created_at < ${$('to')}`);
    const filters = where.join(' AND ');
    const filter = {
      sqlite: f.name
        ? `notices_fts f CROSS JOIN notices n ON n.id = f.rowid
           WHERE notices_fts MATCH ${match} AND ${filters}`
        : `notices n WHERE ${filters}`,
      pg: `notices n WHERE ${f.name ? `n.name_search @@ to_tsquery('folded', ${match}) AND ` : ''}${filters}`,
    };
    const n = names.length;
    const page = (from: string) =>
      `SELECT ${COLUMNS} FROM ${from} ORDER BY n.created_at DESC, n.id DESC
       LIMIT $${n + 1} OFFSET $${n + 2}`;
    prepared = {
      rows: sql(`hiding_search_${key}`, { sqlite: page(filter.sqlite), pg: page(filter.pg) }),
      count: sql(`hiding_count_${key}`, {
        sqlite: `SELECT count(*) AS n FROM ${filter.sqlite}`,
        pg: `SELECT count(*) AS n FROM ${filter.pg}`,
      }),
      names,
    };
    shapes.set(key, prepared);
  }
  return prepared;
}

const byId = sql<Row, [number]>('hiding_by_id', `SELECT ${COLUMNS} FROM notices n WHERE n.id = $1`);
const hide = sql<never, [number, number, NoticeHideReason]>(
  'hiding_hide',
  `UPDATE notices SET status = 'hidden', hidden_at = $2, hidden_reason = $3, updated_at = $2
    WHERE id = $1 AND status = 'published'`,
);
const unhide = sql<never, [number, number]>(
  'hiding_unhide',
  `UPDATE notices SET status = 'published', hidden_at = NULL, hidden_reason = NULL,
     updated_at = $2 WHERE id = $1 AND status = 'hidden' AND published_at IS NOT NULL`,
);
const isHidden = sql<{ one: number }, [number]>(
  'hiding_is_hidden',
  "SELECT 1 AS one FROM notices WHERE id = $1 AND status = 'hidden'",
);

function* find(id: number) {
  const row = yield* get(byId, id);
  if (!row) throw noticeNotFound();
  return toNotice(row);
}

/**
 * The admin's notice search, hiding and unhiding on a database: `match` is its full-text query
 * of a name (null when it has no word to look for), `audit` records an entry inside `tx`, and
 * `listChanged` is called after a hide or unhide is committed (the cached lists drop the notice)
 */
export function noticeHidingOf<Tx>(
  db: Db<Tx>,
  match: (q: string) => string | null,
  audit: (tx: Tx, entry: AuditEntry) => Maybe<void>,
  listChanged: () => void,
) {
  return {
    /** One page of all notices, newest first, by name (diacritics folded), status and days */
    search: (q: AdminNoticeQuery) =>
      db.read(function* () {
        const name = q.q === undefined ? undefined : match(q.q);
        if (name === null) return searchPage(q, 0, []);
        const statements = statementsFor(searchFilters(q, name));
        const values = { ...tallinnDaySpan(q.from, q.to), match: name, status: q.status };
        const params = statements.names.map((name) => values[name]);
        const total = Number((yield* get(statements.count, ...params))!.n);
        const rows = yield* all(statements.rows, ...params, PAGE, q.page * PAGE);
        return searchPage(q, total, rows);
      }),

    /** Takes a published notice down with its audit entry; 404 unknown, 409 not published */
    hide: (id: number, reason: NoticeHideReason, actor: AuditActor, now: number) =>
      db.transaction(function* (tx): Flow<AdminNotice> {
        const before = yield* find(id);
        const changed = (yield* run(hide, id, now, reason)) > 0;
        yield* wait(audit(tx, hideEntry(changed, before, reason, actor, now)));
        return yield* find(id);
      }, listChanged),

    /** Publishes a hidden notice again (one that had been published), with its audit entry */
    unhide: (id: number, actor: AuditActor, now: number) =>
      db.transaction(function* (tx): Flow<AdminNotice> {
        const before = yield* find(id);
        const changed = (yield* run(unhide, id, now)) > 0;
        yield* wait(audit(tx, unhideEntry(changed, before, actor, now)));
        return yield* find(id);
      }, listChanged),

    /** Whether the notice is hidden (its page and card answer 410) */
    isHidden: (id: number) =>
      db.read(function* () {
        return (yield* get(isHidden, id)) !== undefined;
      }),
  };
}

export type NoticeHiding = ReturnType<typeof noticeHidingOf>;

/** The admin's side of notices on SQLite (its triggers move the list version themselves) */
export function createNoticeHiding(sqlite: BetterSqlite3.Database, audit: AuditLog) {
  return noticeHidingOf(
    sqliteDb(sqlite),
    ftsQuery,
    (_, entry) => audit.record(entry),
    () => {},
  );
}
