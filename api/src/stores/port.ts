/**
 * A store's port: the interface routes and services call, every method answering with a promise,
 * so that an adapter on a networked database (PostgreSQL) can implement it as well as the
 * embedded SQLite one (decision 0062).
 *
 * Each method is one use case and is atomic inside its adapter: a route never holds a transaction
 * open across calls, since a better-sqlite3 transaction cannot span an `await`. Between two
 * awaited calls another request may run, so a check and the write it guards belong in one method.
 */
type AnyMethod = (...args: never[]) => unknown;

/** The async interface of a store whose SQLite implementation is `T`. */
export type Port<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : never;
};

/**
 * A store as its port: each method's result (or the error it throws), or its promise, handed back
 * through a promise. A SQLite store's transactions stay synchronous inside it; a store written as
 * flows (decision 0109) answers at once on SQLite and with a promise on PostgreSQL.
 */
export function portOf<T extends { [K in keyof T]: AnyMethod }>(store: T): Port<T> {
  const port: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(store) as [string, AnyMethod][]) {
    port[name] = (...args: never[]) => {
      try {
        return Promise.resolve(method.apply(store, args));
      } catch (error) {
        return Promise.reject(error as Error);
      }
    };
  }
  return port as Port<T>;
}
