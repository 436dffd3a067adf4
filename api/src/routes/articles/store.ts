/**
 * Articles on SQLite: the flows of flows.ts, run synchronously in better-sqlite3's transactions,
 * the post's search row in the FTS5 index on the same database.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { sqliteDb } from '../../stores/flow';
import { ftsQuery, type SearchIndex } from '../search/store';
import { articleStoreOf } from './flows';

export { ARTICLE_SQL } from './flows';
export type { ArticleDetail } from './responses';
export type { SaveOutcome } from './rules';

export const createArticleStore = (sqlite: BetterSqlite3.Database, search: SearchIndex) =>
  articleStoreOf(sqliteDb(sqlite), () => search, ftsQuery);
