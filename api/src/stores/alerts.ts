/**
 * The admin's view of admin_alerts (raised by services through services/alerts.ts: refunds made
 * automatically, mail failures, stale help pages…): the open ones, newest first, and marking one
 * seen, which the audit log records in the same transaction.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { AuditActor, AuditLog } from './audit';

/** How many open alerts the admin home shows at most */
const OPEN_LIMIT = 50;

interface AlertRow {
  id: number;
  kind: string;
  message: string;
  details: string;
  createdAt: number;
}

// Raw prepared SQL beside raiseAlert's, on the index admin_alerts_open
export function createAlertStore(sqlite: BetterSqlite3.Database, audit: AuditLog) {
  const open = sqlite.prepare<[number], AlertRow>(
    `SELECT id, kind, message, details, created_at AS createdAt FROM admin_alerts
      WHERE acknowledged_at IS NULL ORDER BY created_at DESC, id DESC LIMIT ?`,
  );
  const countOpen = sqlite
    .prepare<[], number>('SELECT count(*) FROM admin_alerts WHERE acknowledged_at IS NULL')
    .pluck();
  const acknowledge = sqlite.prepare<[number, number]>(
    'UPDATE admin_alerts SET acknowledged_at = ? WHERE id = ? AND acknowledged_at IS NULL',
  );
  return {
    /** The open alerts, newest first, with how many there are in all */
    open: () => ({
      items: open.all(OPEN_LIMIT).map((row) => ({
        ...row,
        details: JSON.parse(row.details) as Record<string, unknown>,
      })),
      total: countOpen.get() ?? 0,
    }),
    /** Marks an open alert seen, with its audit entry; false when there is no such open alert */
    acknowledge: sqlite.transaction((id: number, actor: AuditActor, now: number): boolean => {
      if (acknowledge.run(now, id).changes === 0) return false;
      audit.record({ actor, action: 'alert.acknowledge', entityId: id, at: now });
      return true;
    }),
  };
}
