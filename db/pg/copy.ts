/**
 * Copies a SQLite database's rows into an empty, migrated PostgreSQL database (decision 0064):
 * how a PostgreSQL site gets its geography and demo content (both made by the SQLite code, then
 * copied), and how a site that outgrew one machine moves its data (`npm run db:to-postgres`).
 *
 * The tables are PostgreSQL's (db/pg/schema mirrors db/schema, names and all), filled parent
 * before child along their foreign keys. Values are turned into PostgreSQL's types as the
 * columns say: SQLite's 0/1 into boolean, its JSON text into jsonb. Generated columns (the text
 * searches) are left to PostgreSQL, the version rows its migrations made are kept (its triggers
 * bump them while the rows arrive), and every identity sequence is moved past the copied ids.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type pg from 'pg';

interface Column {
  name: string;
  type: string;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table */
const BATCH = 500;
/** Rows PostgreSQL's own migrations insert (bumped by triggers, never copied) */
const KEPT_TABLES = new Set(['notice_list_version', 'directory_version']);

/**
 * Counts PostgreSQL keeps otherwise than SQLite, made right once the rows are in: there a
 * banner's figures are its row's counts plus its marks not folded yet (api/src/routes/banners/
 * store.pg.ts), while SQLite's row has counted every mark already.
 */
const AFTER_COPY = [
  `UPDATE banners b SET views = b.views - m.views, clicks = b.clicks - m.clicks
     FROM (SELECT banner_id, count(*) FILTER (WHERE kind = 'view')::int AS views,
             count(*) FILTER (WHERE kind = 'click')::int AS clicks
           FROM banner_marks GROUP BY banner_id) m
    WHERE b.id = m.banner_id`,
];

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

interface Planned {
  table: string;
  /** Columns written NULL at first and set once every table is in (a cycle of references) */
  later: string[];
}

/**
 * PostgreSQL's tables in an order where every table comes after those it references. Where the
 * references form a cycle (images -> users -> companies -> images), one table's reference into
 * the cycle is written later: NULL at first, set when the rows it points at are in.
 */
async function tablesInOrder(client: pg.ClientBase): Promise<Planned[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const { rows: edges } = await client.query<{ child: string; parent: string; col: string }>(
    `SELECT DISTINCT kcu.table_name AS child, ccu.table_name AS parent, kcu.column_name AS col
       FROM information_schema.table_constraints tc
       JOIN information_schema.key_column_usage kcu
         ON kcu.constraint_name = tc.constraint_name AND kcu.constraint_schema = tc.constraint_schema
       JOIN information_schema.constraint_column_usage ccu
         ON ccu.constraint_name = tc.constraint_name AND ccu.constraint_schema = tc.constraint_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public'
      ORDER BY 1, 2, 3`,
  );
  const placed = new Set<string>();
  const ordered: Planned[] = [];
  const waitingOn = (table: string) =>
    edges.filter((e) => e.child === table && e.parent !== table && !placed.has(e.parent));
  while (ordered.length < tables.length) {
    const left = tables.filter((t) => !placed.has(t.name));
    const ready = left.filter((t) => waitingOn(t.name).length === 0);
    // a cycle: a table on it goes in with its references to the others written later
    const next =
      ready.length > 0
        ? ready.map((t) => ({ table: t.name, later: [] as string[] }))
        : [breakCycle(left.map((t) => t.name))];
    for (const planned of next) {
      ordered.push(planned);
      placed.add(planned.table);
    }
  }
  return ordered;

  /** A table that references itself through the others left (the first in name order) */
  function breakCycle(left: string[]): Planned {
    const reaches = (from: string, target: string, seen = new Set<string>()): boolean =>
      waitingOn(from).some(
        (e) =>
          e.parent === target ||
          (!seen.has(e.parent) && (seen.add(e.parent), reaches(e.parent, target, seen))),
      );
    const table = left.find((t) => reaches(t, t))!;
    return { table, later: waitingOn(table).map((e) => e.col) };
  }
}

