import path from 'node:path';
import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#domain/inputs/auth';
import { as, auditLogOf, lowerRoles, signInAdmin } from '#api-test/admin';
import { bearer, errorOf } from '#api-test/accounts';
import { addNotice } from '#api-test/fixtures';
import { useTestServer } from '#api-test/harness';
import { UNATTACHED_UPLOAD_TTL_MS } from '../../services/upload-sweeper';

const { server, visitor, api } = useTestServer();

/** A background uploaded through the upload pipeline by `session`'s user */
async function uploadBackground(session: Session, colour = '#557799'): Promise<number> {
  const data = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'taust.jpg');
  const res = await fetch(`${server.base}/api/uploads?kind=background`, {
    method: 'POST',
    headers: {
      cookie: visitor.cookie,
      'x-requested-with': 'XMLHttpRequest',
      'x-csrf-token': visitor.token,
      ...bearer(session.token),
    },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const publicGallery = async () =>
  (await (await api.images.backgrounds.$get()).json()).items.map((item) => item.id);

describe('admin gallery (/api/admin/gallery)', () => {
  let admin: Session;
  beforeAll(async () => {
    admin = await signInAdmin(server, visitor, 'galerii@example.ee');
  });
  const list = async () => {
    const res = await api.admin.gallery.$get({}, as(admin));
    expect(res.status).toBe(200);
    return (await res.json()).items;
  };
  const add = (imageId: number) => api.admin.gallery.$post({ json: { imageId } }, as(admin));
  const change = (id: number, json: { active?: boolean; position?: number }) =>
    api.admin.gallery[':id'].$patch({ param: { id: String(id) }, json }, as(admin));

  it('refuses nobody (401) and every role below admin (403)', async () => {
    expect((await api.admin.gallery.$get({})).status).toBe(401);
    for (const session of await lowerRoles(server, visitor)) {
      expect((await api.admin.gallery.$get({}, as(session))).status).toBe(403);
      const res = await api.admin.gallery.$post({ json: { imageId: 1 } }, as(session));
      expect(res.status).toBe(403);
    }
    expect(await auditLogOf(server, 'image')).toEqual([]);
  });

  it('adds uploads, orders them, switches them off and on: the wizard sees only active ones', async () => {
    const first = await uploadBackground(admin, '#112233');
    const second = await uploadBackground(admin, '#445566');
    // an upload alone is not in the gallery
    expect(await publicGallery()).not.toContain(first);
    const added = await add(first);
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ id: first, active: true, position: 1, notices: 0 });
    expect((await add(second)).status).toBe(201);
    expect(await publicGallery()).toEqual([first, second]);
    // adding twice, or someone else's upload, is refused
    expect((await add(second)).status).toBe(404);
    const other = await uploadBackground(await lowerRoles(server, visitor).then((s) => s[0]!));
    const foreign = await add(other);
    expect(foreign.status).toBe(404);
    expect((await errorOf(foreign)).code).toBe('image_not_found');

    const moved = await change(second, { position: 1 });
    expect(moved.status).toBe(200);
    expect((await list()).map((item) => [item.id, item.position])).toEqual([
      [second, 1],
      [first, 2],
    ]);
    expect(await publicGallery()).toEqual([second, first]);

    expect((await change(second, { active: false })).status).toBe(200);
    expect(await publicGallery()).toEqual([first]);
    expect((await list()).find((item) => item.id === second)?.active).toBe(false);
    expect((await change(second, { active: true })).status).toBe(200);
    expect(await publicGallery()).toEqual([second, first]);

    const bad = await change(second, {});
    expect(bad.status).toBe(422);
    expect((await change(999_999, { active: true })).status).toBe(404);

    expect((await auditLogOf(server, 'image')).map((e) => [e.action, Number(e.entityId)])).toEqual([
      ['image.add', first],
      ['image.add', second],
      ['image.move', second],
      ['image.deactivate', second],
      ['image.activate', second],
    ]);
    expect((await auditLogOf(server, 'image'))[2]).toMatchObject({
      actorId: admin.user.id,
      before: { position: 2 },
      after: { position: 1 },
    });
  });

  it('deletes an unused background, refuses a used one, and the sweeper keeps switched-off ones', async () => {
    const used = await uploadBackground(admin, '#203040');
    const unused = await uploadBackground(admin, '#405060');
    await add(used);
    await add(unused);
    const fileOf = async (id: number) =>
      path.join(server.dir, 'uploads', path.basename((await list()).find((i) => i.id === id)!.url));
    const unusedFile = await fileOf(unused);
    const notice = await addNotice(server.sql, {
      deceasedName: 'Kasutatud Taust',
      status: 'draft',
    });
    await server.sql.run('UPDATE notices SET background_image_id = ? WHERE id = ?', used, notice);
    expect((await list()).find((i) => i.id === used)?.notices).toBe(1);

    const entries = (await auditLogOf(server, 'image')).length;
    const refused = await api.admin.gallery[':id'].$delete(
      { param: { id: String(used) } },
      as(admin),
    );
    expect(refused.status).toBe(409);
    const error = await errorOf(refused);
    expect(error.code).toBe('image_in_use');
    expect(error.message).toContain('1 teadet');
    expect(await auditLogOf(server, 'image')).toHaveLength(entries);

    // switched off and a day old: the upload sweeper still keeps both
    await change(unused, { active: false });
    server.advance(UNATTACHED_UPLOAD_TTL_MS + 60_000);
    const sweeper = server.uploadSweeper();
    await sweeper.tick();
    expect((await list()).map((i) => i.id)).toEqual(expect.arrayContaining([used, unused]));
    expect(existsSync(unusedFile)).toBe(true);

    const removed = await api.admin.gallery[':id'].$delete(
      { param: { id: String(unused) } },
      as(admin),
    );
    expect(removed.status).toBe(204);
    expect(existsSync(unusedFile)).toBe(false);
    const positions = (await list()).map((i) => i.position);
    expect(positions).toEqual(positions.map((_, i) => i + 1));
    expect((await auditLogOf(server, 'image')).at(-1)).toMatchObject({
      action: 'image.delete',
      entityId: String(unused),
    });
  });
});
