/**
 * The poem store's admin side on the test adapter's database (SQLite, or PostgreSQL with
 * KYYNAL_TEST_ADAPTER=pg), without the app: saves and deletes with their audit entries, the
 * search, and what a notice keeps of a deleted poem.
 */
import { describe, expect, it } from 'vitest';
import { poemInput } from '#domain/inputs/poem-input';
import { auditLogOf } from '#api-test/admin';
import { addNotice } from '#api-test/fixtures';
import { useStoreDatabase } from '#api-test/store-database';
import { portOf } from '../../stores/port';
import { createPoemStore } from './store';
import { createPgPoemStore } from './store.pg';

const held = useStoreDatabase({
  sqlite: (database) => portOf(createPoemStore(database)),
  pg: (database) => createPgPoemStore(database.pool),
});
const NOW = Date.parse('2026-06-15T09:00:00Z');
const admin = { id: 1, email: 'luule@example.ee', role: 10 };
const input = (over: Record<string, unknown> = {}) =>
  poemInput.parse({
    title: 'Kojuigatsus',
    body: 'Üks rida\nja teine rida',
    author: 'Juhan Liiv',
    authorDeathYear: 1913,
    folk: false,
    licenceGrantor: null,
    licenceGrantedOn: null,
    licenceScope: null,
    mood: 'nature',
    noticeTypes: [1, 3],
    active: true,
    ...over,
  });

describe('poem store', () => {
  it('creates, finds, updates and deletes a poem, each change audited once', async () => {
    const free = await held.store.create(input(), admin, NOW);
    expect(free).toMatchObject({
      title: 'Kojuigatsus',
      folk: false,
      active: true,
      mood: 'nature',
      noticeTypes: [1, 3],
      notices: 0,
      unusable: null,
      freeFrom: null,
    });
    const waiting = await held.store.create(
      input({ title: 'Ootel 100%', author: 'Kaitstud Autor', authorDeathYear: 1960 }),
      admin,
      NOW,
    );
    expect(waiting).toMatchObject({ unusable: 'protected', freeFrom: 2031 });
    expect((await held.store.usable(NOW)).map((p) => p.id)).toEqual([free.id]);

    // the search is case-insensitive and takes % literally
    const found = await held.store.adminList('OOTEL 100%', 0, NOW);
    expect(found).toMatchObject({ total: 1, items: [{ id: waiting.id }] });
    expect((await held.store.adminList('ootel 1000', 0, NOW)).total).toBe(0);

    // unchanged: no entry; changed: one with the changed fields only
    expect(await held.store.update(free.id, input(), admin, NOW)).toMatchObject({ id: free.id });
    const licensed = await held.store.update(
      waiting.id,
      input({
        title: 'Ootel 100%',
        author: 'Kaitstud Autor',
        authorDeathYear: 1960,
        licenceGrantor: 'Pärija',
        licenceGrantedOn: '2026-11-01',
        licenceScope: 'Küünla teated',
        noticeTypes: [2],
      }),
      admin,
      NOW,
    );
    expect(licensed).toMatchObject({ unusable: null, noticeTypes: [2] });
    expect(await held.store.update(999_999, input(), admin, NOW)).toBeNull();

    const notice = await addNotice(held.database.sql, { deceasedName: 'Luule Kasutaja' });
    await held.database.sql.run(
      'UPDATE notices SET poem = ?, poem_id = ? WHERE id = ?',
      'tekst',
      free.id,
      notice,
    );
    expect(
      (await held.store.adminList(undefined, 0, NOW)).items.find((p) => p.id === free.id),
    ).toMatchObject({
      notices: 1,
    });
    expect(await held.store.remove(free.id, admin, NOW)).toBe(true);
    expect(await held.store.remove(free.id, admin, NOW)).toBe(false);
    expect(
      await held.database.sql.get(
        'SELECT poem, poem_id AS "poemId" FROM notices WHERE id = ?',
        notice,
      ),
    ).toEqual({
      poem: 'tekst',
      poemId: null,
    });

    const entries = await auditLogOf(held.database, 'poem');
    expect(entries.map((e) => [e.action, Number(e.entityId)])).toEqual([
      ['poem.create', free.id],
      ['poem.create', waiting.id],
      ['poem.update', waiting.id],
      ['poem.delete', free.id],
    ]);
    expect(entries[2]!.before).toEqual({
      licenceGrantor: null,
      licenceGrantedOn: null,
      licenceScope: null,
      noticeTypes: [1, 3],
    });
    expect(entries[3]!.before).toEqual({
      title: 'Kojuigatsus',
      author: 'Juhan Liiv',
      folk: false,
      notices: 1,
    });
  });
});
