/**
 * The help pages on PostgreSQL: the flows of store.ts, awaited step by step, the search row and
 * the alerts on the transaction's client; the stale check runs under a transaction-scoped
 * advisory lock, so two app instances checking at once raise each page's alert once.
 */
import type pg from 'pg';
import { raiseAlertPg } from '../../stores/alerts.pg';
import { pgDb } from '../../stores/flow';
import { portOf } from '../../stores/port';
import { putSearchRow } from '../search/store.pg';
import { helpStoreOf } from './store';

export const createPgHelpStore = (pool: pg.Pool) =>
  portOf(
    helpStoreOf(pgDb(pool), (q) => ({
      putSearch: putSearchRow.bind(null, q),
      raiseAlert: raiseAlertPg.bind(null, q),
    })),
  );
