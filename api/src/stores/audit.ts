/**
 * The audit log (table audit_log, append-only): `record` is called by an admin or moderation
 * store inside the transaction of the change it records, so the change and its entry commit or
 * roll back together; a refused action writes nothing. Belongs to no single resource, so it
 * lives here beside the throttle.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { AuditListQuery } from '#domain/inputs/admin-input';
import {
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditEntityKind,
  auditEntityKind,
} from '#domain/vocabulary/audit';
import { tallinnDaySpan } from '#domain/calendar/dates';
import type { auditLog } from '#db/schema';
import type { SqlRow } from '#db/schema/sql-row';
import { all, answeredNow, run, sql, sqliteDb, value, type Db, type Flow } from './flow';

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

/** An entry of the log (before/after read as text on both databases) */
const toAuditEntry = (r: AuditRow): AuditLogEntry => ({
  id: r.id,
  at: r.at,
  actor: { id: r.actor_id, email: r.actor_email, role: r.actor_role },
  action: r.action as AuditAction,
  entityKind: r.entity_kind as AuditEntityKind,
  entityId: r.entity_id,
  before: parseJson(r.before),
  after: parseJson(r.after),
  reason: r.reason,
});

/** A person filter that is a number is an account id, anything else part of an e-mail */
const isAccountId = (person: string) => /^[1-9]\d{0,15}$/.test(person);

/** Which filters a list query sets (the statement's shape) and their values, in the order of
 * the shape's placeholders (auditWhere) */
function auditFilter(q: AuditListQuery) {
  const person = q.person?.toLowerCase();
  const byId = person !== undefined && isAccountId(person);
  const shape = {
    person: person === undefined ? null : byId ? ('id' as const) : ('email' as const),
    kind:
      q.kind === undefined ? null : q.kind.includes('.') ? ('action' as const) : ('kind' as const),
    from: q.from !== undefined,
    to: q.to !== undefined,
  };
  const { from, to } = tallinnDaySpan(q.from, q.to);
  const params: (string | number)[] = [];
  if (person !== undefined) {
    params.push(byId ? Number(person) : `%${person.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
  }
  if (q.kind !== undefined) params.push(q.kind);
  if (from !== undefined) params.push(from);
  if (to !== undefined) params.push(to);
  return { shape, params, offset: q.page * AUDIT_PAGE_SIZE };
}

type AuditShape = ReturnType<typeof auditFilter>['shape'];

/**
 * The WHERE of a shape, its parameters $1, $2… in the order person, kind, from, to (those it
 * sets), each narrowing on its index (audit_log_actor, _kind, _action, _at); e-mails are stored
 * lower-cased, as the pattern is. `n`: how many placeholders it uses.
 */
function auditWhere(shape: AuditShape) {
  const where = ['1 = 1'];
  let n = 0;
  const next = () => `$${++n}`;
  if (shape.person === 'id') where.push(`actor_id = ${next()}`);
  if (shape.person === 'email') where.push(`actor_email LIKE ${next()} ESCAPE '\\'`);
  if (shape.kind === 'kind') where.push(`entity_kind = ${next()}`);
  if (shape.kind === 'action') where.push(`action = ${next()}`);
  if (shape.from) where.push(`at >= ${next()}`);
  if (shape.to) where.push(`at < ${next()}`);
  return { where: where.join(' AND '), n };
}

/** One page of entries as the log screen reads it */
const auditPage = (rows: AuditLogEntry[], total: number, page: number) => ({
  items: rows,
  total,
  page,
  take: AUDIT_PAGE_SIZE,
});

// One text for both databases (decision 0109): before/after are jsonb on PostgreSQL, read as text
const AUDIT_COLUMNS = `id, at, actor_id, actor_email, actor_role, action, entity_kind, entity_id,
  CAST(before AS text) AS before, CAST(after AS text) AS after, reason`;

type Params = (string | number)[];
/** The list's two statements of each filter shape, written on first use (36 shapes at most) */
const shapes = new Map<
  string,
  {
    rows: ReturnType<typeof sql<AuditRow, Params>>;
    count: ReturnType<typeof sql<{ n: number }, Params>>;
  }
>();
function statementsFor(shape: AuditShape) {
  const key = `${shape.person ?? 'all'}_${shape.kind ?? 'all'}_${+shape.from}${+shape.to}`;
  let statements = shapes.get(key);
  if (!statements) {
    const { where, n } = auditWhere(shape);
    statements = {
      rows: sql(
        `audit_rows_${key}`,
        `SELECT ${AUDIT_COLUMNS} FROM audit_log WHERE ${where}
          ORDER BY at DESC, id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
      ),
      count: sql(`audit_count_${key}`, `SELECT count(*) AS n FROM audit_log WHERE ${where}`),
    };
    shapes.set(key, statements);
  }
  return statements;
}

const insert = sql<
  never,
  [
    number,
    number,
    string,
    number,
    string,
    string,
    string,
    string | null,
    string | null,
    string | null,
  ]
>(
  'audit_insert',
  `INSERT INTO audit_log (at, actor_id, actor_email, actor_role, action, entity_kind, entity_id,
     before, after, reason) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
);

/** Writes one entry: a step of the flow of the change it records (its transaction) */
export function* audited(entry: AuditEntry): Flow<void> {
  yield* run(
    insert,
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
}

/** One page of entries, newest first, with the count of all that match */
function* auditList(q: AuditListQuery): Flow<ReturnType<typeof auditPage>> {
  const { shape, params, offset } = auditFilter(q);
  const statements = statementsFor(shape);
  const total = (yield* value(statements.count, ...params))!;
  const rows = yield* all(statements.rows, ...params, AUDIT_PAGE_SIZE, offset);
  return auditPage(rows.map(toAuditEntry), total, q.page);
}

/** The audit log on either database: the admin's log screen, and one entry on its own */
export const auditLogOf = <Tx>(db: Db<Tx>) => ({
  list: (q: AuditListQuery) => db.read(() => auditList(q)),
  /** One entry on its own (the stores record theirs inside their transactions: `audited`) */
  record: (entry: AuditEntry) => db.read(() => audited(entry)),
});

/**
 * The SQLite log, whose `record` an unconverted SQLite store calls inside its own transaction
 */
export function createAuditLog(sqlite: BetterSqlite3.Database) {
  const log = auditLogOf(sqliteDb(sqlite));
  return {
    list: (q: AuditListQuery) => answeredNow(log.list(q)),
    /** Writes one entry; call it inside the transaction of the change */
    record: (entry: AuditEntry): void => answeredNow(log.record(entry)),
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
