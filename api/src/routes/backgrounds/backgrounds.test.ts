import { describe, expect, it } from 'vitest';
import { useTestServer } from '#api-test/harness';

const run = (sql: string, ...params: unknown[]) => server.sql.run(sql, ...params);

const { server, api } = useTestServer();

describe('GET /api/images/backgrounds', () => {
  it('lists the active gallery backgrounds only, in their order: not uploads, not portraits', async () => {
    // the flag as SQL text, the same on both databases (SQLite keeps TRUE as 1)
    const image = (id: number, kind: string, active: number, position: number | null) =>
      run(
        `INSERT INTO images (id, kind, file_name, mime, width, height, bytes, active, gallery_position)
         VALUES (?, ?, ?, 'image/jpeg', 2400, 1200, 1000, ${active ? 'TRUE' : 'FALSE'}, ?)`,
        id,
        kind,
        `${kind}-${id}.jpg`,
        position,
      );
    await image(1, 'background', 1, 2);
    await image(2, 'background', 0, null); // a visitor's upload
    await image(3, 'portrait', 1, null);
    await image(4, 'background', 1, 1);
    await image(5, 'background', 0, 3); // switched off by the admin
    await image(6, 'background', 1, null); // not in the gallery
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
