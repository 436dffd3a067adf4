/**
 * Types for the hot paths that keep raw prepared SQL (decision 0081): a table's row as
 * better-sqlite3 returns it, keyed by the SQL column names and typed from the schema, so a
 * hand-written row interface cannot drift from the table.
 */
import type { Column, Table } from 'drizzle-orm';

/** What SQLite hands back for a column: booleans as 0/1, JSON and timestamps unparsed. */
type RawValue<C extends Column> = C['_']['columnType'] extends 'SQLiteBoolean' | 'SQLiteTimestamp'
  ? number
  : C['_']['columnType'] extends 'SQLiteTextJson'
    ? string
    : C['_']['data'];

type Columns<T extends Table> = T['_']['columns'];

/** All columns of `T` as `SELECT *` returns them, e.g. SqlRow<typeof notices>['deceased_name']. */
export type SqlRow<T extends Table> = {
  [K in keyof Columns<T> as Columns<T>[K]['_']['name']]: Columns<T>[K]['_']['notNull'] extends true
    ? RawValue<Columns<T>[K]>
    : RawValue<Columns<T>[K]> | null;
};
