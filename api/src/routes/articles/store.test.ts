/**
 * The articles' stores on the test server's database (SQLite, or PostgreSQL with
 * KYYNAL_TEST_ADAPTER=pg), through their ports: saves keep the search index and the audit log,
 * the list finds through the index, and concurrent saves and publishes stay whole.
 */
import { describe, expect, it } from 'vitest';
import type { ArticleInput } from '#domain/inputs/article-input';
import { useTestServer } from '#api-test/harness';

const { server } = useTestServer();
const actor = { id: 1, email: 'toimetaja@example.ee', role: 10 };

const input = (title: string, extra: Partial<ArticleInput> = {}): ArticleInput => ({
  title,
  slug: null,
  lead: 'Sissejuhatus.',
  category: 2,
  doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: title }] }] },
  published: true,
  metaDescription: null,
  coverImageId: null,
  reviewedAt: null,
  ...extra,
});

const searchRefs = async (ref: string) =>
  (await server.sql.all<{ title: string }>('SELECT title FROM site_search WHERE ref = ?', ref)).map(
    (row) => row.title,
  );
const auditCount = async (action: string, id: number) =>
  Number(
    await server.sql.value(
      'SELECT count(*) FROM audit_log WHERE action = ? AND entity_id = ?',
      action,
      String(id),
    ),
  );

describe('the articles store', () => {
  it('saves, finds through the index, moves the search row with the slug, deletes', async () => {
    const { articles } = server.stores;
    const now = server.now();
    const saved = await articles.save(input('Pärandi jagamine'), null, null, now, actor);
    if (!saved?.ok) throw new Error(JSON.stringify(saved));
    expect(saved.article).toMatchObject({ slug: 'parandi-jagamine', published: true });
    expect(saved.article.doc.type).toBe('doc');
    expect(await searchRefs('/artikkel/parandi-jagamine')).toEqual(['Pärandi jagamine']);
    expect(await auditCount('article.create', saved.article.id)).toBe(1);

    const found = await articles.list({ q: 'parandi jag', page: 1, take: 10 });
    expect(found.items.map((item) => item.id)).toEqual([saved.article.id]);
    expect(found.total).toBe(1);
    const inCategory = await articles.list({ category: 2, q: 'parandi', page: 1, take: 10 });
    expect(inCategory.items).toHaveLength(1);
    expect((await articles.list({ category: 3, q: 'parandi', page: 1, take: 10 })).total).toBe(0);

    const moved = await articles.save(
      input('Pärandi jagamine', { slug: 'parand', published: false }),
      saved.article.id,
      null,
      now + 1000,
      actor,
    );
    expect(moved).toMatchObject({ ok: true, article: { slug: 'parand', published: false } });
    expect(await searchRefs('/artikkel/parandi-jagamine')).toEqual([]);
    expect(await searchRefs('/artikkel/parand')).toEqual([]);
    expect(await articles.detail('parand')).toBeNull();
    expect(await articles.detail('parand', { editor: true })).toMatchObject({ published: false });
    expect(await articles.resolveId('parand')).toBe(saved.article.id);

    expect(await articles.remove(saved.article.id, actor, now + 2000)).toBe(true);
    expect(await articles.remove(saved.article.id, actor, now + 2000)).toBe(false);
    expect(await auditCount('article.delete', saved.article.id)).toBe(1);
    expect(await articles.save(input('x'), 999_999, null, now)).toBeNull();
  });

  it('refuses a taken slug and an unknown cover with the field', async () => {
    const { articles } = server.stores;
    await articles.save(input('Esimene', { slug: 'voetud' }), null, null, server.now());
    expect(
      await articles.save(input('Teine', { slug: 'voetud' }), null, null, server.now()),
    ).toEqual({ ok: false, field: 'slug', reason: 'slugTaken' });
    expect(
      await articles.save(input('Kolmas', { coverImageId: 424_242 }), null, null, server.now()),
    ).toEqual({ ok: false, field: 'coverImageId', reason: 'cover' });
  });

  it('gives 8 concurrent saves of one title 8 slugs, 8 search rows', async () => {
    const { articles } = server.stores;
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () =>
        articles.save(input('Samaaegne lugu'), null, null, server.now()),
      ),
    );
    const slugs = outcomes.map((o) => (o?.ok ? o.article.slug : JSON.stringify(o)));
    expect(new Set(slugs).size).toBe(8);
    expect(slugs).toContain('samaaegne-lugu');
    expect(slugs).toContain('samaaegne-lugu-8');
    const rows = await server.sql.value(
      "SELECT count(*) FROM site_search WHERE ref LIKE '/artikkel/samaaegne-lugu%'",
    );
    expect(Number(rows)).toBe(8);
  });

  it('publishes once when two admins click at once, the first day kept', async () => {
    const { articles, articleAdmin } = server.stores;
    const draft = await articles.save(
      input('Kahe klikiga', { published: false }),
      null,
      null,
      server.now(),
    );
    if (!draft?.ok) throw new Error(JSON.stringify(draft));
    const id = draft.article.id;
    const at = server.now() + 60_000;
    const [a, b] = await Promise.all([
      articleAdmin.setPublished(id, true, actor, at),
      articleAdmin.setPublished(id, true, actor, at + 1),
    ]);
    // whichever came first published it; the other found it published
    expect([at, at + 1]).toContain(a?.publishedAt);
    expect(a).toMatchObject({ published: true });
    expect(b).toEqual(a);
    expect(await auditCount('article.publish', id)).toBe(1);
    expect(await searchRefs(`/artikkel/${draft.article.slug}`)).toEqual(['Kahe klikiga']);

    const off = await articleAdmin.setPublished(id, false, actor, at + 2);
    expect(off).toMatchObject({ published: false, publishedAt: a?.publishedAt });
    expect(await searchRefs(`/artikkel/${draft.article.slug}`)).toEqual([]);
    expect(await articleAdmin.setPublished(999_999, true, actor, at)).toBeNull();

    const list = await articleAdmin.list({ status: 'draft', q: 'KAHE', page: 0 }, at);
    expect(list.items.map((item) => item.id)).toEqual([id]);
    expect(list.total).toBe(1);
  });
});
