/**
 * Uploads with S3 configured (decision 0044), against a real local S3 server (s3rver): the
 * object is in the bucket, served under /uploads, deleted by the sweeper once no notice uses it;
 * orphans go after their grace period; a store that fails gives a clear error and no row.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '#scripts/services/s3-server';
import { addNotice } from '#api-test/fixtures';
import { startTestServer, type TestServer, type Visitor } from '#api-test/harness';
import { et } from '../../locales/et';
import { createBlobStore, type BlobStore } from '../../services/blobs';
import { ORPHAN_GRACE_MS, UNATTACHED_UPLOAD_TTL_MS } from '../../services/upload-sweeper';

let s3: LocalS3;
let server: TestServer;
let visitor: Visitor;

beforeAll(async () => {
  s3 = await startLocalS3();
  // the clock starts at the real time: S3 dates its objects itself
  server = await startTestServer(Date.now(), { blobs: createBlobStore(s3.config, 'unused') });
  visitor = await server.visitor();
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

async function upload(on: TestServer, as: Visitor, kind = 'portrait'): Promise<Response> {
  const image = await sharp({
    create: { width: 800, height: 900, channels: 3, background: '#667788' },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([image], { type: 'image/jpeg' }), 'pilt.jpg');
  return fetch(`${on.base}/api/uploads?kind=${kind}`, {
    method: 'POST',
    headers: { cookie: as.cookie, 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': as.token },
    body: form,
  });
}

async function uploaded(): Promise<{ id: number; key: string }> {
  const res = await upload(server, visitor);
  expect(res.status).toBe(201);
  const { id, url } = (await res.json()) as { id: number; url: string };
  return { id, key: path.basename(url) };
}

const keysIn = async (blobs: BlobStore) => {
  const keys: string[] = [];
  for await (const { key } of blobs.list()) keys.push(key);
  return keys.sort();
};
const rows = (on: TestServer) => on.sql.value('SELECT count(*) FROM images');
const rowOf = (id: number) => server.sql.value('SELECT count(*) FROM images WHERE id = ?', id);
/** Received uploads leave nothing in the local folder: the bytes are in the bucket */
const localFiles = (on: TestServer) => readdirSync(path.join(on.dir, 'uploads'));

describe('uploads on S3', () => {
  it('stores the object in the bucket, then its row, and serves it under /uploads', async () => {
    const { id, key } = await uploaded();
    expect(key).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(await keysIn(server.blobs)).toContain(key);
    expect(await rowOf(id)).toBe(1);
    expect(localFiles(server)).toEqual([]);

    const res = await fetch(`${server.base}/uploads/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect((await sharp(body).metadata()).format).toBe('jpeg');
    const head = await fetch(`${server.base}/uploads/${key}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(body.length));
    expect((await fetch(`${server.base}/uploads/0000.jpg`)).headers.get('content-type')).not.toBe(
      'image/jpeg',
    );
  });

  it('deletes the old picture of a notice whose picture changed, and orphans after their grace', async () => {
    const first = await uploaded();
    const second = await uploaded();
    const noticeId = await addNotice(server.sql, { deceasedName: 'Malle Pilvik' });
    const setPortrait = (imageId: number) =>
      server.sql.run('UPDATE notices SET portrait_image_id = ? WHERE id = ?', imageId, noticeId);
    await setPortrait(first.id);
    // an object whose row never came (a crash in between)
    await server.blobs.put('0123456789abcdef0123456789abcdef.jpg', Buffer.from('x'), 'image/jpeg');
    const sweeper = server.uploadSweeper();
    expect(await sweeper.tick()).toMatchObject({ images: 0, orphans: 0 });

    await setPortrait(second.id);
    server.advance(UNATTACHED_UPLOAD_TTL_MS + ORPHAN_GRACE_MS);
    // the dropped picture and the first test's upload, which nothing took up
    expect(await sweeper.tick()).toMatchObject({ images: 2, orphans: 1 });
    const keys = await keysIn(server.blobs);
    expect(keys).not.toContain(first.key);
    expect(keys).not.toContain('0123456789abcdef0123456789abcdef.jpg');
    expect(keys).toContain(second.key);
    expect(await rowOf(first.id)).toBe(0);
    expect(await rowOf(second.id)).toBe(1);
    expect((await fetch(`${server.base}/uploads/${first.key}`)).status).not.toBe(200);
    // nothing else in the bucket lacks a row
    expect(await sweeper.tick()).toMatchObject({ images: 0, orphans: 0 });
  });

  it('deletes the object again when its row cannot be written', async () => {
    const objects = await keysIn(server.blobs);
    const pg = server.adapter === 'pg';
    if (pg) {
      await server.sql.run(
        `CREATE FUNCTION no_images() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN RAISE EXCEPTION 'disk I/O'; END $$`,
      );
      await server.sql.run(
        'CREATE TRIGGER no_images BEFORE INSERT ON images FOR EACH ROW EXECUTE FUNCTION no_images()',
      );
    } else {
      await server.sql.run(
        "CREATE TRIGGER no_images BEFORE INSERT ON images BEGIN SELECT RAISE(ABORT, 'disk I/O'); END",
      );
    }
    try {
      const res = await upload(server, visitor);
      expect(res.status).toBe(500);
    } finally {
      await server.sql.run(pg ? 'DROP TRIGGER no_images ON images' : 'DROP TRIGGER no_images');
    }
    expect(await keysIn(server.blobs)).toEqual(objects);
  });
});

describe('an S3 store that fails', () => {
  const storageError = {
    error: { code: 'storage_unavailable', message: et.uploads.storageUnavailable },
  };

  it.each([
    ['a bucket that does not exist', async () => ({ ...s3.config, bucket: 'no-such-bucket' })],
    [
      'a server that is down',
      async () => {
        const down = await startLocalS3();
        await down.close();
        return down.config;
      },
    ],
  ])('refuses the upload with 503 and keeps no row: %s', async (_name, config) => {
    const failing = await startTestServer(Date.now(), {
      blobs: createBlobStore(await config(), 'unused'),
    });
    try {
      const res = await upload(failing, await failing.visitor());
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      expect(await res.json()).toEqual(storageError);
      expect(await rows(failing)).toBe(0);
      expect(localFiles(failing)).toEqual([]);
      const image = await fetch(`${failing.base}/uploads/0123456789abcdef.jpg`);
      expect(image.status).toBe(503);
      expect(await image.json()).toEqual(storageError);
    } finally {
      await failing.close();
    }
  });
});
