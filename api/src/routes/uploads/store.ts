/**
 * The `images` rows of uploads. Their bytes are in the BlobStore (services/blobs): the upload
 * route stores the object first, then the row here (services/images.ts checks and re-encodes an
 * upload before that); the upload sweeper takes the rows nothing took up and asks which objects
 * have a row at all.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { Database } from '../../../../db/client';
import type { UploadKind } from '../../../../db/domain/uploads';
import { images } from '../../../../db/schema';
import { param } from '../../lib/placeholders';

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
 * `NOT EXISTS` clauses for every column of every table that references images.id (the sweeper's
 * "taken up by nothing", and the admin gallery's "unused", routes/backgrounds/store.ts). "Every
 * table" is read from SQLite's own foreign keys, so a table that starts pointing at images later
 * is respected without a change here.
 */
export function unreferenced(sqlite: BetterSqlite3.Database): string {
  const tables = sqlite
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  const references: ImageReference[] = [];
  for (const table of tables) {
    const keys = sqlite.prepare('SELECT * FROM pragma_foreign_key_list(?)').all(table) as {
      table: string;
      from: string;
      to: string | null;
    }[];
    for (const key of keys) {
      if (key.table !== 'images' || (key.to !== null && key.to !== 'id')) continue;
      references.push({ table, column: key.from });
    }
  }
  return notReferencedBy(references);
}

export interface ImageRecord {
  kind: UploadKind;
  /** Its key in the BlobStore */
  fileName: string;
  width: number;
  height: number;
  bytes: number;
}

export function createImageStore({ db, sqlite }: Database) {
  const insert = db
    .insert(images)
    .values({
      kind: param('kind'),
      fileName: param('fileName'),
      mime: 'image/jpeg',
      width: param('width'),
      height: param('height'),
      bytes: param('bytes'),
      active: false,
      uploadedBy: param('userId'),
      uploaderHash: param('visitorHash'),
      createdAt: param('now'),
    })
    .returning({ id: images.id })
    .prepare();
  // visitors' uploads (an uploader hash; seeded images have none) that are neither active nor
  // in the gallery (even switched off) and that nothing references
  const unattached = sqlite.prepare(
    `SELECT id, file_name AS fileName FROM images
     WHERE uploader_hash IS NOT NULL AND active = 0 AND gallery_position IS NULL
       AND created_at < ? AND ${unreferenced(sqlite)}
     LIMIT ?`,
  );
  const remove = sqlite.prepare('DELETE FROM images WHERE id = ?');
  const takeUnattached = sqlite.transaction((before: number, limit: number): string[] => {
    const rows = unattached.all(before, limit) as { id: number; fileName: string }[];
    for (const row of rows) remove.run(row.id);
    return rows.map((row) => row.fileName);
  });
  const named = sqlite
    .prepare('SELECT file_name FROM images WHERE file_name IN (SELECT value FROM json_each(?))')
    .pluck();

  return {
    /** Records an upload whose object is stored; inactive, so it never joins the public gallery */
    record(
      image: ImageRecord,
      uploader: { userId: number | null; visitorHash: string },
      now: number,
    ): number {
      return insert.get({ ...image, ...uploader, now })!.id;
    },
    /**
     * Deletes (in one transaction, so a notice saved meanwhile cannot lose its picture) up to
     * `limit` uploads created before `before` that nothing took up; their file names.
     */
    takeUnattached: (before: number, limit: number): string[] => takeUnattached(before, limit),
    /** Which of these file names an images row has */
    withRows: (fileNames: string[]): string[] => named.all(JSON.stringify(fileNames)) as string[],
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;
