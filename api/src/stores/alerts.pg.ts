/**
 * Admin alerts on PostgreSQL: raised inside the caller's transaction (alerts.ts holds the rules).
 */
import type pg from 'pg';
import { acknowledgement, logAlert, OPEN_LIMIT, type Alert, type createAlertStore } from './alerts';
import { recordAudit } from './audit.pg';
import type { Port } from './port';
import { all, run, statement, transaction, value, type Queryable } from './pg/sql';

const insert = statement(
  'alert_insert',
  'INSERT INTO admin_alerts (kind, message, details, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
);

/** Records an alert with the client of the change's transaction; its id */
export async function raiseAlertPg(q: Queryable, alert: Alert, now: number): Promise<number> {
  const details = alert.details ?? {};
  const id = await value<number>(q, insert, [alert.kind, alert.message, details, now]);
  logAlert(id!, alert);
  return id!;
}

/** The admin's open alerts and marking one seen (alerts.ts: createAlertStore) */
export function createPgAlertStore(pool: pg.Pool): Port<ReturnType<typeof createAlertStore>> {
  return {
    open: async () => ({
      items: await all<{
        id: number;
        kind: string;
        message: string;
        details: Record<string, unknown>;
        createdAt: number;
      }>(
        pool,
        `SELECT id, kind, message, details, created_at AS "createdAt" FROM admin_alerts
          WHERE acknowledged_at IS NULL ORDER BY created_at DESC, id DESC LIMIT $1`,
        [OPEN_LIMIT],
      ),
      total:
        (await value<number>(
          pool,
          'SELECT count(*) FROM admin_alerts WHERE acknowledged_at IS NULL',
        )) ?? 0,
    }),
    // the row's update is the guard: a parallel acknowledgement waits for it, then finds it seen
    acknowledge: (id, actor, now) =>
      transaction(pool, async (q) => {
        const changed = await run(
          q,
          'UPDATE admin_alerts SET acknowledged_at = $1 WHERE id = $2 AND acknowledged_at IS NULL',
          [now, id],
        );
        if (changed === 0) return false;
        await recordAudit(q, acknowledgement(id, actor, now));
        return true;
      }),
  };
}
