/**
 * The audit log on PostgreSQL: the entry written inside the caller's transaction, as
 * createAuditLog's `record` is in SQLite (audit.ts holds the types and the rules).
 */
import { auditEntityKind } from '../../../db/domain/audit';
import type { AuditEntry } from './audit';
import { run, statement, type Queryable } from './pg/sql';

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
