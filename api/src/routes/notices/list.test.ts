import { beforeAll, describe, expect, it } from 'vitest';
import { addNotice } from '#api-test/fixtures';
import { useTestServer } from '#api-test/harness';
import type { NoticeList } from './queries';

const ids: Record<string, number> = {};
const at = (iso: string) => Date.parse(iso);

const { server, visitor } = useTestServer();

beforeAll(async () => {
  const add = async (key: string, f: Parameters<typeof addNotice>[1]) =>
    (ids[key] = await addNotice(server.sql, f));
  // 20 published notices one day apart, so paging and date filters have exact answers
  for (let i = 0; i < 20; i++) {
    await add(`p${i}`, {
      deceasedName: `Järjestik Nimi${String(i).padStart(2, '0')}`,
      type: (i % 3) as 0 | 1 | 2,
      counties: [(i % 15) + 1],
      publishedAt: at('2026-05-01T10:00:00Z') + i * 86_400_000,
    });
  }
  await add('ounapuu', {
    deceasedName: 'Õie Õunapuu',
    maidenName: 'Sööt',
    counties: [7, 12],
    publishedAt: at('2026-06-10T08:00:00Z'),
  });
  await add('mari', {
    deceasedName: 'Mari-Liis Tamm',
    type: 1,
    counties: [3],
    publishedAt: at('2026-06-11T08:00:00Z'),
  });
  await add('sura', {
    deceasedName: 'Šura Zimmer',
    type: 2,
    counties: [3],
    publishedAt: at('2026-06-12T08:00:00Z'),
  });
  await add('zoja', {
    deceasedName: 'Zoja Saar',
    type: 2,
    counties: [3],
    publishedAt: at('2026-06-12T09:00:00Z'),
  });
  await add('tiit', {
    deceasedName: 'Tiit Ümarik',
    type: 0,
    counties: [3],
    publishedAt: at('2026-06-12T10:00:00Z'),
  });
  await add('ulle', {
    deceasedName: 'Ülle Aas',
    type: 0,
    counties: [3],
    publishedAt: at('2026-06-12T11:00:00Z'),
  });
  await add('draft', { deceasedName: 'Peidetud Mustand', status: 'draft' });
  await add('hidden', { deceasedName: 'Peidetud Varjatud', status: 'hidden' });
  await add('awaiting', { deceasedName: 'Peidetud Ootel', status: 'awaiting_payment' });
});

