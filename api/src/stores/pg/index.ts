/**
 * The PostgreSQL adapters of the app's stores (DATABASE_URL=postgres://…), the counterpart of
 * createSqliteStores in ../index.ts, by area: each group file builds its areas' ports.
 */
import type { Stores } from '..';
import { createPgThrottle } from '../throttle.pg';
import { accountsStores } from './accounts';
import { contentStores } from './content';
import type { PgContext, PgDeps } from './context';
import { directoryStores } from './directory';
import { moderationStores } from './moderation';
import { noticesStores } from './notices';
import { ordersStores } from './orders';
import { requestsStores } from './requests';

export function createPgStores(deps: PgDeps): Stores {
  const { pool } = deps.database;
  const ctx: PgContext = {
    deps,
    pool,
    throttle: createPgThrottle(pool, deps.secret, deps.mailLimits),
    stores: () => stores,
  };
  const directory = directoryStores(ctx);
  const stores: Stores = {
    ...accountsStores(ctx),
    ...noticesStores(ctx),
    ...ordersStores(ctx),
    ...directory,
    ...requestsStores(ctx, directory),
    ...contentStores(ctx),
    ...moderationStores(ctx),
  };
  return stores;
}
