/**
 * The push worker's side of the push tables on PostgreSQL: the flows of jobs-store.ts awaited
 * step by step in a transaction; a failed request push's mail is queued on the transaction's
 * client and the mail sender kicked after the commit.
 */
import type pg from 'pg';
import { pgDb } from '../../stores/flow';
import type { PgDeps } from '../../stores/pg/context';
import { portOf, type Port } from '../../stores/port';
import { createPgRequestAlerts } from '../requests/alerts.pg';
import { pgRequestReads } from '../requests/store.pg';
import { pushJobStoreOf, type PushJobStore } from './jobs-store';

export function createPgPushJobStore(pool: pg.Pool, deps: PgDeps): Port<PushJobStore> {
  const alerts = createPgRequestAlerts(deps, pgRequestReads);
  return portOf(
    pushJobStoreOf(
      pgDb(pool),
      (q) => ({ mailInstead: alerts.mailInstead.bind(null, q) }),
      deps.mail.kick,
    ),
  );
}
