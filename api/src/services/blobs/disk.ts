/**
 * The default BlobStore: files in one folder (DATA_DIR/uploads), written under a temporary
 * `.name.part` and renamed into place, so a reader never sees half a file.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { opendir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { blobUrl, typeOfKey, VALID_KEY, type BlobEntry, type BlobStore } from './store';

export function createDiskBlobStore(dir: string): BlobStore {
  mkdirSync(dir, { recursive: true });
  const fileOf = (key: string) => {
    if (!VALID_KEY.test(key)) throw new Error(`not a blob key: ${key}`);
    return path.join(dir, key);
  };
  return {
    description: `disk (${dir})`,
    local: true,
    async put(key, data) {
      const file = fileOf(key);
      const temp = path.join(dir, `.${key}.${randomBytes(4).toString('hex')}.part`);
      await writeFile(temp, data, { flag: 'wx', mode: 0o644 });
      try {
        await rename(temp, file);
      } catch (err) {
        await unlink(temp).catch(() => {});
        throw err;
      }
    },
    async get(key) {
      if (!VALID_KEY.test(key)) return null;
      const file = path.join(dir, key);
      const info = await stat(file).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT' || err.code === 'ENOTDIR') return null;
        throw err;
      });
      if (!info?.isFile()) return null;
      return {
        body: createReadStream(file),
        size: info.size,
        type: typeOfKey(key),
        modifiedAt: info.mtimeMs,
      };
    },
    async delete(key) {
      await unlink(fileOf(key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    },
    url: blobUrl,
    async *list(): AsyncIterable<BlobEntry> {
      for await (const entry of await opendir(dir)) {
        // hidden names are uploads still being written (the sweeper's temp files)
        if (!entry.isFile() || !VALID_KEY.test(entry.name)) continue;
        const info = await stat(path.join(dir, entry.name)).catch(() => null);
        if (info) yield { key: entry.name, size: info.size, modifiedAt: info.mtimeMs };
      }
    },
  };
}
