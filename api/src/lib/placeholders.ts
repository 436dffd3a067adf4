/**
 * Named placeholders for the stores' prepared drizzle queries: a statement is built once and
 * run with `{ name: value }`.
 */
import { sql } from 'drizzle-orm';

/** A value given when the prepared query runs (in WHERE, VALUES, LIMIT…) */
export const param = sql.placeholder;

/** `%q%` for `LIKE … ESCAPE '\'` (lower-cased, its wildcards literal), or null without `q` */
export const likePattern = (q: string | undefined): string | null =>
  q ? `%${q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
