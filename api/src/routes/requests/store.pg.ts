/**
 * Service requests on PostgreSQL: the family's side and the sweep are the flows of flows.ts,
 * awaited step by step in a transaction, with PostgreSQL's own effects on its client (the
 * throttle's spending, the alerts queued in the transaction; the mail sender is kicked after the
 * commit). The reads both sides compose are here too.
 */
import type pg from 'pg';
import { onPg, pgDb } from '../../stores/flow';
import { portOf, type Port } from '../../stores/port';
import type { PgContext } from '../../stores/pg/context';
import type { Queryable } from '../../stores/pg/sql';
import { createPgRequestAlerts } from './alerts.pg';
import {
  requestById,
  requestStoreOf,
  requestSweepStoreOf,
  servicesOf,
  unknownServices,
  type RequestStore,
  type RequestSweepStore,
} from './flows';

/** Reads both sides compose inside their transactions (the PostgreSQL adapter's own part) */
export const pgRequestReads = {
  /** A request by its id, for mails and views; undefined when there is none */
  byId: (q: Queryable, id: number) => onPg(q, requestById(id)),
  /** A request's services in the directory's order */
  servicesOf: (q: Queryable, id: number) => onPg(q, servicesOf(id)),
  /** Which of the ids are no service of the directory */
  unknownServices: (q: Queryable, ids: readonly number[]) => onPg(q, unknownServices(ids)),
};

export function createPgRequestStore({ pool, deps, throttle }: PgContext): Port<RequestStore> {
  const alerts = createPgRequestAlerts(deps, pgRequestReads);
  const effects = (q: pg.PoolClient) => ({
    spend: throttle.spendIn.bind(null, q),
    spendMail: throttle.spendMailIn.bind(null, q),
    confirmLink: alerts.confirmLink.bind(null, q),
    alertProvider: alerts.alertProvider.bind(null, q),
    accepted: alerts.accepted.bind(null, q),
  });
  return portOf(requestStoreOf(pgDb(pool), effects, deps.secret, deps.mail.kick));
}

export const createPgRequestSweepStore = (pool: pg.Pool): Port<RequestSweepStore> =>
  portOf(requestSweepStoreOf(pgDb(pool)));
