/** Columns several tables share (PostgreSQL): the counterparts of db/schema/columns.ts. */
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, customType, integer, text } from 'drizzle-orm/pg-core';

/** What PostgreSQL does to a row when the row it references is deleted */
type OnDelete = 'cascade' | 'set null';

/**
 * The row's own number from an identity sequence, never reused. "By default", so a row may be
 * written with its id (fixtures, a copy of a SQLite database: then `setval` the sequence).
 */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** A moment in Unix milliseconds: bigint, read as a JS number */
export const millis = <N extends string>(name: N) => bigint(name, { mode: 'number' });

/** When the row was written, in Unix milliseconds, set by PostgreSQL (per statement, as SQLite) */
export const createdAt = () =>
  millis('created_at')
    .notNull()
    .default(sql`(floor(extract(epoch from statement_timestamp()) * 1000))::bigint`);

/** A reference every row has to another table's id; see db/schema/columns.ts. */
export const requiredRef = <N extends string>(
  name: N,
  parent: () => AnyPgColumn,
  onDelete?: OnDelete,
) =>
  integer(name)
    .notNull()
    .references(parent, onDelete ? { onDelete } : {});

/** A reference a row may lack (null), to another table's id. */
export const optionalRef = <N extends string>(
  name: N,
  parent: () => AnyPgColumn,
  onDelete?: OnDelete,
) => integer(name).references(parent, onDelete ? { onDelete } : {});

/** Who added a candle or reply, and the key that makes an offline retry land only once. */
export const visitorColumns = () => ({
  visitorHash: text('visitor_hash').notNull(),
  clientKey: text('client_key').unique(),
});

/** A secret handed out once (a session or reset token): stored hashed, valid until it expires. */
export const issuedToken = () => ({
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: millis('expires_at').notNull(),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The text search configuration that folds diacritics and case ("ounapuu" finds "Õunapuu"):
 * the `simple` parser and dictionary behind `unaccent`, made by the first migration
 * (db/pg/migrations/0000_search_config.sql). Queries use it too: `to_tsquery('folded', …)`
 * folds the query's words, and `ts_headline('folded', …)` marks hits in the original text.
 */
export const SEARCH_CONFIG = 'folded';

/** `to_tsvector` of a column of the same row (by its SQL name) under the folding configuration */
export const folded = (column: string): SQL =>
  sql`to_tsvector('${sql.raw(SEARCH_CONFIG)}'::regconfig, coalesce(${sql.identifier(column)}, ''))`;

/** A full-text column computed by PostgreSQL from its row (GIN-indexed by its table) */
export const searchVector = <N extends string>(name: N, of: SQL) =>
  tsvector(name).generatedAlwaysAs(of);
