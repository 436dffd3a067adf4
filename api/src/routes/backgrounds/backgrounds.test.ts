import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';

const run = (sql: string, ...params: unknown[]) =>
  server.database.sqlite.prepare(sql).run(...params);

const { server, api } = useTestServer();

describe('GET /api/images/backgrounds', () => {
  it('lists the active gallery backgrounds only, in their order: not uploads, not portraits', async () => {
    const image = (id: number, kind: string, active: number, position: number | null) =>
      run(
        `INSERT INTO images (id, kind, file_name, mime, width, height, bytes, active, gallery_position)
         VALUES (?, ?, ?, 'image/jpeg', 2400, 1200, 1000, ?, ?)`,
        id,
        kind,
        `${kind}-${id}.jpg`,
        active,
        position,
      );
    image(1, 'background', 1, 2);
    image(2, 'background', 0, null); // a visitor's upload
    image(3, 'portrait', 1, null);
    image(4, 'background', 1, 1);
    image(5, 'background', 0, 3); // switched off by the admin
    image(6, 'background', 1, null); // not in the gallery
    const res = await api.images.backgrounds.$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      items: [
        { id: 4, url: '/uploads/background-4.jpg', width: 2400, height: 1200 },
        { id: 1, url: '/uploads/background-1.jpg', width: 2400, height: 1200 },
      ],
    });
  });
});
