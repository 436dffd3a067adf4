/**
 * Admin alerts: the one way a service says "a person must look at this" (money refunded
 * automatically, a limit that stopped a flood…). An alert is a row in `admin_alerts`, written
 * with the caller's own statement so it commits or rolls back with the change it is about,
 * and a line on stderr for whoever reads the server's log.
 */
import type BetterSqlite3 from 'better-sqlite3';

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
  console.error(`[alert ${alert.kind}] ${alert.message} ${details}`);
  return id;
}
