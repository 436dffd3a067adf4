/**
 * Admin alerts on PostgreSQL: raised inside the caller's transaction (alerts.ts holds the rules).
 */
import type { Alert } from './alerts';
import { statement, value, type Queryable } from './pg/sql';

const insert = statement(
  'alert_insert',
  'INSERT INTO admin_alerts (kind, message, details, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
);

/** Records an alert with the client of the change's transaction; its id */
export async function raiseAlertPg(q: Queryable, alert: Alert, now: number): Promise<number> {
  const details = alert.details ?? {};
  const id = await value<number>(q, insert, [alert.kind, alert.message, details, now]);
  console.error(`[alert ${alert.kind}] ${alert.message} ${JSON.stringify(details)}`);
  return id!;
}