async function columnsOf(client: pg.ClientBase, table: string): Promise<Column[]> {
  const { rows } = await client.query<Column>(
    `SELECT column_name AS name, data_type AS type FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER'
      ORDER BY ordinal_position`,
    [table],
  );
  return rows;
}

/** SQLite's value as the PostgreSQL column takes it */
function convert(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'boolean') return value === 1 || value === true || value === '1';
  // pg sends a string parameter as it is: jsonb parses SQLite's JSON text itself
  if (type === 'jsonb' || type === 'json') {
    return typeof value === 'string' ? value : JSON.stringify(value);
  }
  if (typeof value === 'bigint') return value.toString();
  return value;
}

export interface CopyOptions {
  /** Only these tables (with what they reference already there); default every table */
  tables?: readonly string[];
}

/**
 * Copies every row of the SQLite database's tables into the PostgreSQL database, in one
 * transaction: all of it, or (on any error) nothing. The PostgreSQL tables must be empty.
 * Returns the rows copied per table.
 */
export async function copySqliteToPostgres(
  sqlite: BetterSqlite3.Database,
  pool: pg.Pool,
  options: CopyOptions = {},
): Promise<Record<string, number>> {
  const sqliteTables = new Set(
    (
      sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
        name: string;
      }[]
    ).map((t) => t.name),
  );
  const client = await pool.connect();
  const copied: Record<string, number> = {};
  try {
    await client.query('BEGIN');
    const order = await tablesInOrder(client);
    const wanted = options.tables ? new Set(options.tables) : null;
    const later: { table: string; columns: string[] }[] = [];
    for (const { table, later: laterColumns } of order) {
      if (KEPT_TABLES.has(table) || !sqliteTables.has(table)) continue;
      if (wanted && !wanted.has(table)) continue;
      const columns = await columnsOf(client, table);
      const nullFirst = new Set(
        laterColumns.map((name) => columns.findIndex((c) => c.name === name)),
      );
      if (laterColumns.length > 0) later.push({ table, columns: laterColumns });
      const names = columns.map((c) => quote(c.name)).join(', ');
      const read = sqlite.prepare(`SELECT ${names} FROM ${quote(table)} ORDER BY rowid`).raw();
      let batch: unknown[][] = [];
      let count = 0;
      const flush = async () => {
        if (batch.length === 0) return;
        const params: unknown[] = [];
        const tuples = batch.map((row) => {
          const slots = row.map((value, i) => {
            params.push(nullFirst.has(i) ? null : convert(value, columns[i]!.type));
            return `$${params.length}`;
          });
          return `(${slots.join(', ')})`;
        });
        await client.query(
          `INSERT INTO ${quote(table)} (${names}) VALUES ${tuples.join(', ')}`,
          params,
        );
        count += batch.length;
        batch = [];
      };
      for (const row of read.iterate() as Iterable<unknown[]>) {
        batch.push(row);
        if (batch.length >= BATCH) await flush();
      }
      await flush();
      copied[table] = count;
    }
    // the references a cycle held back, now that the rows they point at are in
    for (const { table, columns } of later) {
      const read = sqlite.prepare(
        `SELECT id, ${columns.map(quote).join(', ')} FROM ${quote(table)}`,
      );
      const sets = columns.map((c, i) => `${quote(c)} = $${i + 2}`).join(', ');
      for (const row of read.raw().iterate() as Iterable<unknown[]>) {
        if (row.slice(1).every((v) => v === null)) continue;
        await client.query(`UPDATE ${quote(table)} SET ${sets} WHERE id = $1`, row);
      }
    }
    for (const statement of AFTER_COPY) await client.query(statement);
    // identity sequences continue after the copied ids
    const { rows: identities } = await client.query<{ tbl: string; col: string }>(
      `SELECT table_name AS tbl, column_name AS col FROM information_schema.columns
        WHERE table_schema = 'public' AND is_identity = 'YES'`,
    );
    for (const { tbl, col } of identities) {
      await client.query(
        `SELECT setval(pg_get_serial_sequence($1, $2),
                coalesce((SELECT max(${quote(col)}) FROM ${quote(tbl)}), 0) + 1, false)`,
        [quote(tbl), col],
      );
    }
    await client.query('COMMIT');
    return copied;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
