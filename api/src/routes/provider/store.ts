/**
 * Service requests, the provider's side, on SQLite: the flows of flows.ts run synchronously in
 * better-sqlite3's transactions; an offer's alert is queued through SQLite's mail outbox (whose
 * enqueue wakes the sender itself).
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { AppDeps } from '../../context';
import { sqliteDb } from '../../stores/flow';
import { createRequestAlerts } from '../requests/alerts';
import type { RequestReads } from '../requests/store';
import { providerStoreOf, type ProviderEffects } from './flows';

export function createProviderStore(
  sqlite: BetterSqlite3.Database,
  requests: RequestReads,
  deps: Pick<AppDeps, 'mail' | 'publicUrl' | 'secret'>,
) {
  const alerts = createRequestAlerts(deps, sqlite, requests);
  const effects: ProviderEffects = { offerMade: alerts.offerMade };
  return providerStoreOf(
    sqliteDb(sqlite),
    () => effects,
    () => {},
  );
}