async function list(query: string): Promise<NoticeList> {
  const res = await visitor.get(`/api/notices${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as NoticeList;
}

async function invalid(query: string, locale = 'et') {
  const res = await visitor.get(
    `/api/notices${query}${query.includes('?') ? '&' : '?'}locale=${locale}`,
  );
  expect(res.status).toBe(422);
  const body = (await res.json()) as {
    error: { code: string; message: string; fields: Record<string, string> };
  };
  expect(body.error.code).toBe('validation');
  return body.error;
}

describe('GET /api/notices', () => {
  it('lists only published notices, newest first, 12 at a time, with the fields cards need', async () => {
    const page = await list('');
    expect(page.total).toBe(26);
    expect(page.items).toHaveLength(12);
    expect(page.hasMore).toBe(true);
    expect(page.items[0]!.deceasedName).toBe('Ülle Aas');
    const published = page.items.map((n) => n.publishedAt);
    expect(published).toEqual([...published].sort((a, b) => b - a));
    expect(JSON.stringify(page)).not.toContain('Peidetud');
    expect(Object.keys(page.items[0]!)).toEqual(
      expect.arrayContaining([
        'id',
        'type',
        'deceasedName',
        'birthDate',
        'deathDate',
        'counties',
        'candles',
        'replies',
        'views',
      ]),
    );
    expect(page.items[0]!.counties).toEqual([{ id: 3, name: expect.stringMatching(/maakond$/) }]);
  });

  it('pages to the exact end: the last page is short, past the end is empty', async () => {
    const second = await list('?page=1');
    const third = await list('?page=2');
    expect(second.items).toHaveLength(12);
    expect(third.items).toHaveLength(2);
    expect(third.hasMore).toBe(false);
    const beyond = await list('?page=7');
    expect(beyond).toEqual({ items: [], total: 26, hasMore: false });
    const all = [...(await list('?page=0')).items, ...second.items, ...third.items].map(
      (n) => n.id,
    );
    expect(new Set(all).size).toBe(26);
    const exact = await list('?take=13&page=1');
    expect(exact.items).toHaveLength(13);
    expect(exact.hasMore).toBe(false);
    expect((await list('?take=48')).items).toHaveLength(26);
  });

  it('sorts older first, and by surname then first name in Estonian order (#21)', async () => {
    expect((await list('?sort=1')).items[0]!.id).toBe(ids.p0);
    const names = (await list('?sort=2&take=48')).items.map((n) => n.deceasedName);
    // surnames: Aas, Nimi00…Nimi19, Saar, Zimmer, Tamm, Õunapuu, Ümarik (… s š z ž t … õ ä ö ü)
    expect(names.filter((n) => !n.startsWith('Järjestik'))).toEqual([
      'Ülle Aas',
      'Zoja Saar',
      'Šura Zimmer',
      'Mari-Liis Tamm',
      'Õie Õunapuu',
      'Tiit Ümarik',
    ]);
    const order = (a: string, b: string) => names.indexOf(a) - names.indexOf(b);
    expect(order('Ülle Aas', 'Järjestik Nimi00')).toBeLessThan(0);
    expect(order('Järjestik Nimi19', 'Zoja Saar')).toBeLessThan(0);
    const numbered = names.filter((n) => n.startsWith('Järjestik'));
    expect(numbered).toEqual([...numbered].sort());
  });

  it('filters by type list', async () => {
    const condolences = await list('?type=1&take=48');
    expect(condolences.items.every((n) => n.type === 1)).toBe(true);
    expect(condolences.total).toBe(7 + 1); // p1,p4,…,p19 and Mari-Liis
    const two = await list('?type=2,0&take=48');
    expect(two.items.every((n) => n.type !== 1)).toBe(true);
    expect(two.total).toBe(26 - 8);
    expect((await list('?type=0,1,2')).total).toBe(26);
  });

  it('filters by county; county 0 means all', async () => {
    const harjuLike = await list('?county=3&take=48');
    expect(harjuLike.items.every((n) => n.counties.some((c) => c.id === 3))).toBe(true);
    expect(harjuLike.total).toBe(2 + 5); // p2, p17 and the five added on 11–12 June
    expect((await list('?county=12')).items.map((n) => n.id)).toContain(ids.ounapuu);
    expect((await list('?county=0')).total).toBe(26);
  });

  it('filters by publication day in Estonian time, both ends inclusive', async () => {
    // p0 is published 01.05.2026 13:00 in Tallinn, p3 on 04.05.2026
    const range = await list('?dateFrom=01.05.2026&dateTo=04.05.2026&sort=1');
    expect(range.items.map((n) => n.id)).toEqual([ids.p0, ids.p1, ids.p2, ids.p3]);
    expect((await list('?dateFrom=12.06.2026')).total).toBe(4);
    expect((await list('?dateTo=30.04.2026')).total).toBe(0);
  });

  it('finds names with diacritics folded and by prefix, in deceased and maiden names', async () => {
    for (const q of ['ounapuu', 'Õunapuu', 'õuna', 'OUNA', 'oie ouna', 'soot']) {
      const found = await list(`?name=${encodeURIComponent(q)}`);
      expect(
        found.items.map((n) => n.id),
        q,
      ).toEqual([ids.ounapuu]);
    }
    expect((await list('?name=mari%20tam')).items.map((n) => n.id)).toEqual([ids.mari]);
    expect((await list('?name=liis')).items.map((n) => n.id)).toEqual([ids.mari]);
    expect((await list('?name=sura')).items.map((n) => n.id)).toEqual([ids.sura]);
    expect((await list('?name=j%C3%A4rjestik&take=5')).total).toBe(20);
    expect((await list('?name=nobody')).total).toBe(0);
    expect((await list('?name=%22%2A%28')).total).toBe(0); // FTS syntax characters are not an error
    expect((await list('?name=peidetud')).total).toBe(0);
  });

  it('combines filters', async () => {
    const found = await list('?name=aas&type=0&county=3&dateFrom=12.06.2026&dateTo=12.06.2026');
    expect(found.items.map((n) => n.id)).toEqual([ids.ulle]);
  });

  it('keeps totals exact when notices change', async () => {
    // written on a connection of its own, as another instance would: on PostgreSQL the cached
    // lists go when its notification arrives (milliseconds), so the totals are polled for
    const total = async () => (await list('?county=5')).total;
    const before = await total();
    const id = await addNotice(server.sql, { deceasedName: 'Uus Avaldatu', counties: [5] });
    await expect.poll(total).toBe(before + 1);
    await server.sql.run("UPDATE notices SET status = 'hidden' WHERE id = ?", id);
    await expect.poll(total).toBe(before);
  });

  it('rejects bad input with field messages in the request locale', async () => {
    expect((await invalid('?county=99')).fields).toEqual({ county: 'Tundmatu maakond.' });
    expect((await invalid('?county=harju')).fields.county).toBeDefined();
    expect((await invalid('?type=5')).fields).toEqual({ type: 'Tundmatu teate liik.' });
    expect((await invalid('?type=0,,1')).fields.type).toBeDefined();
    expect((await invalid('?sort=3')).fields).toEqual({ sort: 'Tundmatu järjestus.' });
    expect((await invalid('?dateFrom=31.02.2026')).fields).toEqual({
      dateFrom: 'Kuupäev peab olema kujul PP.KK.AAAA.',
    });
    expect((await invalid('?dateTo=2026-06-01')).fields.dateTo).toBeDefined();
    expect((await invalid('?dateFrom=05.05.2026&dateTo=04.05.2026')).fields).toEqual({
      dateTo: 'Lõppkuupäev ei tohi olla enne alguskuupäeva.',
    });
    expect((await invalid('?take=49')).fields).toEqual({ take: 'Võib olla kuni 48.' });
    expect((await invalid('?take=0')).fields.take).toBe('Peab olema vähemalt 1.');
    expect((await invalid('?page=-1')).fields.page).toBe('Peab olema täisarv.');
    expect((await invalid(`?name=${'a'.repeat(101)}`)).fields.name).toBe(
      'Võib olla kuni 100 märki.',
    );
    const english = await invalid('?take=100', 'en');
    expect(english.message).toBe('Please correct the marked fields.');
    expect(english.fields.take).toBe('Must be at most 48.');
    expect((await invalid('?sort=9', 'ru')).message).toBe('Пожалуйста, исправьте отмеченные поля.');
  });
});

describe('GET /api/counties', () => {
  it('returns the 15 counties in Estonian alphabetical order', async () => {
    const res = await visitor.get('/api/counties');
    const counties = (await res.json()) as { id: number; name: string }[];
    expect(counties).toHaveLength(15);
    expect(Object.keys(counties[0]!)).toEqual(['id', 'name', 'slug']);
    const names = counties.map((c) => c.name);
    expect(names[0]).toBe('Harju maakond');
    expect(names.indexOf('Jõgeva maakond')).toBeLessThan(names.indexOf('Järva maakond'));
    expect(names.indexOf('Põlva maakond')).toBeLessThan(names.indexOf('Pärnu maakond'));
    expect(names.at(-1)).toBe('Võru maakond');
  });

  it("names the counties in the reader's language, keeping the Estonian slugs", async () => {
    const inLocale = async (locale: string) => {
      const res = await visitor.get(`/api/counties?locale=${locale}`);
      expect(res.status).toBe(200);
      return (await res.json()) as { id: number; name: string; slug: string }[];
    };
    const english = await inLocale('en');
    expect(english).toHaveLength(15);
    expect(english[0]).toMatchObject({ name: 'Harju County', slug: 'harju' });
    expect(english.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'Ida-Viru County',
        'Lääne-Viru County',
        'Pärnu County',
        'Tartu County',
      ]),
    );
    expect(english.find((c) => c.slug === 'laane-viru')?.name).toBe('Lääne-Viru County');
    const russian = await inLocale('ru');
    const ru = Object.fromEntries(russian.map((c) => [c.slug, c.name]));
    expect(ru).toEqual({
      harju: 'Харьюмаа',
      hiiu: 'Хийумаа',
      'ida-viru': 'Ида-Вирумаа',
      jogeva: 'Йыгевамаа',
      jarva: 'Ярвамаа',
      laane: 'Ляэнемаа',
      'laane-viru': 'Ляэне-Вирумаа',
      polva: 'Пылвамаа',
      parnu: 'Пярнумаа',
      rapla: 'Рапламаа',
      saare: 'Сааремаа',
      tartu: 'Тартумаа',
      valga: 'Валгамаа',
      viljandi: 'Вильяндимаа',
      voru: 'Вырумаа',
    });
    // in Russian alphabetical order: Валгамаа first, Ярвамаа last
    expect(russian[0]!.name).toBe('Валгамаа');
    expect(russian.at(-1)!.name).toBe('Ярвамаа');
  });
});
