/** Push subscriptions and the notices they follow on PostgreSQL: the flows of store.ts, awaited */
import type pg from 'pg';
import { pgDb } from '../../stores/flow';
import { portOf } from '../../stores/port';
import { pushStoreOf } from './store';

export const createPgPushStore = (pool: pg.Pool) => portOf(pushStoreOf(pgDb(pool)));
