/** Columns several tables share. */
import { sql } from 'drizzle-orm';
import { type AnySQLiteColumn, integer, text } from 'drizzle-orm/sqlite-core';

/** What SQLite does to a row when the row it references is deleted */
type OnDelete = 'cascade' | 'set null';

/** The row's own number, counted up by SQLite and never reused */
export const id = () => integer('id').primaryKey({ autoIncrement: true });

/** When the row was written, in Unix milliseconds, set by SQLite */
export const createdAt = () =>
  integer('created_at')
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

/**
 * A reference every row has to another table's id. Without `onDelete` the parent cannot be
 * deleted while rows point at it. The parent is a function, so tables may point at tables
 * declared after them.
 */
export const requiredRef = <N extends string>(
  name: N,
  parent: () => AnySQLiteColumn,
  onDelete?: OnDelete,
) =>
  integer(name)
    .notNull()
    .references(parent, onDelete ? { onDelete } : {});

/** A reference a row may lack (null), to another table's id; see requiredRef. */
export const optionalRef = <N extends string>(
  name: N,
  parent: () => AnySQLiteColumn,
  onDelete?: OnDelete,
) => integer(name).references(parent, onDelete ? { onDelete } : {});

/** Who added a candle or reply, and the key that makes an offline retry land only once. */
export const visitorColumns = () => ({
  /** SHA-256 of the visitor cookie: recognises a repeat without storing the cookie */
  visitorHash: text('visitor_hash').notNull(),
  /** Client-made idempotency key for candles and replies queued offline */
  clientKey: text('client_key').unique(),
});

/** A secret handed out once (a session or reset token): stored hashed, valid until it expires. */
export const issuedToken = () => ({
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: integer('expires_at').notNull(),
});
