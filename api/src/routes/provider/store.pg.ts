/**
 * Service requests, the provider's side, on PostgreSQL: the flows of flows.ts awaited step by
 * step in a transaction; an offer's alert is queued on the transaction's client, and the mail
 * sender is kicked after the commit.
 */
import { pgDb } from '../../stores/flow';
import { portOf, type Port } from '../../stores/port';
import type { PgContext } from '../../stores/pg/context';
import { createPgRequestAlerts } from '../requests/alerts.pg';
import { pgRequestReads } from '../requests/store.pg';
import { providerStoreOf, type ProviderStore } from './flows';

export function createPgProviderStore({ pool, deps }: PgContext): Port<ProviderStore> {
  const alerts = createPgRequestAlerts(deps, pgRequestReads);
  return portOf(
    providerStoreOf(
      pgDb(pool),
      (q) => ({ offerMade: alerts.offerMade.bind(null, q) }),
      deps.mail.kick,
    ),
  );
}
