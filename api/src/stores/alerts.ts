/**
 * Admin alerts: the one way the server says "a person must look at this" (money refunded
 * automatically, a mail that failed for good, a limit that stopped a flood, stale help pages…).
 * An alert is a row in `admin_alerts`, written by the store whose change it reports inside that
 * change's transaction (raiseAlert: the SQLite adapter's own composition), and a line in the
 * server's log (lib/log.ts) for whoever reads it. The admin reads the open ones, newest first, and marks one
 * seen, which the audit log records in the same transaction.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { log } from '../lib/log';
import type { AuditActor, AuditEntry, AuditLog } from './audit';

export interface Alert {
  /** Stable machine name, e.g. payment_refunded */
  kind: string;
  /** One line for a person (Estonian, like the admin area) */
  message: string;
  /** Ids and figures behind it */
  details?: Record<string, unknown>;
}

const statements = new WeakMap<BetterSqlite3.Database, BetterSqlite3.Statement>();

/** Records an alert; call it inside the transaction of the change it reports. Returns its id. */
export function raiseAlert(sqlite: BetterSqlite3.Database, alert: Alert, now: number): number {
  let insert = statements.get(sqlite);
  if (!insert) {
    insert = sqlite.prepare(
      'INSERT INTO admin_alerts (kind, message, details, created_at) VALUES (?, ?, ?, ?) RETURNING id',
    );
    statements.set(sqlite, insert);
  }
  const details = JSON.stringify(alert.details ?? {});
  const { id } = insert.get(alert.kind, alert.message, details, now) as { id: number };
  logAlert(id, alert);
  return id;
}

/** An alert's line in the server's log (both adapters): its kind, id and details, its message */
export function logAlert(id: number, alert: Alert): void {
  log().error(
    { component: 'alert', alert: alert.kind, alertId: id, details: alert.details ?? {} },
    alert.message,
  );
}

/** How many open alerts the admin home shows at most */
export const OPEN_LIMIT = 50;

interface AlertRow {
  id: number;
  kind: string;
  message: string;
  details: string;
  createdAt: number;
}

/** The audit entry of an alert marked seen */
export const acknowledgement = (id: number, actor: AuditActor, now: number): AuditEntry => ({
  actor,
  action: 'alert.acknowledge',
  entityId: id,
  at: now,
});

// Raw prepared SQL, on the index admin_alerts_open
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
      audit.record(acknowledgement(id, actor, now));
      return true;
    }),
  };
}
