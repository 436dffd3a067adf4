/**
 * The `images` rows of uploads, written once for both databases (decision 0109). Their bytes are
 * in the BlobStore (services/blobs): the upload route stores the object first, then the row here
 * (services/images.ts checks and re-encodes an upload before that); the upload sweeper takes the
 * rows nothing took up and asks which objects have a row at all.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type pg from 'pg';
import type { Database } from '#db/client';
import type { UploadKind } from '#domain/rules/uploads';
import {
  all,
  onPg,
  pgDb,
  sql,
  sqliteDb,
  value,
  wait,
  type Db,
  type Flow,
  type Maybe,
} from '../../stores/flow';
import { portOf, type Port } from '../../stores/port';

/** A column that references images.id */
export interface ImageReference {
  table: string;
  column: string;
}

/** `NOT EXISTS` clauses, one per referencing column, joined with AND ('1 = 1' for none) */
export function notReferencedBy(references: readonly ImageReference[]): string {
  const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const clauses = references.map(
    (r) => `NOT EXISTS (SELECT 1 FROM ${q(r.table)} WHERE ${q(r.column)} = images.id)`,
  );
  return clauses.length ? clauses.join(' AND ') : '1 = 1';
}

/**
 * Every single-column foreign key that points at images.id, read from the database's own
 * constraints (so a table that starts pointing at images later is respected without a change)
 */
const referencing = sql<ImageReference>('images_referencing', {
  sqlite: `SELECT m.name AS "table", k."from" AS "column"
             FROM sqlite_master m JOIN pragma_foreign_key_list(m.name) k
            WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND k."table" = 'images'
              AND (k."to" IS NULL OR k."to" = 'id')
            ORDER BY 1, 2`,
  pg: `SELECT t.relname AS "table", a.attname AS "column"
         FROM pg_constraint c
         JOIN pg_class t ON t.oid = c.conrelid
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
         JOIN pg_attribute r ON r.attrelid = c.confrelid AND r.attnum = c.confkey[1]
        WHERE c.contype = 'f' AND c.confrelid = 'images'::regclass
          AND cardinality(c.conkey) = 1 AND r.attname = 'id'
        ORDER BY 1, 2`,
});

/**
 * `NOT EXISTS` clauses for every column of every table that references images.id (the sweeper's
 * "taken up by nothing", and the admin gallery's "unused", routes/backgrounds/store.ts)
 */
function* unreferencedClauses(): Flow<string> {
  return notReferencedBy(yield* all(referencing));
}

/** unreferencedClauses on a SQLite database, read when its statement is prepared */
export const unreferenced = (sqlite: BetterSqlite3.Database): string =>
  sqliteDb(sqlite).read(unreferencedClauses);

const clausesOfPool = new WeakMap<pg.Pool, Promise<string>>();

/** unreferencedClauses on PostgreSQL, read once per pool */
export function pgUnreferenced(pool: pg.Pool): Promise<string> {
  let clauses = clausesOfPool.get(pool);
  if (!clauses) {
    clauses = onPg(pool, unreferencedClauses());
    // a failed read is tried again next time
    void clauses.catch(() => clausesOfPool.delete(pool));
    clausesOfPool.set(pool, clauses);
  }
  return clauses;
}

export interface ImageRecord {
  kind: UploadKind;
  /** Its key in the BlobStore */
  fileName: string;
  width: number;
  height: number;
  bytes: number;
}

const insert = sql<
  { id: number },
  [UploadKind, string, number, number, number, number | null, string, number]
>(
  'images_record',
  `INSERT INTO images (kind, file_name, mime, width, height, bytes, active, uploaded_by,
     uploader_hash, created_at)
   VALUES ($1, $2, 'image/jpeg', $3, $4, $5, false, $6, $7, $8) RETURNING id`,
);
const named = sql<{ fileName: string }, [string[]]>('images_named', {
  sqlite: `SELECT file_name AS "fileName" FROM images
            WHERE file_name IN (SELECT value FROM json_each($1))`,
  pg: 'SELECT file_name AS "fileName" FROM images WHERE file_name = ANY($1::text[])',
});

