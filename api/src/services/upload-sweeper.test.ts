import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { addNotice } from '#api-test/fixtures';
import { useTestServer } from '#api-test/harness';
import { ORPHAN_GRACE_MS, UNATTACHED_UPLOAD_TTL_MS } from './upload-sweeper';

const { server, visitor } = useTestServer();

const HOUR = 3600_000;

async function upload(kind: 'portrait' | 'background'): Promise<{ id: number; file: string }> {
  const image = await sharp({
    create: { width: 1300, height: 700, channels: 3, background: '#445566' },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([image], { type: 'image/jpeg' }), 'pilt.jpg');
  const res = await fetch(`${server.base}/api/uploads?kind=${kind}`, {
    method: 'POST',
    headers: {
      cookie: visitor.cookie,
      'x-requested-with': 'XMLHttpRequest',
      'x-csrf-token': visitor.token,
    },
    body: form,
  });
  expect(res.status).toBe(201);
  const { id, url } = (await res.json()) as { id: number; url: string };
  return { id, file: path.join(server.dir, 'uploads', path.basename(url)) };
}

const rowExists = async (id: number) =>
  (await server.sql.value('SELECT count(*) FROM images WHERE id = ?', id)) === 1;

describe('upload sweeper', () => {
  it('deletes uploads no notice took up after a day; keeps used, gallery, seeded and recent ones', async () => {
    const lonely = await upload('portrait');
    const portrait = await upload('portrait');
    const background = await upload('background');
    const noticeId = await addNotice(server.sql, { deceasedName: 'Vello Pildiga' });
    await server.sql.run(
      'UPDATE notices SET portrait_image_id = ?, background_image_id = ? WHERE id = ?',
      portrait.id,
      background.id,
      noticeId,
    );
    // seeded content: no uploader; a gallery background: active
    const seeded = (await server.sql.value<number>(
      `INSERT INTO images (kind, file_name, mime, width, height, bytes, active, created_at)
       VALUES ('portrait', 'seed.jpg', 'image/jpeg', 400, 400, 10, FALSE, ?) RETURNING id`,
      server.now(),
    ))!;
    const gallery = (await server.sql.value<number>(
      `INSERT INTO images (kind, file_name, mime, width, height, bytes, active, uploader_hash, created_at)
       VALUES ('background', 'gallery.jpg', 'image/jpeg', 1200, 600, 10, TRUE, 'x', ?) RETURNING id`,
      server.now(),
    ))!;
    // a temporary file a crash left behind
    const leftover = path.join(server.dir, 'uploads', '.crashed.in.part');
    writeFileSync(leftover, 'half an upload');
    const old = new Date(server.now() - 2 * UNATTACHED_UPLOAD_TTL_MS);
    utimesSync(leftover, old, old);

    const sweeper = server.uploadSweeper();
    server.advance(UNATTACHED_UPLOAD_TTL_MS - HOUR);
    const recent = await upload('portrait');
    expect(await sweeper.tick()).toEqual({ images: 0, orphans: 0, tempFiles: 1 });
    expect(existsSync(leftover)).toBe(false);
    expect(await rowExists(lonely.id)).toBe(true);

    server.advance(2 * HOUR);
    expect(await sweeper.tick()).toEqual({ images: 1, orphans: 0, tempFiles: 0 });
    expect(await rowExists(lonely.id)).toBe(false);
    expect(existsSync(lonely.file)).toBe(false);
    for (const kept of [portrait, background, recent]) {
      expect(await rowExists(kept.id)).toBe(true);
      expect(existsSync(kept.file)).toBe(true);
    }
    expect(await rowExists(seeded)).toBe(true);
    expect(await rowExists(gallery)).toBe(true);

    // a day later the recent one goes too; a notice dropping its picture frees it for the next sweep
    server.advance(UNATTACHED_UPLOAD_TTL_MS);
    await server.sql.run('UPDATE notices SET portrait_image_id = NULL WHERE id = ?', noticeId);
    expect(await sweeper.tick()).toEqual({ images: 2, orphans: 0, tempFiles: 0 });
    expect(await rowExists(recent.id)).toBe(false);
    expect(await rowExists(portrait.id)).toBe(false);
    expect(await rowExists(background.id)).toBe(true);
  });

  it('deletes files with no row once they are an hour old; keeps younger ones and those with rows', async () => {
    const uploads = path.join(server.dir, 'uploads');
    const kept = await upload('portrait');
    const orphan = path.join(uploads, 'orphan.jpg');
    const young = path.join(uploads, 'young.jpg');
    writeFileSync(orphan, 'no row');
    writeFileSync(young, 'its row is on its way');
    const old = new Date(server.now() - ORPHAN_GRACE_MS - 60_000);
    for (const file of [orphan, kept.file]) utimesSync(file, old, old);
    utimesSync(young, new Date(server.now()), new Date(server.now()));
    expect(await server.uploadSweeper().tick()).toEqual({ images: 0, orphans: 1, tempFiles: 0 });
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(young)).toBe(true);
    expect(existsSync(kept.file)).toBe(true);
  });
});
