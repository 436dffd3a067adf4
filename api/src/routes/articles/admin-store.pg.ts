/**
 * The admin's articles on PostgreSQL: the flows of admin-store.ts, awaited step by step, the
 * post's search row (the folded vectors) on the transaction's client.
 */
import type pg from 'pg';
import { pgDb } from '../../stores/flow';
import { portOf } from '../../stores/port';
import { articleAdminStoreOf } from './admin-store';
import { pgArticleSearch } from './store.pg';

export const createPgArticleAdminStore = (pool: pg.Pool) =>
  portOf(articleAdminStoreOf(pgDb(pool), pgArticleSearch));
