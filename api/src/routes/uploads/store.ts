/**
 * Uploads kept: the processed image's file under the uploads folder and its `images` row, both
 * or neither (services/images.ts checks and re-encodes an upload before it gets here).
 */
import { randomBytes } from 'node:crypto';
import { renameSync } from 'node:fs';
import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../../../db/client';
import type { UploadKind } from '../../../../db/domain/uploads';
import { images } from '../../../../db/schema';
import { param } from '../../lib/placeholders';
import type { ProcessedImage } from '../../services/images';

export interface StoredImage extends ProcessedImage {
  id: number;
  fileName: string;
}

/** Writes processed uploads into `uploadsDir` and the `images` table, both or neither. */
export function createImageStore({ db, sqlite }: Database, uploadsDir: string) {
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
          const { id: rowId } = insert.get({
            kind,
            fileName,
            width: image.width,
            height: image.height,
            bytes: image.data.length,
            userId: uploader.userId,
            visitorHash: uploader.visitorHash,
            now,
          })!;
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