/** visitors' uploads (an uploader hash; seeded images have none) neither active nor in the
 * gallery (even switched off), older than $1, that nothing references (`clauses`) */
const unattached = (clauses: string) => `uploader_hash IS NOT NULL AND NOT active
  AND gallery_position IS NULL AND created_at < $1 AND ${clauses}`;

/** The sweep's two statements for the clauses the database's foreign keys give (one set each) */
const sweeps = new Map<string, ReturnType<typeof sweepOf>>();
const sweepOf = (clauses: string, n: number) => ({
  // PostgreSQL: a notice saving a reference to one meanwhile holds a key-share lock on it: skipped
  pick: sql<{ id: number }, [number, number]>(`images_unattached_${n}`, {
    sqlite: `SELECT id FROM images WHERE ${unattached(clauses)} LIMIT $2`,
    pg: `SELECT id FROM images WHERE ${unattached(clauses)} LIMIT $2 FOR UPDATE SKIP LOCKED`,
  }),
  remove: sql<{ fileName: string }, [number, number[]]>(`images_take_${n}`, {
    sqlite: `DELETE FROM images WHERE id IN (SELECT value FROM json_each($2))
               AND ${unattached(clauses)} RETURNING file_name AS "fileName"`,
    pg: `DELETE FROM images WHERE id = ANY($2::int[]) AND ${unattached(clauses)}
          RETURNING file_name AS "fileName"`,
  }),
});
function sweepFor(clauses: string) {
  let sweep = sweeps.get(clauses);
  if (!sweep) {
    sweep = sweepOf(clauses, sweeps.size);
    sweeps.set(clauses, sweep);
  }
  return sweep;
}

/**
 * The rows are picked (locked on PostgreSQL), then deleted under the same conditions read
 * afresh, so a reference committed between the two is respected; their file names
 */
function* takeUnattached(clauses: string, before: number, limit: number): Flow<string[]> {
  const sweep = sweepFor(clauses);
  const ids = (yield* all(sweep.pick, before, limit)).map((row) => row.id);
  if (ids.length === 0) return [];
  return (yield* all(sweep.remove, before, ids)).map((row) => row.fileName);
}

/** The upload rows on a database (`clauses`: its unreferenced clauses, read once) */
function imageStoreOf<Tx>(db: Db<Tx>, clauses: () => Maybe<string>) {
  return {
    /** Records an upload whose object is stored; inactive, so it never joins the public gallery */
    record: (
      image: ImageRecord,
      uploader: { userId: number | null; visitorHash: string },
      now: number,
    ) =>
      db.read(function* () {
        return (yield* value(
          insert,
          image.kind,
          image.fileName,
          image.width,
          image.height,
          image.bytes,
          uploader.userId,
          uploader.visitorHash,
          now,
        ))!;
      }),
    /**
     * Deletes (in one transaction, so a notice saved meanwhile cannot lose its picture) up to
     * `limit` uploads created before `before` that nothing took up; their file names.
     */
    takeUnattached: (before: number, limit: number) =>
      db.transaction(function* () {
        return yield* takeUnattached(yield* wait(clauses()), before, limit);
      }),
    /** Which of these file names an images row has */
    withRows: (fileNames: string[]) =>
      db.read(function* () {
        return (yield* all(named, fileNames)).map((row) => row.fileName);
      }),
  };
}

export function createImageStore({ sqlite }: Database) {
  const clauses = unreferenced(sqlite);
  return imageStoreOf(sqliteDb(sqlite), () => clauses);
}

export type ImageStore = ReturnType<typeof imageStoreOf>;

export const createPgImageStore = (pool: pg.Pool): Port<ImageStore> =>
  portOf(imageStoreOf(pgDb(pool), () => pgUnreferenced(pool)));
