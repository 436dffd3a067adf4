/**
 * Service requests on SQLite: the family's side and the sweep are the flows of flows.ts, run
 * synchronously in better-sqlite3's transactions, with SQLite's own effects (the throttle, the
 * alerts queued through the mail outbox). The reads both sides compose are here too; the
 * provider's side is routes/provider/flows.ts.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { AppDeps } from '../../context';
import { sqliteDb } from '../../stores/flow';
import type { Throttle } from '../../stores/throttle';
import { createRequestAlerts } from './alerts';
import {
  requestById,
  requestStoreOf,
  requestSweepStoreOf,
  servicesOf,
  unknownServices,
  type RequestEffects,
} from './flows';

/**
 * Reads both sides compose inside their transactions (the SQLite adapter's own part, never a
 * port): a request, its services, which services exist.
 */
export function createRequestReads(sqlite: BetterSqlite3.Database) {
  const db = sqliteDb(sqlite);
  return {
    /** A request by its id, for mails and views; undefined when there is none */
    byId: (id: number) => db.read(() => requestById(id)),
    /** A request's services in the directory's order */
    servicesOf: (id: number) => db.read(() => servicesOf(id)),
    /** Which of the ids are no service of the directory */
    unknownServices: (ids: readonly number[]) => db.read(() => unknownServices(ids)),
  };
}

export type RequestReads = ReturnType<typeof createRequestReads>;

export function createRequestStore(
  sqlite: BetterSqlite3.Database,
  reads: RequestReads,
  deps: Pick<AppDeps, 'mail' | 'publicUrl' | 'secret'>,
  throttle: Pick<Throttle, 'spend' | 'spendMail'>,
) {
  const alerts = createRequestAlerts(deps, sqlite, reads);
  const effects: RequestEffects = {
    spend: throttle.spend,
    spendMail: throttle.spendMail,
    confirmLink: alerts.confirmLink,
    alertProvider: (request, _services, provider, now) =>
      alerts.alertProvider(request, provider, now),
    accepted: alerts.accepted,
  };
  // (the outbox's enqueue wakes the sender itself)
  return requestStoreOf(
    sqliteDb(sqlite),
    () => effects,
    deps.secret,
    () => {},
  );
}

export const createRequestSweepStore = (sqlite: BetterSqlite3.Database) =>
  requestSweepStoreOf(sqliteDb(sqlite));

/** (the sweeper's port, for services/request-sweeper.ts: a service imports a store.ts) */
export type { RequestSweepStore } from './flows';
