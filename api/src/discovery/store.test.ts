/**
 * The discovery store on the test server's database (SQLite, or PostgreSQL with
 * KYYNAL_TEST_ADAPTER=pg), through its port: the walks' keyset pages, the counts, the feeds'
 * newest rows with their later-of-two dates.
 */
import { describe, expect, it } from 'vitest';
import { insertArticle } from '#api-test/articles';
import { useTestServer } from '#api-test/harness';

const { server } = useTestServer();
const at = (iso: string) => Date.parse(iso);

/** A notice row with only what the sitemap and the feeds read */
const notice = async (name: string, status: string, publishedAt: number | null) =>
  (await server.sql.value<number>(
    `INSERT INTO notices (type, status, deceased_name, adder_name, adder_email, name_sort_key,
       published_at, created_at) VALUES (0, ?, ?, 'Lisaja', 'lisaja@example.ee', ?, ?, ?)
     RETURNING id`,
    status,
    name,
    name.toLowerCase(),
    publishedAt,
    publishedAt ?? 0,
  ))!;

describe('the discovery store', () => {
  it('walks published rows by id in bounded pages and feeds the newest first', async () => {
    const { discovery } = server.stores;
    const first = await notice('Mari Tamm', 'published', at('2026-06-01T08:00:00Z'));
    await notice('Mustand', 'draft', null);
    const second = await notice('Jaan Kask', 'published', at('2026-06-03T08:00:00Z'));
    await server.sql.run(
      'UPDATE notices SET updated_at = ? WHERE id = ?',
      at('2026-06-05T08:00:00Z'),
      first,
    );
    const third = await notice('Ants Saar', 'published', at('2026-06-02T08:00:00Z'));

    expect(await discovery.publishedNoticeCount()).toBe(3);
    const page = await discovery.publishedNotices({ after: 0, offset: 0, limit: 2 });
    expect(page).toEqual([
      { id: first, type: 0, lastmod: at('2026-06-05T08:00:00Z') },
      { id: second, type: 0, lastmod: at('2026-06-03T08:00:00Z') },
    ]);
    const rest = await discovery.publishedNotices({ after: second, offset: 0, limit: 2 });
    expect(rest.map((row) => row.id)).toEqual([third]);
    expect(await discovery.publishedNotices({ after: 0, offset: 2, limit: 5 })).toHaveLength(1);

    const feed = await discovery.newestNotices(2);
    expect(feed.map((row) => [row.id, row.deceasedName, row.updatedAt])).toEqual([
      [second, 'Jaan Kask', at('2026-06-03T08:00:00Z')],
      [third, 'Ants Saar', at('2026-06-02T08:00:00Z')],
    ]);
    expect(await discovery.newestNotices(5, 1)).toEqual([]);

    const old = await insertArticle(server, { title: 'Vana lugu', at: at('2026-05-01T10:00:00Z') });
    await insertArticle(server, {
      title: 'Mustand',
      published: false,
      at: at('2026-05-02T10:00:00Z'),
    });
    const edited = await insertArticle(server, {
      title: 'Uuem lugu',
      lead: 'Sissejuhatus.',
      at: at('2026-05-03T10:00:00Z'),
    });
    await server.sql.run(
      'UPDATE articles SET updated_at = ? WHERE id = ?',
      at('2026-06-01T10:00:00Z'),
      edited.id,
    );
    expect(await discovery.publishedArticleCount()).toBe(2);
    expect(await discovery.publishedArticles({ after: 0, offset: 0, limit: 10 })).toEqual([
      { id: old.id, slug: old.slug, lastmod: at('2026-05-01T10:00:00Z') },
      { id: edited.id, slug: edited.slug, lastmod: at('2026-06-01T10:00:00Z') },
    ]);
    expect(await discovery.newestArticles(5)).toEqual([
      {
        slug: edited.slug,
        title: 'Uuem lugu',
        summary: 'Sissejuhatus.',
        publishedAt: at('2026-05-03T10:00:00Z'),
        updatedAt: at('2026-06-01T10:00:00Z'),
        author: null,
      },
      {
        slug: old.slug,
        title: 'Vana lugu',
        summary: '',
        publishedAt: at('2026-05-01T10:00:00Z'),
        updatedAt: at('2026-05-01T10:00:00Z'),
        author: null,
      },
    ]);
    expect(await discovery.companyCount()).toBe(0);
    expect(await discovery.companies({ after: 0, offset: 0, limit: 10 })).toEqual([]);
  });
});
