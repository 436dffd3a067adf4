/**
 * Deletes uploads that nothing uses, hourly: an image uploaded through POST /api/uploads that no
 * row of any table references a day after it was uploaded (the images store decides which:
 * routes/uploads/store.ts), row first, then its object. Then the orphans: objects of the
 * BlobStore with no row at all (a crash between object and row, a delete that failed) once they
 * are ORPHAN_GRACE_MS old; and leftover temporary files (`.*.part`, a crash mid-upload) in the
 * local uploads folder a day old. An interval job in the server process (scripts/start.ts).
 */
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { ImageStore } from '../routes/uploads/store';
import type { Port } from '../stores/port';
import type { BlobStore } from './blobs';
import { intervalJob } from './interval-job';

const HOUR = 3600_000;
/** Unattached uploads are kept this long: a wizard left open overnight still has its images */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * HOUR;
/** An object without a row is left alone this long: its row may be on its way */
export const ORPHAN_GRACE_MS = HOUR;
const BATCH = 500;

export interface UploadSweeperOptions {
  images: Pick<Port<ImageStore>, 'takeUnattached' | 'withRows'>;
  blobs: BlobStore;
  /** The local folder uploads are received into (temporary files) */
  uploadsDir: string;
  now: () => number;
  /** Interval between sweeps (production: an hour) */
  intervalMs?: number;
  log?: (message: string) => void;
}

export function createUploadSweeper({
  images,
  blobs,
  uploadsDir,
  now,
  intervalMs = HOUR,
  log = (message) => console.error(`[uploads] ${message}`),
}: UploadSweeperOptions) {
  async function removeObject(key: string): Promise<void> {
    await blobs.delete(key).catch((err: Error) => log(`could not delete ${key}: ${err.message}`));
  }

  /** Deletes the objects of `keys` that have no row; how many */
  async function removeOrphans(keys: string[]): Promise<number> {
    const kept = new Set(await images.withRows(keys));
    const orphans = keys.filter((key) => !kept.has(key));
    for (const key of orphans) await removeObject(key);
    return orphans.length;
  }

  /** One sweep; how many unattached images, orphaned objects and temporary files went. */
  async function tick(): Promise<{ images: number; orphans: number; tempFiles: number }> {
    const at = now();
    const before = at - UNATTACHED_UPLOAD_TTL_MS;
    let taken = 0;
    for (;;) {
      const names = await images.takeUnattached(before, BATCH);
      for (const name of names) await removeObject(name);
      taken += names.length;
      if (names.length < BATCH) break;
    }
    let orphans = 0;
    let batch: string[] = [];
    for await (const object of blobs.list()) {
      if (object.modifiedAt >= at - ORPHAN_GRACE_MS) continue;
      batch.push(object.key);
      if (batch.length === BATCH) {
        orphans += await removeOrphans(batch);
        batch = [];
      }
    }
    if (batch.length) orphans += await removeOrphans(batch);
    let tempFiles = 0;
    for (const name of await readdir(uploadsDir)) {
      if (!name.startsWith('.') || !name.endsWith('.part')) continue;
      const file = path.join(uploadsDir, name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtimeMs < before) {
        await unlink(file).catch(() => {});
        tempFiles++;
      }
    }
    if (taken || orphans || tempFiles) {
      log(
        `deleted ${taken} unattached upload(s), ${orphans} orphaned object(s), ${tempFiles} temp file(s)`,
      );
    }
    return { images: taken, orphans, tempFiles };
  }

  const job = intervalJob(tick, intervalMs, (err) => log(`sweep failed: ${String(err)}`));
  return { tick, ...job };
}
