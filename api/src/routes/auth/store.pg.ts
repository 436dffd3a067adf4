/**
 * Accounts, sessions and password resets on PostgreSQL: the flows of flows.ts, awaited step by
 * step (in a transaction where the use case writes more than one row).
 */
import type pg from 'pg';
import { pgDb } from '../../stores/flow';
import { portOf, type Port } from '../../stores/port';
import { userStoreOf } from './flows';
import type { UserStore } from './store';

export const createPgUserStore = (pool: pg.Pool): Port<UserStore> =>
  portOf(userStoreOf(pgDb(pool)));
