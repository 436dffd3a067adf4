/**
 * How the PostgreSQL adapters speak SQL (decision 0064): raw parameterised statements ($1, $2…)
 * on the pool or on a transaction's client, the hot ones named so that each connection prepares
 * them once. A port's method that writes more than one row runs in `transaction`, which retries
 * the whole callback when PostgreSQL aborts it for a serialisation failure or a deadlock, so the
 * callback must do nothing but SQL (and pure computing) until it returns.
 */
import type pg from 'pg';

/** The pool (one statement, auto-committed) or a transaction's client */
export type Queryable = pg.Pool | pg.PoolClient;

/** A statement with a name: prepared once per connection, then only executed */
export interface Statement {
  readonly name: string;
  readonly text: string;
}

const names = new Set<string>();

/**
 * Names a hot statement. The name must be unique in the process (a second statement under the
 * same name would run the first one's plan), so it is checked here.
 */
export function statement(name: string, text: string): Statement {
  if (names.has(name)) throw new Error(`statement name ${name} is used twice`);
  names.add(name);
  return { name, text };
}

type Sql = string | Statement;
const config = (sql: Sql, params: readonly unknown[]): pg.QueryConfig =>
  typeof sql === 'string'
    ? { text: sql, values: params as unknown[] }
    : { name: sql.name, text: sql.text, values: params as unknown[] };

/** Every row */
export async function all<T>(q: Queryable, sql: Sql, params: readonly unknown[] = []) {
  const result = await q.query<T & pg.QueryResultRow>(config(sql, params));
  return result.rows as T[];
}

/** The first row, or undefined */
export async function get<T>(q: Queryable, sql: Sql, params: readonly unknown[] = []) {
  const result = await q.query<T & pg.QueryResultRow>(config(sql, params));
  return result.rows[0] as T | undefined;
}

/** The first column of the first row, or undefined (SQLite's `.pluck().get()`) */
export async function value<T>(q: Queryable, sql: Sql, params: readonly unknown[] = []) {
  const result = await q.query({ ...config(sql, params), rowMode: 'array' });
  return (result.rows[0] as unknown[] | undefined)?.[0] as T | undefined;
}

/** Runs a statement: the number of rows it wrote (SQLite's `.run().changes`) */
export async function run(q: Queryable, sql: Sql, params: readonly unknown[] = []) {
  const result = await q.query(config(sql, params));
  return result.rowCount ?? 0;
}

/** serialization_failure, deadlock_detected: PostgreSQL asks for the transaction to be retried */
const RETRY_CODES = new Set(['40001', '40P01']);
const MAX_TRIES = 5;

export interface TransactionOptions {
  /** Default: PostgreSQL's READ COMMITTED, with row locks and unique keys where a check guards a write */
  isolation?: 'repeatable read' | 'serializable';
}

/**
 * Runs `work` in one transaction on a client of its own: committed when it returns, rolled back
 * when it throws (the error is passed on). A serialisation failure or a deadlock runs it again,
 * up to five times.
 */
export async function transaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const begin = options.isolation ? `BEGIN ISOLATION LEVEL ${options.isolation}` : 'BEGIN';
  for (let attempt = 1; ; attempt++) {
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query(begin);
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch {
        // the connection itself failed: it must not go back into the pool
        broken = true;
      }
      const code = (error as { code?: unknown }).code;
      if (attempt < MAX_TRIES && typeof code === 'string' && RETRY_CODES.has(code)) continue;
      throw error;
    } finally {
      client.release(broken);
    }
  }
}

/** A unique key refused the row (unique_violation); `constraint` names which, when given */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown };
  return e.code === '23505' && (constraint === undefined || e.constraint === constraint);
}
