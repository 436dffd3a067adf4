/**
 * The audit log on PostgreSQL: the flows of audit.ts awaited on the pool, or on the client of the
 * transaction of the change an unconverted PostgreSQL store records.
 */
import type pg from 'pg';
import { auditLogOf, audited, type AuditEntry, type AuditLog } from './audit';
import { onPg, pgDb } from './flow';
import { portOf, type Port } from './port';
import type { Queryable } from './pg/sql';

/** Writes one entry; call it with the client of the change's transaction */
export const recordAudit = (q: Queryable, entry: AuditEntry): Promise<void> =>
  onPg(q, audited(entry));

/** The audit log's port: the admin's log screen */
export const createPgAuditLog = (pool: pg.Pool): Port<AuditLog> => portOf(auditLogOf(pgDb(pool)));
