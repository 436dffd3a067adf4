/**
 * Named placeholders for the stores' prepared drizzle queries: a statement is built once and
 * run with `{ name: value }`.
 */
import { sql } from 'drizzle-orm';

/** A value given when the prepared query runs (in WHERE, VALUES, LIMIT…) */
export const param = sql.placeholder;

/**
 * A placeholder as an UPDATE … SET value. drizzle 0.45 runs it like an insert value (through the
 * column's mapping, so a boolean becomes 0/1) but its types do not accept it yet
 * (drizzle-orm#2110): this is the one place that says so.
 */
export const setParam = (name: string): never => sql.placeholder(name) as never;

/** `%q%` for `LIKE … ESCAPE '\'` (lower-cased, its wildcards literal), or null without `q` */
export const likePattern = (q: string | undefined): string | null =>
  q ? `%${q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
