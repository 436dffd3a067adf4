/**
 * Deletes uploads that nothing uses: an image uploaded through POST /api/uploads (it has an
 * uploader hash; seeded images have none, or are active; gallery backgrounds, even switched
 * off, have a gallery position) that no row of any table
 * references a day after it was uploaded. "Any table" is read from SQLite's own foreign keys, so
 * a table that starts pointing at images later is respected without a change here. The rows go
 * in one transaction (a notice saved in between cannot lose its picture); the files after it.
 * Leftover temporary files (`.*.part`, from a crash mid-upload) of the same age go too.
 * An interval job in the server process (scripts/start.ts), like the push worker.
 */
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import type { images } from '../../../db/schema';
import { intervalJob } from './interval-job';

const HOUR = 3600_000;
/** Unattached uploads are kept this long: a wizard left open overnight still has its images */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * HOUR;
const BATCH = 500;

export interface UploadSweeperOptions {
  sqlite: BetterSqlite3.Database;
  uploadsDir: string;
  now: () => number;
  /** Interval between sweeps (production: an hour) */
  intervalMs?: number;
  log?: (message: string) => void;
}

/**
 * `NOT EXISTS` clauses for every column of every table that references images.id (also the
 * admin gallery's "unused" check, routes/backgrounds/store.ts)
 */
export function unreferenced(sqlite: BetterSqlite3.Database): string {
  const tables = sqlite
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  const clauses: string[] = [];
  for (const table of tables) {
    const keys = sqlite.prepare('SELECT * FROM pragma_foreign_key_list(?)').all(table) as {
      table: string;
      from: string;
      to: string | null;
    }[];
    for (const key of keys) {
      if (key.table !== 'images' || (key.to !== null && key.to !== 'id')) continue;
      const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
      clauses.push(`NOT EXISTS (SELECT 1 FROM ${q(table)} WHERE ${q(key.from)} = images.id)`);
    }
  }
  return clauses.length ? clauses.join(' AND ') : '1';
}

export function createUploadSweeper({
  sqlite,
  uploadsDir,
  now,
  intervalMs = HOUR,
  log = (message) => console.error(`[uploads] ${message}`),
}: UploadSweeperOptions) {
  const stale = sqlite.prepare(
    `SELECT id, file_name AS fileName FROM images
     WHERE uploader_hash IS NOT NULL AND active = 0 AND gallery_position IS NULL
       AND created_at < ? AND ${unreferenced(sqlite)}
     LIMIT ${BATCH}`,
  );
  const remove = sqlite.prepare('DELETE FROM images WHERE id = ?');
  const takeStale = sqlite.transaction((before: number): string[] => {
    const rows = stale.all(before) as Pick<typeof images.$inferSelect, 'id' | 'fileName'>[];
    for (const row of rows) remove.run(row.id);
    return rows.map((row) => row.fileName);
  });

  async function removeFile(name: string): Promise<void> {
    await unlink(path.join(uploadsDir, path.basename(name))).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') log(`could not delete ${name}: ${err.message}`);
    });
  }

  /** One sweep; returns how many images and temporary files were deleted. */
  async function tick(): Promise<{ images: number; tempFiles: number }> {
    const before = now() - UNATTACHED_UPLOAD_TTL_MS;
    let images = 0;
    for (;;) {
      const names = takeStale(before);
      for (const name of names) await removeFile(name);
      images += names.length;
      if (names.length < BATCH) break;
    }
    let tempFiles = 0;
    for (const name of await readdir(uploadsDir)) {
      if (!name.startsWith('.') || !name.endsWith('.part')) continue;
      const info = await stat(path.join(uploadsDir, name)).catch(() => null);
      if (info && info.mtimeMs < before) {
        await removeFile(name);
        tempFiles++;
      }
    }
    if (images || tempFiles)
      log(`deleted ${images} unattached upload(s), ${tempFiles} temp file(s)`);
    return { images, tempFiles };
  }

  const job = intervalJob(tick, intervalMs, (err) => log(`sweep failed: ${String(err)}`));
  return { tick, ...job };
}
