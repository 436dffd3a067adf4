/**
 * unreferenced (store.ts) on PostgreSQL: `NOT EXISTS` clauses for every column of every table
 * whose foreign key references images.id, read from the database's own constraints (so a table
 * that starts pointing at images later is respected without a change here). Read once per pool.
 */
import type pg from 'pg';
import { all } from '../../stores/pg/sql';

const read = new WeakMap<pg.Pool, Promise<string>>();

export function pgUnreferenced(pool: pg.Pool): Promise<string> {
  let clauses = read.get(pool);
  if (!clauses) {
    clauses = referencingColumns(pool);
    // a failed read is tried again next time
    void clauses.catch(() => read.delete(pool));
    read.set(pool, clauses);
  }
  return clauses;
}

async function referencingColumns(pool: pg.Pool): Promise<string> {
  const keys = await all<{ table: string; column: string }>(
    pool,
    `SELECT c.conrelid::regclass::text AS table, a.attname AS column
       FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
       JOIN pg_attribute r ON r.attrelid = c.confrelid AND r.attnum = ANY (c.confkey)
      WHERE c.contype = 'f' AND c.confrelid = 'images'::regclass AND r.attname = 'id'
      ORDER BY 1, 2`,
  );
  const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
  // regclass already quotes a table's name where it needs it
  const clauses = keys.map(
    (key) => `NOT EXISTS (SELECT 1 FROM ${key.table} WHERE ${q(key.column)} = images.id)`,
  );
  return clauses.length ? clauses.join(' AND ') : 'TRUE';
}
