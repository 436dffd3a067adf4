/**
 * The admin's side of notices: search all of them (any status) and hide or unhide one. A hidden
 * notice (status hidden) leaves every public read, which all ask for status published (lists,
 * name search, home, sitemap, feeds, card); its page and card answer 410 while it is hidden.
 * Status changes move notice_list_version (a trigger), so the cached lists drop it at once.
 * Raw prepared SQL; each search shape prepared once, on notices_created / notices_status_created
 * or the names' full-text index.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { AdminNoticeQuery } from '../../../../db/domain/admin-input';
import { tallinnDaySpan } from '../../../../db/domain/dates';
import type { NoticeType } from '../../../../db/domain/notice-types';
import type { NoticeHideReason, NoticeStatus } from '../../../../db/domain/statuses';
import { DomainError } from '../../lib/errors';
import type { AuditActor, AuditEntry, AuditLog } from '../../stores/audit';
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

export interface Row {
  id: number;
  type: NoticeType;
  deceased_name: string;
  status: NoticeStatus;
  created_at: number;
  published_at: number | null;
  hidden_at: number | null;
  hidden_reason: NoticeHideReason | null;
}

export const COLUMNS = `n.id, n.type, n.deceased_name, n.status, n.created_at, n.published_at,
  n.hidden_at, n.hidden_reason`;

export const toNotice = (r: Row): AdminNotice => ({
  id: r.id,
  type: r.type,
  deceasedName: r.deceased_name,
  status: r.status,
  createdAt: r.created_at,
  publishedAt: r.published_at,
  hiddenAt: r.hidden_at,
  hiddenReason: r.hidden_reason,
});

/** The page size of the admin's search */
export const ADMIN_NOTICE_PAGE = PAGE;

/** An admin search answer */
export const searchPage = (q: AdminNoticeQuery, total: number, rows: Row[]) => ({
  items: rows.map(toNotice),
  total,
  page: q.page,
  take: PAGE,
});

/** The search's filters present (which shape), in the order they are written */
export const searchFilters = (q: AdminNoticeQuery, match: string | undefined) => ({
  name: match !== undefined,
  status: q.status !== undefined,
  from: q.from !== undefined,
  to: q.to !== undefined,
});

export const noticeNotFound = () =>
  new DomainError('not_found', 'not_found', 'errors.noticeNotFound');

/** Hiding's audit entry (`before`: the notice as it was), or its refusal when not published */
export function hideEntry(
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
export function unhideEntry(
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

export function createNoticeHiding(sqlite: BetterSqlite3.Database, audit: AuditLog) {
  const shapes = new Map<
    string,
    { rows: BetterSqlite3.Statement; count: BetterSqlite3.Statement }
  >();

  function statementsFor(name: boolean, status: boolean, from: boolean, to: boolean) {
    const key = [name, status, from, to].map(Number).join('');
    let prepared = shapes.get(key);
    if (!prepared) {
      const where = ['1 = 1'];
      if (status) where.push('n.status = @status');
      if (from) where.push('n.created_at >= @from');
      if (to) where.push('n.created_at < @to');
      // a name search starts from its full-text matches (few); otherwise the date index
      const source = name
        ? `notices_fts f CROSS JOIN notices n ON n.id = f.rowid WHERE notices_fts MATCH @match AND`
        : 'notices n WHERE';
      const filter = `${source} ${where.join(' AND ')}`;
      prepared = {
        rows: sqlite.prepare(
          `SELECT ${COLUMNS} FROM ${filter} ORDER BY n.created_at DESC, n.id DESC
           LIMIT @take OFFSET @offset`,
        ),
        count: sqlite.prepare(`SELECT count(*) FROM ${filter}`).pluck(),
      };
      shapes.set(key, prepared);
    }
    return prepared;
  }

  const byId = sqlite.prepare(`SELECT ${COLUMNS} FROM notices n WHERE n.id = ?`);
  const hide = sqlite.prepare(
    `UPDATE notices SET status = 'hidden', hidden_at = @now, hidden_reason = @reason,
       updated_at = @now WHERE id = @id AND status = 'published'`,
  );
  const unhide = sqlite.prepare(
    `UPDATE notices SET status = 'published', hidden_at = NULL, hidden_reason = NULL,
       updated_at = @now WHERE id = @id AND status = 'hidden' AND published_at IS NOT NULL`,
  );
  const isHidden = sqlite.prepare("SELECT 1 FROM notices WHERE id = ? AND status = 'hidden'");

  const find = (id: number): AdminNotice => {
    const row = byId.get(id) as Row | undefined;
    if (!row) throw noticeNotFound();
    return toNotice(row);
  };

  return {
    /** One page of all notices, newest first, by name (diacritics folded), status and days */
    search(q: AdminNoticeQuery) {
      const match = q.q === undefined ? undefined : ftsQuery(q.q);
      if (match === null) return searchPage(q, 0, []);
      const f = searchFilters(q, match);
      const statements = statementsFor(f.name, f.status, f.from, f.to);
      const params: Record<string, string | number> = { ...tallinnDaySpan(q.from, q.to) };
      if (match !== undefined) params.match = match;
      if (q.status !== undefined) params.status = q.status;
      const total = statements.count.get(params) as number;
      const rows = statements.rows.all({ ...params, take: PAGE, offset: q.page * PAGE }) as Row[];
      return searchPage(q, total, rows);
    },

    /** Takes a published notice down with its audit entry; 404 unknown, 409 not published */
    hide: sqlite.transaction(
      (id: number, reason: NoticeHideReason, actor: AuditActor, now: number): AdminNotice => {
        const before = find(id);
        const changed = hide.run({ id, reason, now }).changes > 0;
        audit.record(hideEntry(changed, before, reason, actor, now));
        return find(id);
      },
    ),

    /** Publishes a hidden notice again (one that had been published), with its audit entry */
    unhide: sqlite.transaction((id: number, actor: AuditActor, now: number): AdminNotice => {
      const before = find(id);
      const changed = unhide.run({ id, now }).changes > 0;
      audit.record(unhideEntry(changed, before, actor, now));
      return find(id);
    }),

    /** Whether the notice is hidden (its page and card answer 410) */
    isHidden: (id: number) => isHidden.get(id) !== undefined,
  };
}
