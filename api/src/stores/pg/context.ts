/**
 * What the PostgreSQL adapters are built from: the app's deps (the database being PostgreSQL),
 * its pool, and the parts several areas' stores compose inside their own transactions.
 */
import type pg from 'pg';
import type { PostgresDatabase } from '#db/pg/client';
import type { AppDeps } from '../../context';
import type { Stores } from '..';
import type { PgThrottle } from '../throttle.pg';

export type PgDeps = AppDeps & { database: PostgresDatabase };

export interface PgContext {
  deps: PgDeps;
  pool: pg.Pool;
  /** The throttle: its port, and spending inside a caller's transaction */
  throttle: PgThrottle;
  /**
   * Every store of the app, for an adapter that calls another area's port (read when called:
   * the groups are built one after another)
   */
  stores: () => Stores;
}

/** A group of the app's stores, by their names in `Stores` */
export type PgStoreGroup<K extends keyof Stores> = (ctx: PgContext) => Pick<Stores, K>;
