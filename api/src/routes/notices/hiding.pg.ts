/**
 * The admin's notice search, hiding and unhiding on PostgreSQL (hiding.ts holds the rules, the
 * audit entries and the SQLite twin). The name search is the folded full-text column.
 */
import type pg from 'pg';
import type { AdminNoticeQuery } from '../../../../db/domain/admin-input';
import { tallinnDaySpan } from '../../../../db/domain/dates';
import { recordAudit } from '../../stores/audit.pg';
import type { Port } from '../../stores/port';
import {
  all,
  get,
  run,
  statement,
  transaction,
  value,
  type Queryable,
  type Statement,
} from '../../stores/pg/sql';
import {
  ADMIN_NOTICE_PAGE,
  COLUMNS,
  hideEntry,
  noticeNotFound,
  searchFilters,
  searchPage,
  toNotice,
  unhideEntry,
  type createNoticeHiding,
  type Row,
} from './hiding';
import type { ListSignal } from './list-signal.pg';
import { tsQuery } from './queries';

const byId = statement('hiding_by_id', `SELECT ${COLUMNS} FROM notices n WHERE n.id = $1`);
const hide = statement(
  'hiding_hide',
  `UPDATE notices SET status = 'hidden', hidden_at = $2, hidden_reason = $3, updated_at = $2
    WHERE id = $1 AND status = 'published'`,
);
const unhide = statement(
  'hiding_unhide',
  `UPDATE notices SET status = 'published', hidden_at = NULL, hidden_reason = NULL,
     updated_at = $2 WHERE id = $1 AND status = 'hidden' AND published_at IS NOT NULL`,
);
const isHidden = statement(
  'hiding_is_hidden',
  "SELECT 1 FROM notices WHERE id = $1 AND status = 'hidden'",
);

interface SearchStatements {
  rows: Statement;
  count: Statement;
  /** The filter's parameters, in $n order */
  names: ('match' | 'status' | 'from' | 'to')[];
}
const shapes = new Map<string, SearchStatements>();

function statementsFor(f: ReturnType<typeof searchFilters>): SearchStatements {
  const key = [f.name, f.status, f.from, f.to].map(Number).join('');
  let prepared = shapes.get(key);
  if (!prepared) {
    const names: SearchStatements['names'] = [];
    const $ = (name: SearchStatements['names'][number]) => `$${names.push(name)}`;
    const where = ['true'];
    if (f.name) where.push(`n.name_search @@ to_tsquery('folded', ${$('match')})`);
    if (f.status) where.push(`n.status = ${$('status')}`);
    if (f.from) where.push(`n.created_at >= ${$('from')}`);
    if (f.to) where.push(`n.created_at < ${$('to')}`);
    const filter = `notices n WHERE ${where.join(' AND ')}`;
    const n = names.length;
    prepared = {
      rows: statement(
        `hiding_search_${key}`,
        `SELECT ${COLUMNS} FROM ${filter} ORDER BY n.created_at DESC, n.id DESC
         LIMIT $${n + 1} OFFSET $${n + 2}`,
      ),
      count: statement(`hiding_count_${key}`, `SELECT count(*) FROM ${filter}`),
      names,
    };
    shapes.set(key, prepared);
  }
  return prepared;
}

async function find(q: Queryable, id: number) {
  const row = await get<Row>(q, byId, [id]);
  if (!row) throw noticeNotFound();
  return toNotice(row);
}

export function createPgNoticeHiding(
  pool: pg.Pool,
  signal: ListSignal,
): Port<ReturnType<typeof createNoticeHiding>> {
  return {
    async search(q: AdminNoticeQuery) {
      const match = q.q === undefined ? undefined : tsQuery(q.q);
      if (match === null) return searchPage(q, 0, []);
      const statements = statementsFor(searchFilters(q, match));
      const values = { ...tallinnDaySpan(q.from, q.to), match, status: q.status };
      const params = statements.names.map((name) => values[name]);
      const total = Number(await value<number>(pool, statements.count, params));
      const rows = await all<Row>(pool, statements.rows, [
        ...params,
        ADMIN_NOTICE_PAGE,
        q.page * ADMIN_NOTICE_PAGE,
      ]);
      return searchPage(q, total, rows);
    },

    async hide(id, reason, actor, now) {
      const notice = await transaction(pool, async (client) => {
        const before = await find(client, id);
        const changed = (await run(client, hide, [id, now, reason])) > 0;
        await recordAudit(client, hideEntry(changed, before, reason, actor, now));
        return find(client, id);
      });
      signal.changed();
      return notice;
    },

    async unhide(id, actor, now) {
      const notice = await transaction(pool, async (client) => {
        const before = await find(client, id);
        const changed = (await run(client, unhide, [id, now])) > 0;
        await recordAudit(client, unhideEntry(changed, before, actor, now));
        return find(client, id);
      });
      signal.changed();
      return notice;
    },

    isHidden: async (id) => (await get(pool, isHidden, [id])) !== undefined,
  };
}
