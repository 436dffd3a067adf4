/**
 * Admin alerts: the one way the server says "a person must look at this" (money refunded
 * automatically, a mail that failed for good, a limit that stopped a flood, stale help pages…).
 * An alert is a row in `admin_alerts`, written by the store whose change it reports inside that
 * change's transaction (`alertRaised`, a step of its flow; `raiseAlert` and alerts.pg.ts's
 * `raiseAlertPg` for stores not yet written as flows), and a line on stderr for whoever reads the
 * server's log. The admin reads the open ones, newest first, and marks one seen, which the audit
 * log records in the same transaction. Written once for both databases (decision 0109).
 */
import type BetterSqlite3 from 'better-sqlite3';
import { audited, type AuditActor, type AuditEntry } from './audit';
import { all, run, sql, sqliteDb, value, type Db, type Flow } from './flow';

export interface Alert {
  /** Stable machine name, e.g. payment_refunded */
  kind: string;
  /** One line for a person (Estonian, like the admin area) */
  message: string;
  /** Ids and figures behind it */
  details?: Record<string, unknown>;
}

const insert = sql<{ id: number }, [kind: string, message: string, details: string, at: number]>(
  'alert_insert',
  'INSERT INTO admin_alerts (kind, message, details, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
);

/** Records an alert: a step of the flow of the change it reports. Its id. */
export function* alertRaised(alert: Alert, now: number): Flow<number> {
  const details = JSON.stringify(alert.details ?? {});
  const id = (yield* value(insert, alert.kind, alert.message, details, now))!;
  console.error(`[alert ${alert.kind}] ${alert.message} ${details}`);
  return id;
}

const onSqlite = new WeakMap<BetterSqlite3.Database, ReturnType<typeof sqliteDb>>();

/** Records an alert; call it inside the SQLite transaction of the change it reports. Its id. */
export function raiseAlert(sqlite: BetterSqlite3.Database, alert: Alert, now: number): number {
  let db = onSqlite.get(sqlite);
  if (!db) {
    db = sqliteDb(sqlite);
    onSqlite.set(sqlite, db);
  }
  return db.read(() => alertRaised(alert, now));
}

/** How many open alerts the admin home shows at most */
const OPEN_LIMIT = 50;

/** An open alert as both databases read it (its details as JSON text) */
interface AlertRow {
  id: number;
  kind: string;
  message: string;
  details: string;
  createdAt: number;
}

/** The audit entry of an alert marked seen */
const acknowledgement = (id: number, actor: AuditActor, now: number): AuditEntry => ({
  actor,
  action: 'alert.acknowledge',
  entityId: id,
  at: now,
});

// on the index admin_alerts_open
const openAlerts = sql<AlertRow, [limit: number]>(
  'alerts_open',
  `SELECT id, kind, message, CAST(details AS text) AS details, created_at AS "createdAt"
     FROM admin_alerts
    WHERE acknowledged_at IS NULL ORDER BY created_at DESC, id DESC LIMIT $1`,
);
const countOpen = sql<{ count: number }>(
  'alerts_count_open',
  'SELECT count(*) AS count FROM admin_alerts WHERE acknowledged_at IS NULL',
);
// the row's update is the guard: a parallel acknowledgement waits for it, then finds it seen
const acknowledge = sql<never, [now: number, id: number]>(
  'alerts_acknowledge',
  'UPDATE admin_alerts SET acknowledged_at = $1 WHERE id = $2 AND acknowledged_at IS NULL',
);

/** The admin's open alerts and marking one seen, on either database */
export const alertStoreOf = <Tx>(db: Db<Tx>) => ({
  /** The open alerts, newest first, with how many there are in all */
  open: () =>
    db.read(function* () {
      const rows = yield* all(openAlerts, OPEN_LIMIT);
      return {
        items: rows.map((row) => ({
          ...row,
          details: JSON.parse(row.details) as Record<string, unknown>,
        })),
        total: (yield* value(countOpen)) ?? 0,
      };
    }),
  /** Marks an open alert seen, with its audit entry; false when there is no such open alert */
  acknowledge: (id: number, actor: AuditActor, now: number) =>
    db.transaction(function* () {
      if ((yield* run(acknowledge, now, id)) === 0) return false;
      yield* audited(acknowledgement(id, actor, now));
      return true;
    }),
});

export type AlertStore = ReturnType<typeof alertStoreOf>;

export const createAlertStore = (sqlite: BetterSqlite3.Database) => alertStoreOf(sqliteDb(sqlite));
