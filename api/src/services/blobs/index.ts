/**
 * Where the bytes of uploaded and seeded images live (decision 0044): a BlobStore, one key per
 * `images.file_name`. The disk adapter (DATA_DIR/uploads, the default, no configuration) or the
 * S3 adapter (S3_BUCKET and its keys, env.ts). Either way the app serves the images under
 * /uploads (routes/uploads/serve.ts), so their URLs never depend on where the bytes are.
 *
 * Order of writes: the object first, then its `images` row; when the row is not written the
 * object is deleted again. Rows go before their objects. An object left without a row (a crash in
 * between, a failed delete) is an orphan the upload sweeper removes after ORPHAN_GRACE_MS.
 */
import { createDiskBlobStore } from './disk';
import { createS3BlobStore, type S3Config } from './s3';
import type { BlobStore } from './store';

export * from './store';
export type { S3Config } from './s3';
export { createDiskBlobStore } from './disk';

/** The S3 adapter when S3 is configured, else the disk under `uploadsDir` */
export function createBlobStore(s3: S3Config | null, uploadsDir: string): BlobStore {
  return s3 ? createS3BlobStore(s3) : createDiskBlobStore(uploadsDir);
}

/**
 * Deletes an object whose row is already gone; a failure is only logged, since the object is
 * now an orphan the upload sweeper removes.
 */
export async function deleteQuietly(
  blobs: BlobStore,
  key: string,
  log: (message: string) => void = (message) => console.error(`[uploads] ${message}`),
): Promise<void> {
  await blobs.delete(key).catch((err: unknown) => {
    log(`could not delete ${key}: ${(err as Error).message}`);
  });
}
