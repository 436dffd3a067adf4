/**
 * The audit log (table audit_log, append-only): `record` is called by an admin or moderation
 * store inside the transaction of the change it records, so the change and its entry commit or
 * roll back together; a refused action writes nothing. Belongs to no single resource, so it
 * lives here beside the throttle.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { type AuditAction, auditEntityKind } from '../../../db/domain/audit';

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

// Raw prepared SQL: one insert, called inside other stores' transactions
export function createAuditLog(sqlite: BetterSqlite3.Database) {
  const insert = sqlite.prepare(
    `INSERT INTO audit_log (at, actor_id, actor_email, actor_role, action, entity_kind, entity_id,
       before, after, reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return {
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
