/**
 * What the PostgreSQL adapters are built from: the app's deps (the database being PostgreSQL),
 * its pool, and the parts several areas' stores compose inside their own transactions.
 */
import type pg from 'pg';
import type { PostgresDatabase } from '../../../../db/pg/client';
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

/**
 * A port whose PostgreSQL adapter is not written yet: every method call fails with a message
 * naming it. Only while issue 17's adapters are being written; none may remain when it closes.
 */
export function unported<T extends object>(store: string): T {
  return new Proxy({} as T, {
    get(_target, method) {
      if (typeof method !== 'string' || method === 'then') return undefined;
      return () => Promise.reject(new Error(`${store}.${method} has no PostgreSQL adapter yet`));
    },
  });
}
