/**
 * Admin alerts on PostgreSQL: the flows of alerts.ts awaited step by step; `raiseAlertPg` raises
 * one inside the transaction of a store not yet written as flows.
 */
import type pg from 'pg';
import { alertRaised, alertStoreOf, type Alert, type AlertStore } from './alerts';
import { onPg, pgDb } from './flow';
import { portOf, type Port } from './port';
import type { Queryable } from './pg/sql';

/** Records an alert with the client of the change's transaction; its id */
export const raiseAlertPg = (q: Queryable, alert: Alert, now: number): Promise<number> =>
  onPg(q, alertRaised(alert, now));

/** The admin's open alerts and marking one seen */
export const createPgAlertStore = (pool: pg.Pool): Port<AlertStore> =>
  portOf(alertStoreOf(pgDb(pool)));
