/**
 * The PostgreSQL connection (DATABASE_URL=postgres://…): a pg Pool and drizzle over it, the
 * counterpart of db/client.ts (decision 0063).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { refreshNameSortKeysPg } from '../name-sort-keys';
import * as schema from './schema';

export type PgDb = NodePgDatabase<typeof schema>;
export interface PostgresDatabase {
  /** The raw pool: hot queries may use it directly */
  pool: pg.Pool;
  db: PgDb;
}

/** Whether the app's database is PostgreSQL (else the embedded SQLite file) */
export const isPostgres = (database: object): database is PostgresDatabase => 'pool' in database;

export interface PostgresOptions {
  /** Longest a statement may run before the server cancels it; default 10 s */
  statementTimeoutMs?: number;
  /** Tries to reach the server at start before giving up; default 10 */
  connectAttempts?: number;
  /** Wait between those tries; default 1 s */
  retryDelayMs?: number;
  /** Where lost connections and retries are reported; default stderr */
  log?: (message: string) => void;
}

export const pgMigrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * bigint (our Unix-millisecond times, counts) as a JS number. Set on pg's global parsers, not a
 * pool's `types`: drizzle passes its own per-query parsers, which fall back to the global ones.
 */
function parseBigint(text: string): number {
  const value = Number(text);
  // pg fails the query with this error (it does not crash the connection)
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint ${text} exceeds 2^53`);
  return value;
}
pg.types.setTypeParser(pg.types.builtins.INT8, parseBigint);

/** The URL checked, or an error that says what is wrong without echoing a password. */
function parseUrl(url: string): URL {
  const shape = 'postgres://user:password@host:5432/database';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`DATABASE_URL is not a URL; expected ${shape}`);
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new Error(`DATABASE_URL must start with postgres:// (got ${parsed.protocol}//)`);
  }
  // a Unix socket is named by ?host=/run/postgresql instead
  if (!parsed.hostname && !parsed.searchParams.get('host')) {
    throw new Error(`DATABASE_URL names no host; expected ${shape}`);
  }
  return parsed;
}

/** user@host:port/database as written (still URL-encoded), for messages: never the password */
function describe(url: URL): string {
  const user = url.username ? `${url.username}@` : '';
  const host = url.hostname || url.searchParams.get('host');
  return `${user}${host}:${url.port || 5432}${url.pathname}`;
}

/**
 * A failure worth retrying at start: the server is not there (yet), starting up, in recovery
 * or full. A refusal (wrong password, no such database) is final.
 */
function isUnreachable(error: unknown): boolean {
  if (!(error instanceof pg.DatabaseError)) return true;
  const code = error.code ?? '';
  return code.startsWith('08') || code === '57P03' || code === '53300';
}

/**
 * Opens a pool on `url` and waits until the server answers (a bounded number of tries, so an
 * app started with its database can wait for it). Connection errors, on idle clients and on
 * checked-out ones alike, are logged, never thrown: a killed primary fails the queries in
 * flight, and the pool connects afresh for the next ones.
 */
export async function openPostgres(
  url: string,
  options: PostgresOptions = {},
): Promise<PostgresDatabase> {
  const parsed = parseUrl(url);
  const target = describe(parsed);
  const log = options.log ?? ((message: string) => console.error(message));
  const pool = new pg.Pool({
    connectionString: url,
    statement_timeout: options.statementTimeoutMs ?? 10_000,
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
    application_name: 'kyynal',
  });
  // an idle client's error reaches the pool; a checked-out client's only the client, and an
  // 'error' event without a listener would end the process
  pool.on('error', (error) => log(`[pg] idle connection to ${target} lost: ${error.message}`));
  pool.on('connect', (client) => {
    client.on('error', (error) => log(`[pg] connection to ${target} lost: ${error.message}`));
  });

  const attempts = options.connectAttempts ?? 10;
  const delay = options.retryDelayMs ?? 1_000;
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      await pool.query('SELECT 1');
      break;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (!isUnreachable(error)) {
        await pool.end();
        throw new Error(`PostgreSQL at ${target} refused the connection: ${reason}`);
      }
      if (attempt >= attempts) {
        await pool.end();
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        throw new Error(
          `PostgreSQL at ${target} is unreachable: gave up after ${attempts} attempts in ${seconds} s (${reason})`,
        );
      }
      log(`[pg] ${target} unreachable (${reason}); attempt ${attempt} of ${attempts}`);
      await sleep(delay);
    }
  }
  return { pool, db: drizzle(pool, { schema }) };
}

/**
 * Applies every pending migration of db/pg/migrations, then the data refreshes that need our
 * code (the notices' name sort keys after a rule change); safe to call on each start, by several
 * instances at once (an advisory lock lets one migrate while the others wait).
 */
export async function migratePostgres({ pool }: PostgresDatabase): Promise<void> {
  const client = await pool.connect();
  try {
    // no statement timeout here: a migration, or the wait for another instance's, may be long
    await client.query('SET statement_timeout = 0');
    await client.query("SELECT pg_advisory_lock(hashtextextended('migrations', 0))");
    await migrate(drizzle(client, { schema }), { migrationsFolder: pgMigrationsFolder });
    await refreshNameSortKeysPg(client);
  } finally {
    // closed, not pooled: its setting and the lock go with it
    client.release(true);
  }
}
