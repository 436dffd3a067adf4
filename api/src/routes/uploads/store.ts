/**
 * Uploads kept: the processed image's file under the uploads folder and its `images` row, both
 * or neither (services/images.ts checks and re-encodes an upload before it gets here).
 */
import { randomBytes } from 'node:crypto';
import { renameSync } from 'node:fs';
import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import type { UploadKind } from '../../../../db/domain/uploads';
import type { ProcessedImage } from '../../services/images';

export interface StoredImage extends ProcessedImage {
  id: number;
  fileName: string;
}

/** Writes processed uploads into `uploadsDir` and the `images` table, both or neither. */
export function createImageStore(sqlite: BetterSqlite3.Database, uploadsDir: string) {
  const insert = sqlite
    .prepare(
      `INSERT INTO images (kind, file_name, mime, width, height, bytes, active, uploaded_by,
         uploader_hash, created_at)
       VALUES (?, ?, 'image/jpeg', ?, ?, ?, 0, ?, ?, ?) RETURNING id`,
    )
    .pluck();

  return {
    /** Stores an upload; inactive, so it never joins the public background gallery. */
    async save(
      kind: UploadKind,
      image: ProcessedImage,
      uploader: { userId: number | null; visitorHash: string },
      now: number,
    ): Promise<StoredImage> {
      const fileName = `${randomBytes(16).toString('hex')}.jpg`;
      const finalPath = path.join(uploadsDir, fileName);
      const tempPath = path.join(uploadsDir, `.${fileName}.part`);
      await writeFile(tempPath, image.data, { flag: 'wx', mode: 0o644 });
      try {
        const id = sqlite.transaction(() => {
          const rowId = insert.get(
            kind,
            fileName,
            image.width,
            image.height,
            image.data.length,
            uploader.userId,
            uploader.visitorHash,
            now,
          ) as number;
          // atomic on one file system; the row commits only once the file is in place
          renameSync(tempPath, finalPath);
          return rowId;
        })();
        return { id, fileName, ...image };
      } catch (err) {
        await Promise.all([unlink(tempPath).catch(() => {}), unlink(finalPath).catch(() => {})]);
        throw err;
      }
    },
  };
}
