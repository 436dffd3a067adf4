import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';

const run = (sql: string, ...params: unknown[]) =>
  server.database.sqlite.prepare(sql).run(...params);

const { server, api } = useTestServer();

describe('GET /api/images/backgrounds', () => {
  it('lists the active gallery backgrounds only: not uploads, not portraits', async () => {
    const image = (id: number, kind: string, active: number) =>
      run(
        `INSERT INTO images (id, kind, file_name, mime, width, height, bytes, active)
         VALUES (?, ?, ?, 'image/jpeg', 2400, 1200, 1000, ?)`,
        id,
        kind,
        `${kind}-${id}.jpg`,
        active,
      );
    image(1, 'background', 1);
    image(2, 'background', 0); // a visitor's upload
    image(3, 'portrait', 1);
    image(4, 'background', 1);
    const res = await api.images.backgrounds.$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      items: [
        { id: 1, url: '/uploads/background-1.jpg', width: 2400, height: 1200 },
        { id: 4, url: '/uploads/background-4.jpg', width: 2400, height: 1200 },
      ],
    });
  });
});
