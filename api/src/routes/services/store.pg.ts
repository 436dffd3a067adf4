/**
 * The directory's service categories on PostgreSQL: the flows of store.ts, awaited step by step,
 * the audit entry on the transaction's client, the list cached per directory version.
 */
import type pg from 'pg';
import { recordAudit } from '../../stores/audit.pg';
import { all, onPg, pgDb } from '../../stores/flow';
import { portOf, type Port } from '../../stores/port';
import { cachedPerDirectoryVersionPg } from '../companies/directory-version.pg';
import { allServices, serviceStoreOf, type ServiceStore } from './store';

export const createPgServices = (pool: pg.Pool): Port<ServiceStore> =>
  portOf(
    serviceStoreOf(
      pgDb(pool),
      (q) => ({ record: recordAudit.bind(null, q) }),
      cachedPerDirectoryVersionPg(pool, () => onPg(pool, all(allServices))),
    ),
  );
