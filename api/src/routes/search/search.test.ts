import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { createSearchIndex, ftsQuery, snippetParts } from './store';

const { server, api } = useTestServer();

describe('ftsQuery', () => {
  it('quotes every word so no character of the user is FTS syntax; the last is a prefix', () => {
    expect(ftsQuery('matuse toetus')).toBe('"matuse" "toetus"*');
    expect(ftsQuery('"NEAR(a b)" OR -c*')).toBe('"NEAR" "a" "b" "OR" "c"*');
    expect(ftsQuery(' ,.;" ')).toBeNull();
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
    const index = createSearchIndex(server.database.sqlite);
    index.put({
      kind: 'article',
      path: '/artikkel/parimine',
      language: 'et',
      title: 'Pärimismenetlus notari juures',
      body: 'Pärandi vastuvõtmiseks on kolm kuud. <script>alert(1)</script>',
    });
    index.put({
      kind: 'help',
      path: '/kasulikku/abi',
      language: 'et',
      title: 'Kuidas käituda',
      body: 'Matusetoetust maksab kohalik omavalitsus.',
    });
    index.put({
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

    index.remove('article', '/artikkel/parimine');
    expect((await search('parimismenetlus')).body.items).toEqual([]);
  });

  it('refuses a query under two characters with a field error', async () => {
    const res = await search('a');
    expect(res.status).toBe(422);
  });
});
