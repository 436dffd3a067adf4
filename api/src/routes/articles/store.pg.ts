/**
 * Articles on PostgreSQL: the flows of flows.ts, awaited step by step, the post's search row
 * (the folded vectors) on the transaction's client.
 */
import type pg from 'pg';
import { pgDb } from '../../stores/flow';
import type { Queryable } from '../../stores/pg/sql';
import { portOf } from '../../stores/port';
import { putSearchRow, removeSearchRows } from '../search/store.pg';
import { tsQuery } from '../search/store';
import { articleStoreOf } from './flows';
import type { ArticleSearch } from './rules';

/** A post's search row on the transaction's client (the admin's store writes it too) */
export const pgArticleSearch = (q: Queryable): ArticleSearch => ({
  put: putSearchRow.bind(null, q),
  remove: removeSearchRows.bind(null, q),
});

export const createPgArticleStore = (pool: pg.Pool) =>
  portOf(articleStoreOf(pgDb(pool), pgArticleSearch, tsQuery));
