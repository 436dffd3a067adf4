/**
 * The admin dashboard's figures on PostgreSQL: the flow of stats.ts, its statements read in one
 * snapshot (REPEATABLE READ).
 */
import type pg from 'pg';
import { pgDb } from './flow';
import { portOf } from './port';
import { statsStoreOf } from './stats';

export const createPgStats = (pool: pg.Pool) =>
  portOf(statsStoreOf(pgDb(pool, { isolation: 'repeatable read' })));
