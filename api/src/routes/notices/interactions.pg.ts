/**
 * Candles and replies on PostgreSQL: the flows of interactions.ts, awaited step by step in a
 * transaction (the push jobs queued in it). A write whose client key a concurrent one took
 * meanwhile (its insert failed on the unique key) runs once more and finds the key.
 */
import type pg from 'pg';
import { pgDb, type Maybe } from '../../stores/flow';
import { isUniqueViolation } from '../../stores/pg/sql';
import { portOf, type Port } from '../../stores/port';
import { interactionsOf, type Interactions } from './interactions';

async function onceMoreIfKeyTaken<T>(write: () => Maybe<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return write();
  }
}

export const createPgInteractions = (pool: pg.Pool): Port<Interactions> =>
  portOf(interactionsOf(pgDb(pool), onceMoreIfKeyTaken));
