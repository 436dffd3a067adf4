import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#domain/inputs/auth';
import { as, auditLogOf, lowerRoles, signInAdmin } from '#api-test/admin';
import { errorOf } from '#api-test/accounts';
import { addNotice } from '#api-test/fixtures';
import { useTestServer } from '#api-test/harness';

// the harness's clock is in 2026: an author who died in 1960 is protected until 2031
const { server, visitor, api } = useTestServer();

const poem = (overrides: Record<string, unknown> = {}) => ({
  title: 'Kojuigatsus',
  body: 'Üks rida\nja teine rida',
  author: 'Juhan Liiv',
  authorDeathYear: 1913,
  folk: false,
  licenceGrantor: null,
  licenceGrantedOn: null,
  licenceScope: null,
  mood: 'memory' as const,
  noticeTypes: [1, 3] as (1 | 2 | 3)[],
  active: true,
  ...overrides,
});

const bankIds = async () => (await (await api.poems.$get()).json()).items.map((p) => p.id);

describe('admin poems (/api/admin/poems)', () => {
  let admin: Session;
  beforeAll(async () => {
    admin = await signInAdmin(server, visitor, 'luule@example.ee');
  });
  const create = (json: ReturnType<typeof poem>) => api.admin.poems.$post({ json }, as(admin));

  it('refuses nobody (401) and every role below admin (403), writing nothing', async () => {
    expect((await api.admin.poems.$get({ query: {} })).status).toBe(401);
    for (const session of await lowerRoles(server, visitor)) {
      expect((await api.admin.poems.$get({ query: {} }, as(session))).status).toBe(403);
      expect((await api.admin.poems.$post({ json: poem() }, as(session))).status).toBe(403);
    }
    expect(await auditLogOf(server, 'poem')).toEqual([]);
  });

  it('creates, lists (with why a poem is not offered), edits and deletes poems', async () => {
    const created = await create(poem());
    expect(created.status).toBe(201);
    const free = await created.json();
    expect(free).toMatchObject({ title: 'Kojuigatsus', noticeTypes: [1, 3], unusable: null });
    expect(await bankIds()).toContain(free.id);

    // protected (died 1960), kept hidden until a licence is recorded: saved, marked why
    const waiting = await (
      await create(
        poem({ title: 'Ootel', author: 'Kaitstud Autor', authorDeathYear: 1960, active: false }),
      )
    ).json();
    expect(waiting).toMatchObject({ unusable: 'protected', freeFrom: 2031 });
    const folk = await (
      await create(poem({ title: 'Regilaul', author: null, authorDeathYear: null, folk: true }))
    ).json();
    expect(folk.unusable).toBeNull();

    const listed = await (await api.admin.poems.$get({ query: { q: 'ootel' } }, as(admin))).json();
    expect(listed.items.map((p) => p.id)).toEqual([waiting.id]);
    expect(listed.total).toBe(1);
    expect(await bankIds()).not.toContain(waiting.id);

    // licensed: now it may be offered
    const licensed = await api.admin.poems[':id'].$put(
      {
        param: { id: String(waiting.id) },
        json: poem({
          title: 'Ootel',
          author: 'Kaitstud Autor',
          authorDeathYear: 1960,
          licenceGrantor: 'Pärija',
          licenceGrantedOn: '2026-11-01',
          licenceScope: 'Küünla teated',
          active: true,
        }),
      },
      as(admin),
    );
    expect(licensed.status).toBe(200);
    expect((await licensed.json()).unusable).toBeNull();
    expect(await bankIds()).toContain(waiting.id);

    // a notice carrying the poem keeps its text when the poem goes
    const notice = await addNotice(server.sql, { deceasedName: 'Luule Kasutaja' });
    await server.sql.run(
      'UPDATE notices SET poem = ?, poem_id = ? WHERE id = ?',
      free.body,
      free.id,
      notice,
    );
    const all = await (await api.admin.poems.$get({ query: {} }, as(admin))).json();
    expect(all.items.find((p) => p.id === free.id)?.notices).toBe(1);
    const removed = await api.admin.poems[':id'].$delete(
      { param: { id: String(free.id) } },
      as(admin),
    );
    expect(removed.status).toBe(204);
    expect(
      await server.sql.get('SELECT poem, poem_id AS "poemId" FROM notices WHERE id = ?', notice),
    ).toEqual({ poem: free.body, poemId: null });
    const again = await api.admin.poems[':id'].$delete(
      { param: { id: String(free.id) } },
      as(admin),
    );
    expect(again.status).toBe(404);

    const entries = await auditLogOf(server, 'poem');
    expect(entries.map((e) => [e.action, Number(e.entityId)])).toEqual([
      ['poem.create', free.id],
      ['poem.create', waiting.id],
      ['poem.create', folk.id],
      ['poem.update', waiting.id],
      ['poem.delete', free.id],
    ]);
    expect(entries[3]!.before).toEqual({
      licenceGrantor: null,
      licenceGrantedOn: null,
      licenceScope: null,
      active: false,
    });
  });

  it('refuses rights that do not hold, with the field and nothing written', async () => {
    const entries = (await auditLogOf(server, 'poem')).length;
    const count = () => server.sql.value('SELECT count(*) FROM poems');
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      // protected and active without a licence
      [{ authorDeathYear: 1990 }, 'licenceScope'],
      // a licence recorded in part
      [{ authorDeathYear: 1990, licenceGrantor: 'Pärija' }, 'licenceGrantedOn'],
      // an author who has not died yet
      [{ authorDeathYear: 2030 }, 'authorDeathYear'],
      // no author and not folk poetry
      [{ author: null }, 'author'],
      // folk poetry has no year of death
      [{ folk: true, author: null }, 'authorDeathYear'],
      [
        { licenceGrantor: 'A', licenceScope: 'B', licenceGrantedOn: '2026-02-30' },
        'licenceGrantedOn',
      ],
      [{ noticeTypes: [] }, 'noticeTypes'],
      [{ mood: 'angry' }, 'mood'],
    ];
    for (const [overrides, field] of cases) {
      const res = await visitor.send(
        'POST',
        '/api/admin/poems',
        poem(overrides),
        as(admin).headers,
      );
      expect(res.status, JSON.stringify(overrides)).toBe(422);
      expect(Object.keys((await errorOf(res)).fields ?? {}), JSON.stringify(overrides)).toContain(
        field,
      );
    }
    const english = await visitor.send(
      'POST',
      '/api/admin/poems?locale=en',
      poem({ authorDeathYear: 1990 }),
      as(admin).headers,
    );
    expect((await errorOf(english)).fields?.licenceScope).toMatch(/recorded licence/);
    expect(await count()).toEqual(before);
    expect(await auditLogOf(server, 'poem')).toHaveLength(entries);
  });
});
