/**
 * The `images` rows of uploads on PostgreSQL (store.ts holds the rules). The tables that
 * reference images.id are read from PostgreSQL's own foreign keys, once per pool.
 */
import type pg from 'pg';
import type { Port } from '../../stores/port';
import { all, statement, transaction, value, type Queryable } from '../../stores/pg/sql';
import { notReferencedBy, type ImageRecord, type ImageReference, type ImageStore } from './store';

const references = new WeakMap<pg.Pool, Promise<string>>();

/**
 * unreferenced() on PostgreSQL: the `NOT EXISTS` clauses for every single-column foreign key
 * that points at images.id (read once per pool)
 */
export function unreferencedPg(pool: pg.Pool): Promise<string> {
  let clauses = references.get(pool);
  if (!clauses) {
    clauses = all<ImageReference>(
      pool,
      `SELECT t.relname AS "table", a.attname AS "column"
         FROM pg_constraint c
         JOIN pg_class t ON t.oid = c.conrelid
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
         JOIN pg_attribute r ON r.attrelid = c.confrelid AND r.attnum = c.confkey[1]
        WHERE c.contype = 'f' AND c.confrelid = 'images'::regclass
          AND cardinality(c.conkey) = 1 AND r.attname = 'id'
        ORDER BY t.relname, a.attname`,
    ).then(notReferencedBy);
    // a failed read is tried again next time
    clauses.catch(() => references.delete(pool));
    references.set(pool, clauses);
  }
  return clauses;
}

const insert = statement(
  'images_record',
  `INSERT INTO images (kind, file_name, mime, width, height, bytes, active, uploaded_by,
     uploader_hash, created_at)
   VALUES ($1, $2, 'image/jpeg', $3, $4, $5, false, $6, $7, $8) RETURNING id`,
);
const named = statement(
  'images_named',
  'SELECT file_name FROM images WHERE file_name = ANY($1::text[])',
);

/** visitors' uploads neither active nor in the gallery, older than $1 (see store.ts) */
const UNATTACHED = `uploader_hash IS NOT NULL AND NOT active AND gallery_position IS NULL
  AND created_at < $1`;

export function createPgImageStore(pool: pg.Pool): Port<ImageStore> {
  return {
    async record(image: ImageRecord, uploader, now) {
      return (await value<number>(pool, insert, [
        image.kind,
        image.fileName,
        image.width,
        image.height,
        image.bytes,
        uploader.userId,
        uploader.visitorHash,
        now,
      ]))!;
    },

    /**
     * The rows are locked first (a notice saving a reference to one meanwhile holds a key-share
     * lock on it: skipped), then deleted under the same conditions read afresh, so a reference
     * committed between the two is respected; no new reference can start while they are locked.
     */
    async takeUnattached(before, limit) {
      const unreferenced = await unreferencedPg(pool);
      return transaction(pool, async (client: Queryable) => {
        const ids = (
          await all<{ id: number }>(
            client,
            `SELECT id FROM images WHERE ${UNATTACHED} AND ${unreferenced}
              LIMIT $2 FOR UPDATE SKIP LOCKED`,
            [before, limit],
          )
        ).map((row) => row.id);
        if (ids.length === 0) return [];
        const removed = await all<{ fileName: string }>(
          client,
          `DELETE FROM images WHERE id = ANY($2::int[]) AND ${UNATTACHED} AND ${unreferenced}
            RETURNING file_name AS "fileName"`,
          [before, ids],
        );
        return removed.map((row) => row.fileName);
      });
    },

    async withRows(fileNames) {
      return (await all<{ file_name: string }>(pool, named, [fileNames])).map((r) => r.file_name);
    },
  };
}
