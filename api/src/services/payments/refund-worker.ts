/**
 * Refunds still owed, retried in the server process: a refund the server decided on but PayPal
 * did not confirm (unreachable, an error, or the process stopped in between) stays refund-due in
 * the database until this worker gets it through. Started by scripts/start.ts like the push
 * worker; tests call tick() directly.
 */
import { intervalJob } from '../interval-job';
import type { PaypalClient } from './paypal';
import { createRefunds, type RefundDeps } from './refunds';

export interface RefundWorkerOptions {
  /** The payment store's refund steps */
  store: RefundDeps['store'];
  paypal: PaypalClient;
  now: () => number;
  /** How often to look for refunds owed */
  tickMs?: number;
}

export function createRefundWorker(options: RefundWorkerOptions) {
  const refunds = createRefunds(options);
  const tick = () => refunds.retryDue();
  const job = intervalJob(tick, options.tickMs ?? 5 * 60_000, (err) =>
    console.error('[payments] refund worker:', err),
  );
  /** tick: one pass over the refunds owed; how many went through */
  return { tick, ...job };
}
