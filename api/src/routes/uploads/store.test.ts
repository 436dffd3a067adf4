/**
 * The upload rows' store on the database the run uses (SQLite, or PostgreSQL with
 * KYYNAL_TEST_ADAPTER=pg): the sweeper takes only what nothing took up, each row once however
 * many sweepers run at once.
 */
import { describe, expect, it } from 'vitest';
import { addNotice } from '#api-test/fixtures';
import { useStoreDatabase } from '#api-test/store-database';
import { portOf, type Port } from '../../stores/port';
import { createImageStore, createPgImageStore, type ImageStore } from './store';

const held = useStoreDatabase<Port<ImageStore>>({
  sqlite: (database) => portOf(createImageStore(database)),
  pg: (database) => createPgImageStore(database.pool),
});

const NOW = Date.parse('2026-06-15T09:00:00Z');
let seq = 0;

const upload = (now = NOW) =>
  held.store.record(
    { kind: 'portrait', fileName: `f${++seq}.jpg`, width: 800, height: 900, bytes: 1000 },
    { userId: null, visitorHash: 'v' },
    now,
  );
const nameOf = async (id: number) =>
  (await held.database.sql.value<string>('SELECT file_name FROM images WHERE id = ?', id)) ??
  'no row';

describe('the upload rows', () => {
  it('takes the old uploads nothing references, each once however many sweepers run', async () => {
    const used = await upload();
    const recent = await upload(NOW + 10_000);
    const lonely = await Promise.all(Array.from({ length: 8 }, () => upload()));
    const noticeId = await addNotice(held.database.sql, { deceasedName: 'Vello Pildiga' });
    await held.database.sql.run(
      'UPDATE notices SET portrait_image_id = ? WHERE id = ?',
      used,
      noticeId,
    );
    const names = await Promise.all(lonely.map(nameOf));
    const usedName = await nameOf(used);
    expect(await held.store.withRows([usedName, 'none.jpg', ...names])).toHaveLength(9);

    const taken = (
      await Promise.all(Array.from({ length: 4 }, () => held.store.takeUnattached(NOW + 1, 3)))
    ).flat();
    const rest = await held.store.takeUnattached(NOW + 1, 100);
    expect([...taken, ...rest].sort()).toEqual([...names].sort());
    expect(await held.store.withRows([usedName, ...names])).toEqual([usedName]);
    expect(await nameOf(recent)).not.toBe('no row');
    expect(await held.store.takeUnattached(NOW + 1, 100)).toEqual([]);
  });
});
