import { describe, expect, it } from 'vitest';
import { useTestServer } from '#api-test/harness';
import { headlineSnippet } from './store.pg';
import { ftsQuery, snippetParts, tsQuery, type SearchDocument } from './store';

const { server, api } = useTestServer();

describe('ftsQuery', () => {
  it('quotes every word so no character of the user is FTS syntax; the last is a prefix', () => {
    expect(ftsQuery('matuse toetus')).toBe('"matuse" "toetus"*');
    expect(ftsQuery('"NEAR(a b)" OR -c*')).toBe('"NEAR" "a" "b" "OR" "c"*');
    expect(ftsQuery(' ,.;" ')).toBeNull();
  });
});

describe('tsQuery', () => {
  it('quotes every word for to_tsquery, all required, the last a prefix', () => {
    expect(tsQuery('matuse toetus')).toBe("'matuse' & 'toetus':*");
    expect(tsQuery("'a' | !b:*")).toBe("'a' & 'b':*");
    expect(tsQuery(' ,.;" ')).toBeNull();
  });
});

describe('headlineSnippet', () => {
  it("gives ts_headline's stretch FTS5's ellipses and restores the markup", () => {
    const body = 'Üks kaks kolm <b> & neli';
    expect(headlineSnippet('Üks kaks \uE000kolm\uE001 \uE002b> \uE003 neli', body, body)).toBe(
      'Üks kaks \uE000kolm\uE001 <b> & neli',
    );
    expect(headlineSnippet('kaks \uE000kolm\uE001', body, body)).toBe('…kaks \uE000kolm\uE001…');
  });
});

describe('snippetParts', () => {
  it('splits the marked snippet into plain and matched stretches', () => {
    expect(snippetParts('a \uE000õun\uE001 b')).toEqual([
      { text: 'a ', hit: false },
      { text: 'õun', hit: true },
      { text: ' b', hit: false },
    ]);
  });
});

describe('GET /api/search', () => {
  const search = async (q: string, locale = 'et') => {
    const res = await api.search.$get({ query: { q, locale } as never });
    return { status: res.status, body: (await res.json()) as { items: unknown[] } };
  };

  it('finds articles and help pages with diacritics folded, the match marked', async () => {
    // the rows the article and help page stores write when they save
    const put = (doc: SearchDocument) =>
      server.sql.run(
        'INSERT INTO site_search (title, body, kind, ref, language) VALUES (?, ?, ?, ?, ?)',
        doc.title,
        doc.body,
        doc.kind,
        doc.path,
        doc.language,
      );
    await put({
      kind: 'article',
      path: '/artikkel/parimine',
      language: 'et',
      title: 'Pärimismenetlus notari juures',
      body: 'Pärandi vastuvõtmiseks on kolm kuud. <script>alert(1)</script>',
    });
    await put({
      kind: 'help',
      path: '/kasulikku/abi',
      language: 'et',
      title: 'Kuidas käituda',
      body: 'Matusetoetust maksab kohalik omavalitsus.',
    });
    await put({
      kind: 'help',
      path: '/kasulikku/abi',
      language: 'ru',
      title: 'Что делать',
      body: 'Пособие на похороны выплачивает самоуправление.',
    });

    const folded = await search('parimismenetlus');
    expect(folded.status).toBe(200);
    expect(folded.body.items).toEqual([
      {
        kind: 'article',
        path: '/artikkel/parimine',
        title: 'Pärimismenetlus notari juures',
        snippet: [
          { text: 'Pärandi vastuvõtmiseks on kolm kuud. <script>alert(1)</script>', hit: false },
        ],
      },
    ]);
    // a prefix of the last word; the body's match is marked
    const prefix = await search('matusetoe');
    expect(prefix.body.items).toMatchObject([
      { path: '/kasulikku/abi', snippet: [{ text: 'Matusetoetust', hit: true }, { hit: false }] },
    ]);
    // a Russian reader finds the Russian help page, and the Estonian articles
    expect((await search('пособие', 'ru')).body.items).toMatchObject([{ title: 'Что делать' }]);
    expect((await search('notari', 'ru')).body.items).toMatchObject([{ kind: 'article' }]);
    expect((await search('пособие', 'et')).body.items).toEqual([]);

    await server.sql.run("DELETE FROM site_search WHERE ref = '/artikkel/parimine'");
    expect((await search('parimismenetlus')).body.items).toEqual([]);
  });

  it('ranks a match in the title first, and cuts a long text around the match', async () => {
    const words = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => `sõna${from + i}`).join(' ');
    const rows = [
      ['/kasulikku/keha', 'Muu pealkiri', `${words(0, 40)} leinaabi ${words(40, 80)}`],
      ['/kasulikku/pealkiri', 'Leinaabi pere jaoks', 'Lühike tekst.'],
    ];
    for (const [ref, title, body] of rows) {
      await server.sql.run(
        "INSERT INTO site_search (title, body, kind, ref, language) VALUES (?, ?, 'help', ?, 'et')",
        title,
        body,
        ref,
      );
    }
    const { body } = await search('leinaabi');
    const items = body.items as { path: string; snippet: { text: string; hit: boolean }[] }[];
    expect(items.map((item) => item.path)).toEqual(['/kasulikku/pealkiri', '/kasulikku/keha']);
    const cut = items[1]!.snippet;
    expect(cut.find((part) => part.hit)?.text).toBe('leinaabi');
    expect(cut[0]!.text.startsWith('…')).toBe(true);
    expect(cut.at(-1)!.text.endsWith('…')).toBe(true);
    expect(
      cut
        .map((part) => part.text)
        .join('')
        .split(' ').length,
    ).toBeLessThanOrEqual(26);
  });

  it('refuses a query under two characters with a field error', async () => {
    const res = await search('a');
    expect(res.status).toBe(422);
  });
});
