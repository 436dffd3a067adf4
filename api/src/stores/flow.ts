/**
 * One flow per use case, on both databases (decision 0109). A store's use case is written once,
 * as a generator of steps: each `yield*` hands the runner a statement (or an effect of the
 * adapter's own) and gets its typed answer back. The SQLite runner answers every step at once,
 * inside better-sqlite3's synchronous transaction; the PostgreSQL runner awaits each one on the
 * transaction's client. Only the statements' text (where the databases differ) and a few effects
 * (`Maybe`) are per database.
 *
 *     const byId = sql<RequestRow, [number]>('requests_by_id', 'SELECT … WHERE r.id = $1');
 *     function* cancel(id: number, now: number): Flow<number> {
 *       const request = yield* get(byId, id);          // RequestRow | undefined, no cast
 *       return yield* run(end, 'cancelled', now, id);  // rows written
 *     }
 *     db.transaction(() => cancel(7, Date.now()));     // T on SQLite, Promise<T> on PostgreSQL
 */
import type BetterSqlite3 from 'better-sqlite3';
import type pg from 'pg';
import * as pgSql from './pg/sql';

/** An answer now (SQLite) or its promise (PostgreSQL) */
export type Maybe<T> = T | Promise<T>;

/**
 * A use case's answer where the caller knows the database is SQLite (a SQLite store calling
 * another store typed for both databases): answered at once, never a promise.
 */
export function answeredNow<T>(answer: Maybe<T>): T {
  if (answer instanceof Promise) throw new Error('a SQLite use case answered a promise');
  return answer;
}

/** A statement written once: `$1, $2…` placeholders; `null` text: a no-op on that database */
interface Sql<R, P extends readonly unknown[]> {
  readonly name: string;
  /** SQLite's text (`?` placeholders) and which parameter each `?` takes */
  readonly sqlite: { text: string; order: readonly number[] } | null;
  readonly pg: pgSql.Statement | null;
  /** (the row and parameter types, for inference only) */
  readonly types?: [P, R];
}

/** The text of a statement on each database, when they differ ($n placeholders on both) */
interface Texts {
  sqlite: string | null;
  pg: string | null;
}

/** `$n` placeholders as SQLite's `?`, each one's parameter kept (a `$1` used twice binds twice) */
function positional(text: string) {
  const order: number[] = [];
  const sqlite = text.replace(/\$(\d+)/g, (_, n: string) => {
    order.push(Number(n) - 1);
    return '?';
  });
  return { text: sqlite, order };
}

/**
 * A statement of rows `R` taking parameters `P`, named (PostgreSQL prepares it once per
 * connection under the name; SQLite once per database). One text when both databases take it.
 */
export function sql<R = Record<string, unknown>, P extends readonly unknown[] = []>(
  name: string,
  text: string | Texts,
): Sql<R, P> {
  const texts = typeof text === 'string' ? { sqlite: text, pg: text } : text;
  return {
    name,
    sqlite: texts.sqlite === null ? null : positional(texts.sqlite),
    pg: texts.pg === null ? null : pgSql.statement(name, texts.pg),
  };
}

type Mode = 'all' | 'get' | 'value' | 'run';
/** What a flow hands its runner: a statement to run, or an adapter's answer to wait for */
type Step =
  | { sql: Sql<unknown, readonly unknown[]>; mode: Mode; params: readonly unknown[] }
  | { wait: unknown };

/** A use case's steps, answering T */
export type Flow<T> = Generator<Step, T, unknown>;

/*
 * The typed steps. Each casts its runner's answer once, here: the runner answers a step with
 * what its mode returns for the statement's row type.
 */

/** Every row */
export function* all<R, P extends readonly unknown[]>(s: Sql<R, P>, ...params: P): Flow<R[]> {
  return (yield { sql: s, mode: 'all', params }) as R[];
}

/** The first row, or undefined */
export function* get<R, P extends readonly unknown[]>(
  s: Sql<R, P>,
  ...params: P
): Flow<R | undefined> {
  return (yield { sql: s, mode: 'get', params }) as R | undefined;
}

/** The first column of the first row (its type: R's only field), or undefined */
export function* value<R, P extends readonly unknown[]>(
  s: Sql<R, P>,
  ...params: P
): Flow<R[keyof R] | undefined> {
  return (yield { sql: s, mode: 'value', params }) as R[keyof R] | undefined;
}

/** Runs a statement: the number of rows it wrote */
export function* run<R, P extends readonly unknown[]>(s: Sql<R, P>, ...params: P): Flow<number> {
  return (yield { sql: s, mode: 'run', params }) as number;
}

/** An adapter's own effect (the throttle, a queued mail): its answer, awaited on PostgreSQL */
export function* wait<T>(answer: Maybe<T>): Flow<T> {
  return (yield { wait: answer }) as T;
}

