/**
 * Orders and payments on PostgreSQL: the payment flows of flows.ts, awaited step by step in one
 * transaction each (retried whole on a serialisation failure), the admin alert written on its
 * client. The statements are steps.ts's; there the locks PostgreSQL needs: the notice's row,
 * then the order's (`FOR NO KEY UPDATE`), so a second return, a webhook racing the return or two
 * clicks on Pay wait for the first and then read what it wrote. The unique index
 * orders_one_live_per_notice refuses a second live order (INSERT … ON CONFLICT DO NOTHING),
 * payment_events' primary key takes an event once (ON CONFLICT DO NOTHING, which waits for a
 * concurrent insert of the same id to commit), and publishing requires the notice to await
 * payment: a paid notice is never published twice.
 */
import type pg from 'pg';
import { raiseAlertPg } from '../../stores/alerts.pg';
import { pgDb } from '../../stores/flow';
import { portOf, type Port } from '../../stores/port';
import { paymentStoreOf, type PaymentStore } from './flows';

/** The payment flow's port on PostgreSQL (store.ts's createPaymentStore is the SQLite one) */
export const createPgPaymentStore = (pool: pg.Pool): Port<PaymentStore> =>
  portOf(
    paymentStoreOf(pgDb(pool), (c) => ({ alert: (alert, now) => raiseAlertPg(c, alert, now) })),
  );
