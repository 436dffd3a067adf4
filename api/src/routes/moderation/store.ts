/**
 * Moderation on SQLite: the flows of flows.ts, run synchronously in better-sqlite3's
 * transactions; an approved reply's push job and the audit entry are written through the SQLite
 * push queue and audit log.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { createPushQueue } from '../../services/push/queue';
import type { AuditLog } from '../../stores/audit';
import { sqliteDb } from '../../stores/flow';
import { moderationStoreOf, type ModerationEffects } from './flows';

export function createModerationStore(sqlite: BetterSqlite3.Database, audit: AuditLog) {
  const push = createPushQueue(sqlite);
  const effects: ModerationEffects = { reply: push.reply, audit: audit.record };
  const db = sqliteDb(sqlite);
  return moderationStoreOf(db, db, () => effects);
}
