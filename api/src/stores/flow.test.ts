/**
 * The flow runners (decision 0109) on the test database, SQLite or (KYYNAL_TEST_ADAPTER=pg)
 * PostgreSQL: one flow, its steps typed, answered at once or awaited, in one transaction.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_ADAPTER, type TestDatabase } from '#api-test/test-database';
import { all, get, pgDb, run, sql, sqliteDb, value, wait, type Db, type Flow } from './flow';

let dir: string;
let database: TestDatabase;
let db: Db<unknown>;

const create = sql('flow_test_create', {
  sqlite: 'CREATE TABLE flow_test (id integer PRIMARY KEY, name text NOT NULL, n integer NOT NULL)',
  pg: 'CREATE TABLE flow_test (id serial PRIMARY KEY, name text NOT NULL, n integer NOT NULL)',
});
const insert = sql<{ id: number }, [string, number]>(
  'flow_test_insert',
  'INSERT INTO flow_test (name, n) VALUES ($1, $2) RETURNING id',
);
const byId = sql<{ id: number; name: string; n: number }, [number]>(
  'flow_test_by_id',
  'SELECT id, name, n FROM flow_test WHERE id = $1',
);
/** $1 used twice: SQLite binds it twice */
const between = sql<{ name: string }, [number, number]>(
  'flow_test_between',
  'SELECT name FROM flow_test WHERE n = $1 OR (n > $1 AND n <= $2) ORDER BY n',
);
const among = sql<{ name: string }, [number[]]>('flow_test_among', {
  sqlite: 'SELECT name FROM flow_test WHERE id IN (SELECT value FROM json_each($1)) ORDER BY id',
  pg: 'SELECT name FROM flow_test WHERE id = ANY($1::int[]) ORDER BY id',
});
const bump = sql<never, [number]>('flow_test_bump', 'UPDATE flow_test SET n = n + 1 WHERE id = $1');
/** A row lock only PostgreSQL takes (SQLite's transaction holds the whole file) */
const lock = sql<{ id: number }, [number]>('flow_test_lock', {
  sqlite: null,
  pg: 'SELECT id FROM flow_test WHERE id = $1 FOR UPDATE',
});

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kyynal-flow-'));
  database = await openTestDatabase(dir, false);
  db = database.pg ? pgDb(database.pg.pool) : sqliteDb(database.sqlite!.sqlite);
  await db.transaction(function* () {
    yield* run(create);
  });
});

afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

function* insertTwo(first: string, second: string): Flow<number[]> {
  const a = yield* value(insert, first, 10);
  const b = yield* value(insert, second, 20);
  return [a!, b!];
}

describe(`flows on ${TEST_ADAPTER}`, () => {
  it('answers each step with its typed result, in order, and commits', async () => {
    const [a, b] = await db.transaction(() => insertTwo('a', 'b'));
    const read = await db.read(function* () {
      const row = yield* get(byId, a);
      const written = yield* run(bump, b);
      const near = yield* all(between, 10, 21);
      return { row, written, near: near.map((r) => r.name) };
    });
    expect(read).toEqual({ row: { id: a, name: 'a', n: 10 }, written: 1, near: ['a', 'b'] });
    const some = await db.read(function* () {
      return (yield* all(among, [b, a])).map((r) => r.name);
    });
    expect(some).toEqual(['a', 'b']);
  });

  it('rolls the whole flow back when it throws', async () => {
    let id = 0;
    const refused = async () =>
      db.transaction(function* () {
        [id = 0] = yield* insertTwo('c', 'd');
        throw new Error('refused');
      });
    await expect(refused()).rejects.toThrow('refused');
    expect(await db.read(() => get(byId, id))).toBeUndefined();
  });

  it("skips a statement the database has no text for, and waits for an adapter's answer", async () => {
    const answer = database.pg ? Promise.resolve(7) : 7;
    const result = await db.transaction(function* () {
      const [id] = yield* insertTwo('e', 'f');
      const locked = yield* get(lock, id!);
      const seven = yield* wait(answer);
      return { locked: locked?.id ?? null, seven, id };
    });
    expect(result).toEqual({ locked: database.pg ? result.id : null, seven: 7, id: result.id });
  });

  it.runIf(TEST_ADAPTER === 'sqlite')('refuses a promise inside a SQLite transaction', () => {
    expect(() =>
      db.transaction(function* () {
        yield* wait(Promise.resolve(1));
      }),
    ).toThrow('a SQLite flow step answered a promise');
  });
});