/**
 * Runs each use case's flow in one transaction on its database, and reads outside one. `Tx` is
 * what the adapter's own effects act on inside the transaction: the SQLite database, or the
 * PostgreSQL transaction's client.
 */
export interface Db<Tx> {
  /**
   * The flow in one transaction: committed when it returns, rolled back when it throws;
   * `committed` is called after the commit (to wake the mail sender, say)
   */
  transaction<T>(flow: (tx: Tx) => Flow<T>, committed?: () => void): Maybe<T>;
  /** The flow outside a transaction (reads) */
  read<T>(flow: () => Flow<T>): Maybe<T>;
}

/** A SQLite database's flows answer at once (inside a SQLite store, a read composes directly) */
interface SqliteDb extends Db<BetterSqlite3.Database> {
  transaction<T>(flow: (tx: BetterSqlite3.Database) => Flow<T>, committed?: () => void): T;
  read<T>(flow: () => Flow<T>): T;
}

/** The answer of a statement the database has no text for: nothing read, nothing written */
const skipped = (mode: Mode) => (mode === 'all' ? [] : mode === 'run' ? 0 : undefined);

/** better-sqlite3 binds neither arrays (JSON text: `json_each(?)`) nor booleans (0/1) */
const bindable = (p: unknown) =>
  typeof p === 'boolean' ? Number(p) : Array.isArray(p) ? JSON.stringify(p) : p;

/** The flows on a SQLite database: every step answered at once, inside its transaction */
export function sqliteDb(sqlite: BetterSqlite3.Database): SqliteDb {
  const prepared = new Map<Sql<unknown, readonly unknown[]>, BetterSqlite3.Statement>();
  const plucked = new Map<Sql<unknown, readonly unknown[]>, BetterSqlite3.Statement>();
  const statementOf = (s: Sql<unknown, readonly unknown[]>, pluck: boolean) => {
    const cache = pluck ? plucked : prepared;
    let statement = cache.get(s);
    if (!statement) {
      statement = sqlite.prepare(s.sqlite!.text);
      if (pluck) statement.pluck();
      cache.set(s, statement);
    }
    return statement;
  };
  const answer = (step: Step): unknown => {
    if ('wait' in step) {
      if (step.wait instanceof Promise) throw new Error('a SQLite flow step answered a promise');
      return step.wait;
    }
    const { sql: s, mode, params } = step;
    if (!s.sqlite) return skipped(mode);
    const bound = s.sqlite.order.map((i) => bindable(params[i]));
    const statement = statementOf(s, mode === 'value');
    if (mode === 'all') return statement.all(...bound);
    if (mode === 'run') return statement.run(...bound).changes;
    return statement.get(...bound);
  };
  const drive = <T>(flow: Flow<T>): T => {
    let step = flow.next();
    while (!step.done) {
      let answered: unknown;
      try {
        answered = answer(step.value);
      } catch (error) {
        step = flow.throw(error); // the flow may catch it (a unique key, say)
        continue;
      }
      step = flow.next(answered);
    }
    return step.value;
  };
  const inTransaction = sqlite.transaction(<T>(flow: (tx: BetterSqlite3.Database) => Flow<T>): T =>
    drive(flow(sqlite)),
  );
  return {
    transaction<T>(flow: (tx: BetterSqlite3.Database) => Flow<T>, committed?: () => void) {
      const result = inTransaction(flow) as T;
      committed?.();
      return result;
    },
    read: (flow) => drive(flow()),
  };
}

const answerPg = (q: pgSql.Queryable, step: Step): unknown => {
  if ('wait' in step) return step.wait;
  const { sql: s, mode, params } = step;
  if (!s.pg) return skipped(mode);
  return pgSql[mode](q, s.pg, params);
};

/**
 * A flow's steps awaited on a PostgreSQL client or the pool: a flow inside a transaction a pg
 * adapter holds already (a part of a use case not yet written as a flow)
 */
export async function onPg<T>(q: pgSql.Queryable, flow: Flow<T>): Promise<T> {
  let step = flow.next();
  while (!step.done) {
    let answered: unknown;
    try {
      answered = await answerPg(q, step.value);
    } catch (error) {
      step = flow.throw(error);
      continue;
    }
    step = flow.next(answered);
  }
  return step.value;
}

/** The flows on PostgreSQL: each step awaited on the transaction's client (or the pool) */
export function pgDb(pool: pg.Pool, options: pgSql.TransactionOptions = {}): Db<pg.PoolClient> {
  return {
    // a serialisation failure runs the whole flow again, from a new generator
    async transaction(flow, committed) {
      const result = await pgSql.transaction(pool, (q) => onPg(q, flow(q)), options);
      committed?.();
      return result;
    },
    read: (flow) => onPg(pool, flow()),
  };
}
