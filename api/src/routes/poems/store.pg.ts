/** The poem bank on PostgreSQL: the flows of store.ts, awaited step by step */
import type pg from 'pg';
import { pgDb } from '../../stores/flow';
import { portOf } from '../../stores/port';
import { poemStoreOf } from './store';

export const createPgPoemStore = (pool: pg.Pool) =>
  portOf(poemStoreOf(pgDb(pool), pgDb(pool, { isolation: 'repeatable read' })));
