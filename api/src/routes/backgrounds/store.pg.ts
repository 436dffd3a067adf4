/**
 * The background gallery on PostgreSQL: the flows of store.ts, awaited step by step; the delete
 * of an unused background on the transaction's client, its clause read from the foreign keys
 */
import type pg from 'pg';
import { pgDb } from '../../stores/flow';
import { run } from '../../stores/pg/sql';
import { portOf } from '../../stores/port';
import { pgUnreferenced } from '../uploads/store';
import { backgroundStoreOf, deleteUnusedSql } from './store';

export const createPgBackgroundStore = (pool: pg.Pool) =>
  portOf(
    backgroundStoreOf(pgDb(pool), (q) => ({
      deleteUnused: async (id) => run(q, deleteUnusedSql(await pgUnreferenced(pool), '$1'), [id]),
    })),
  );
