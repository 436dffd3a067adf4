/**
 * Refunds still owed, retried in the server process: a refund the server decided on but PayPal
 * did not confirm (unreachable, an error, or the process stopped in between) stays refund-due in
 * the database until this worker gets it through. Started by scripts/start.ts like the push
 * worker; tests call tick() directly.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { PaypalClient } from './paypal';
import { createRefunds } from './refunds';
import { createOrderStore } from './store';

export interface RefundWorkerOptions {
  sqlite: BetterSqlite3.Database;
  paypal: PaypalClient;
  now: () => number;
  /** How often to look for refunds owed */
  tickMs?: number;
}

export function createRefundWorker(options: RefundWorkerOptions) {
  const refunds = createRefunds({
    store: createOrderStore(options.sqlite),
    paypal: options.paypal,
    now: options.now,
  });
  let running: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout | null = null;

  function loop(): void {
    if (running) return;
    running = refunds
      .retryDue()
      .catch((err: unknown) => console.error('[payments] refund worker:', err))
      .finally(() => {
        running = null;
      });
  }

  return {
    /** One pass over the refunds owed; how many went through */
    tick: () => refunds.retryDue(),
    start(): void {
      if (timer) return;
      timer = setInterval(loop, options.tickMs ?? 5 * 60_000);
      timer.unref();
      loop();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export type RefundWorker = ReturnType<typeof createRefundWorker>;
