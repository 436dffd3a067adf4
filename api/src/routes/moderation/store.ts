/**
 * Moderation on SQLite: the flows of flows.ts, run synchronously in better-sqlite3's
 * transactions; the audit entry is written through the SQLite audit log.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { AuditLog } from '../../stores/audit';
import { sqliteDb } from '../../stores/flow';
import { moderationStoreOf, type ModerationEffects } from './flows';

export function createModerationStore(sqlite: BetterSqlite3.Database, audit: AuditLog) {
  const effects: ModerationEffects = { audit: audit.record };
  const db = sqliteDb(sqlite);
  return moderationStoreOf(db, db, () => effects);
}
