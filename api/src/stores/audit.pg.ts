/**
 * The audit log on PostgreSQL: the entry written inside the caller's transaction, as
 * createAuditLog's `record` is in SQLite (audit.ts holds the types and the rules).
 */
import type pg from 'pg';
import type { AuditListQuery } from '../../../db/domain/admin-input';
import { AUDIT_PAGE_SIZE, auditEntityKind } from '../../../db/domain/audit';
import {
  auditFilter,
  auditPage,
  auditWhere,
  toAuditEntry,
  type AuditEntry,
  type AuditLog,
} from './audit';
import type { Port } from './port';
import { all, run, statement, value, type Queryable } from './pg/sql';

const insert = statement(
  'audit_insert',
  `INSERT INTO audit_log (at, actor_id, actor_email, actor_role, action, entity_kind, entity_id,
     before, after, reason) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
);

/** Writes one entry; call it with the client of the change's transaction */
export async function recordAudit(q: Queryable, entry: AuditEntry): Promise<void> {
  await run(q, insert, [
    entry.at,
    entry.actor.id,
    entry.actor.email,
    entry.actor.role,
    entry.action,
    auditEntityKind(entry.action),
    String(entry.entityId),
    entry.before ?? null,
    entry.after ?? null,
    entry.reason ?? null,
  ]);
}

/** `@name` parameters as $1, $2… with their values in that order */
function numbered(text: string, params: Record<string, unknown>) {
  const values: unknown[] = [];
  const sql = text.replace(/@(\w+)/g, (_m, name: string) => {
    values.push(params[name]);
    return `$${values.length}`;
  });
  return { sql, values };
}

type AuditPgRow = Parameters<typeof toAuditEntry>[0];
/** jsonb arrives parsed */
const asParsed = (value: unknown) => value as Record<string, unknown> | null;

/** The audit log's port: the admin's log screen */
export function createPgAuditLog(pool: pg.Pool): Port<AuditLog> {
  return {
    /** One entry on its own (the stores record theirs inside their transactions) */
    record: (entry) => recordAudit(pool, entry),
    async list(q: AuditListQuery) {
      const { shape, params, offset } = auditFilter(q);
      const filter = auditWhere(shape);
      const count = numbered(`SELECT count(*) FROM audit_log WHERE ${filter}`, params);
      const rows = numbered(
        `SELECT * FROM audit_log WHERE ${filter}
          ORDER BY at DESC, id DESC LIMIT @take OFFSET @offset`,
        { ...params, take: AUDIT_PAGE_SIZE, offset },
      );
      const total = (await value<number>(pool, count.sql, count.values))!;
      const entries = await all<AuditPgRow>(pool, rows.sql, rows.values);
      return auditPage(
        entries.map((r) => toAuditEntry(r, asParsed)),
        total,
        q.page,
      );
    },
  };
}
