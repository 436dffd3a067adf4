/**
 * The audit log (table audit_log, append-only): `record` is called by an admin or moderation
 * store inside the transaction of the change it records, so the change and its entry commit or
 * roll back together; a refused action writes nothing. Belongs to no single resource, so it
 * lives here beside the throttle.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { AuditListQuery } from '../../../db/domain/admin-input';
import {
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditEntityKind,
  auditEntityKind,
} from '../../../db/domain/audit';
import { tallinnDaySpan } from '../../../db/domain/dates';
import type { auditLog } from '../../../db/schema';
import type { SqlRow } from '../../../db/schema/sql-row';

/** Who acted: the signed-in admin (the request's `user`) */
export interface AuditActor {
  id: number;
  email: string;
  role: number;
}

export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  entityId: number | string;
  /** For an edit: the changed fields as they were and as they are now */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
  at: number;
}

const json = (value: Record<string, unknown> | null | undefined) =>
  value ? JSON.stringify(value) : null;

/** Only the fields whose value differs, as { before, after } (for an edit's entry) */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined || JSON.stringify(before[key]) === JSON.stringify(value)) continue;
    was[key] = before[key];
    now[key] = value;
  }
  return { before: was, after: now };
}

/** One entry as the log screen reads it */
export interface AuditLogEntry {
  id: number;
  at: number;
  actor: AuditActor;
  action: AuditAction;
  entityKind: AuditEntityKind;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
}

type AuditRow = SqlRow<typeof auditLog>;

const parseJson = (value: string | null) =>
  value === null ? null : (JSON.parse(value) as Record<string, unknown>);

/** An entry of the log; `parse` reads before/after as the database returns them */
export const toAuditEntry = (
  r: AuditRow,
  parse: (value: string | null) => Record<string, unknown> | null,
): AuditLogEntry => ({
  id: r.id,
  at: r.at,
  actor: { id: r.actor_id, email: r.actor_email, role: r.actor_role },
  action: r.action as AuditAction,
  entityKind: r.entity_kind as AuditEntityKind,
  entityId: r.entity_id,
  before: parse(r.before),
  after: parse(r.after),
  reason: r.reason,
});

/** A person filter that is a number is an account id, anything else part of an e-mail */
const isAccountId = (person: string) => /^[1-9]\d{0,15}$/.test(person);

/** Which filters a list query sets (the statement's shape) and their values */
export function auditFilter(q: AuditListQuery) {
  const person = q.person?.toLowerCase();
  const byId = person !== undefined && isAccountId(person);
  const shape = {
    person: person === undefined ? null : byId ? ('id' as const) : ('email' as const),
    kind:
      q.kind === undefined ? null : q.kind.includes('.') ? ('action' as const) : ('kind' as const),
    from: q.from !== undefined,
    to: q.to !== undefined,
  };
  const params: Record<string, string | number> = { ...tallinnDaySpan(q.from, q.to) };
  if (person !== undefined) {
    params.person = byId ? Number(person) : `%${person.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  }
  if (q.kind !== undefined) params.kind = q.kind;
  return { shape, params, offset: q.page * AUDIT_PAGE_SIZE };
}

export type AuditShape = ReturnType<typeof auditFilter>['shape'];

/**
 * The WHERE of a shape, with named parameters (@person, @kind, @from, @to), each narrowing on its
 * index (audit_log_actor, _kind, _action, _at); e-mails are stored lower-cased, as the pattern is
 */
export function auditWhere(shape: AuditShape): string {
  const where = ['1 = 1'];
  if (shape.person === 'id') where.push('actor_id = @person');
  if (shape.person === 'email') where.push("actor_email LIKE @person ESCAPE '\\'");
  if (shape.kind === 'kind') where.push('entity_kind = @kind');
  if (shape.kind === 'action') where.push('action = @kind');
  if (shape.from) where.push('at >= @from');
  if (shape.to) where.push('at < @to');
  return where.join(' AND ');
}

/** One page of entries as the log screen reads it */
export const auditPage = (rows: AuditLogEntry[], total: number, page: number) => ({
  items: rows,
  total,
  page,
  take: AUDIT_PAGE_SIZE,
});

// Raw prepared SQL: one insert, called inside other stores' transactions; the list prepared once
// per filter shape (auditWhere)
export function createAuditLog(sqlite: BetterSqlite3.Database) {
  const insert = sqlite.prepare(
    `INSERT INTO audit_log (at, actor_id, actor_email, actor_role, action, entity_kind, entity_id,
       before, after, reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const shapes = new Map<
    string,
    { rows: BetterSqlite3.Statement; count: BetterSqlite3.Statement }
  >();

  function statementsFor(shape: AuditShape) {
    const key = JSON.stringify(shape);
    let prepared = shapes.get(key);
    if (!prepared) {
      const filter = auditWhere(shape);
      prepared = {
        rows: sqlite.prepare(
          `SELECT * FROM audit_log WHERE ${filter} ORDER BY at DESC, id DESC LIMIT @take OFFSET @offset`,
        ),
        count: sqlite.prepare(`SELECT count(*) FROM audit_log WHERE ${filter}`).pluck(),
      };
      shapes.set(key, prepared);
    }
    return prepared;
  }

  return {
    /** One page of entries, newest first, with the count of all that match */
    list(q: AuditListQuery): ReturnType<typeof auditPage> {
      const { shape, params, offset } = auditFilter(q);
      const statements = statementsFor(shape);
      const total = statements.count.get(params) as number;
      const rows = statements.rows.all({ ...params, take: AUDIT_PAGE_SIZE, offset }) as AuditRow[];
      return auditPage(
        rows.map((r) => toAuditEntry(r, parseJson)),
        total,
        q.page,
      );
    },

    /** Writes one entry; call it inside the transaction of the change */
    record(entry: AuditEntry): void {
      insert.run(
        entry.at,
        entry.actor.id,
        entry.actor.email,
        entry.actor.role,
        entry.action,
        auditEntityKind(entry.action),
        String(entry.entityId),
        json(entry.before),
        json(entry.after),
        entry.reason ?? null,
      );
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
