/** Columns several tables share. */
import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/sqlite-core';

/** When the row was written, in Unix milliseconds, set by SQLite */
export const createdAt = () =>
  integer('created_at')
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);
