import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '#scripts/services/s3-server';
import { loadEnv } from '../../env';
import { createBlobStore, createDiskBlobStore, type BlobStore } from './index';

let s3: LocalS3;
let dir: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  dir = mkdtempSync(path.join(tmpdir(), 'kyynal-blobs-'));
});
afterAll(async () => {
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

const keys = async (blobs: BlobStore) => {
  const found: string[] = [];
  for await (const entry of blobs.list()) found.push(entry.key);
  return found.sort();
};

describe.each([
  ['disk', () => createDiskBlobStore(path.join(dir, 'uploads'))],
  ['S3 (s3rver)', () => createBlobStore(s3.config, path.join(dir, 'unused'))],
])('the %s adapter', (_name, make) => {
  it('puts, gets, lists and deletes objects; a missing key is null, deleting it no error', async () => {
    const blobs = make();
    const before = Date.now() - 5000;
    await blobs.put('a1.jpg', Buffer.from('first image'), 'image/jpeg');
    await blobs.put('b2.jpg', Buffer.from('second'), 'image/jpeg');
    const got = await blobs.get('a1.jpg');
    expect(got).toMatchObject({ size: 11, type: 'image/jpeg' });
    expect(got!.modifiedAt).toBeGreaterThan(before);
    expect(await text(got!.body)).toBe('first image');
    expect(blobs.url('a1.jpg')).toBe('/uploads/a1.jpg');

    const listed: { key: string; size: number }[] = [];
    for await (const { key, size } of blobs.list()) listed.push({ key, size });
    expect(listed.sort((x, y) => x.key.localeCompare(y.key))).toEqual([
      { key: 'a1.jpg', size: 11 },
      { key: 'b2.jpg', size: 6 },
    ]);

    expect(await blobs.get('missing.jpg')).toBeNull();
    expect(await blobs.get('../secret.key')).toBeNull();
    await blobs.delete('a1.jpg');
    await blobs.delete('a1.jpg');
    expect(await blobs.get('a1.jpg')).toBeNull();
    expect(await keys(blobs)).toEqual(['b2.jpg']);
    await expect(blobs.put('../x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/key/);
    await blobs.delete('b2.jpg');
  });
});

describe('the S3 adapter when S3 fails', () => {
  it('rejects a put into a bucket that does not exist', async () => {
    const blobs = createBlobStore({ ...s3.config, bucket: 'no-such-bucket' }, dir);
    await expect(blobs.put('c3.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
  });

  it('rejects every call, within seconds, when nothing answers at the endpoint', async () => {
    const down = await startLocalS3();
    const config = down.config;
    await down.close();
    const blobs = createBlobStore(config, dir);
    const started = Date.now();
    await expect(blobs.put('d4.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
    await expect(blobs.get('d4.jpg')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('S3 in the environment', () => {
  const base = { DATA_DIR: dir };
  it('keeps uploads on disk without S3_BUCKET; reads the S3 settings, region by default', () => {
    expect(loadEnv(base).s3).toBeNull();
    expect(
      loadEnv({
        ...base,
        S3_BUCKET: 'pildid',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'pildid',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
  });

  it('refuses to start with half an S3 configuration', () => {
    expect(() => loadEnv({ ...base, S3_BUCKET: 'pildid' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadEnv({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadEnv({ ...base, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});
