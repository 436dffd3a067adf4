import { describe, expect, it } from 'vitest';
import { useTestServer } from '#api-test/harness';

const run = (sql: string, ...params: unknown[]) => server.sql.run(sql, ...params);
/** A flag as SQL text, the same on both databases (SQLite keeps TRUE as 1) */
const flag = (on: boolean) => (on ? 'TRUE' : 'FALSE');

const { server, api } = useTestServer();

const insertPoem = (
  id: number,
  body: string,
  rights: {
    author?: string | null;
    deathYear?: number | null;
    folk?: boolean;
    licence?: [grantor: string | null, on: string | null, scope: string | null];
    active?: boolean;
  },
) =>
  run(
    `INSERT INTO poems (id, body, title, author, author_death_year, folk, licence_grantor,
       licence_granted_on, licence_scope, active)
     VALUES (?, ?, ?, ?, ?, ${flag(!!rights.folk)}, ?, ?, ?, ${flag(rights.active !== false)})`,
    id,
    body,
    `Luuletus ${id}`,
    rights.author ?? null,
    rights.deathYear ?? null,
    ...(rights.licence ?? [null, null, null]),
  );

describe('GET /api/poems', () => {
  // the test server's clock is 15 June 2026 (Tallinn): authors who died in 1955 or earlier are free
  it('lists the active usable poems of the poem bank with their rights', async () => {
    await insertPoem(1, 'Sa oled läinud, kuid\nsa ei ole kadunud.', { folk: true });
    await insertPoem(2, 'Peidetud luuletus', { folk: true, active: false });
    await insertPoem(3, 'Vaikne on su uni.', { author: 'Vana Autor', deathYear: 1955 });
    await insertPoem(4, 'Kaitstud, loata', { author: 'Uus Autor', deathYear: 1980 });
    await insertPoem(5, 'Kaitstud, loaga', {
      author: 'Uus Autor',
      deathYear: 1980,
      licence: ['Pärija', '2026-03-01', 'Küünla teadetes'],
    });
    await insertPoem(6, 'Kaitstud, poolik luba', {
      author: 'Uus Autor',
      deathYear: 1980,
      licence: ['Pärija', null, 'Küünla teadetes'],
    });
    await insertPoem(7, 'Surnud 1956, kaitstud kuni 2026. aasta lõpuni', {
      author: 'Piiri Autor',
      deathYear: 1956,
    });
    await insertPoem(8, 'Autor teadmata', {});
    const res = await api.poems.$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      items: [
        {
          id: 1,
          body: 'Sa oled läinud, kuid\nsa ei ole kadunud.',
          author: 'rahvaluule',
          title: 'Luuletus 1',
          authorDeathYear: null,
          folk: true,
          licence: null,
          free: true,
          mood: 'memory',
          noticeTypes: [1, 2, 3],
        },
        {
          id: 3,
          body: 'Vaikne on su uni.',
          author: 'Vana Autor',
          title: 'Luuletus 3',
          authorDeathYear: 1955,
          folk: false,
          licence: null,
          free: true,
          mood: 'memory',
          noticeTypes: [1, 2, 3],
        },
        {
          id: 5,
          body: 'Kaitstud, loaga',
          author: 'Uus Autor',
          title: 'Luuletus 5',
          authorDeathYear: 1980,
          folk: false,
          licence: 'Küünla teadetes (Pärija, 2026-03-01)',
          free: false,
          mood: 'memory',
          noticeTypes: [1, 2, 3],
        },
      ],
    });
  });

  it('gives each poem its mood and the notice types of its bit set (2 funeral, 4 condolence, 8 memorial)', async () => {
    await run('UPDATE poems SET mood = ?, notice_types = ? WHERE id = ?', 'nature', 2 | 8, 1);
    await run('UPDATE poems SET mood = ?, notice_types = ? WHERE id = ?', 'comfort', 4, 3);
    const items = (await (await api.poems.$get()).json()).items;
    expect(items.map(({ id, mood, noticeTypes }) => ({ id, mood, noticeTypes }))).toEqual([
      { id: 1, mood: 'nature', noticeTypes: [1, 3] },
      { id: 3, mood: 'comfort', noticeTypes: [2] },
      { id: 5, mood: 'memory', noticeTypes: [1, 2, 3] },
    ]);
  });

  it('offers a poem from 1 January (Tallinn) of the 71st year after its author died', async () => {
    const ids = async () =>
      ((await (await api.poems.$get()).json()).items as { id: number }[]).map((p) => p.id);
    expect(await ids()).not.toContain(7);
    // 2027-01-01 00:30 in Tallinn is still 31 December 2026 in UTC
    server.advance(Date.parse('2026-12-31T22:30:00Z') - server.now());
    expect(await ids()).toContain(7);
    expect(await ids()).not.toContain(4);
  });
});
