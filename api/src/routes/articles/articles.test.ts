/** Articles through the real app: the admin's saves, the public list and posts, the search. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#domain/inputs/auth';
import { adminSession, bearer, errorOf, registerUser } from '#api-test/accounts';
import { useTestServer } from '#api-test/harness';
import { TEST_ADAPTER } from '#api-test/test-database';
import { ARTICLE_SQL } from './store';

const { server, visitor, api } = useTestServer();

/** A document of paragraphs (and a level-2 heading before each when `headings`) */
const docOf = (...paragraphs: string[]) => ({
  type: 'doc' as const,
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

interface Saved {
  id: number;
  slug: string;
  title: string;
  html: string;
  published: boolean;
  publishedAt: number | null;
  readingMinutes: number;
  category: number;
}

let admin: Session;
const asAdmin = () => bearer(admin.token);

/** POST as the admin; the answer's JSON */
async function create(input: Record<string, unknown>): Promise<Saved> {
  const res = await visitor.post(
    '/api/admin/articles',
    { lead: 'Sissejuhatus.', category: 1, doc: docOf('Tekst.'), published: true, ...input },
    asAdmin(),
  );
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as Saved;
}

const put = (id: number, input: Record<string, unknown>) =>
  visitor.send(
    'PUT',
    `/api/admin/articles/${id}`,
    { lead: '', category: 1, doc: docOf('Tekst.'), published: true, ...input },
    asAdmin(),
  );

const storedBody = async (id: number) =>
  (await server.sql.value<string>('SELECT body FROM articles WHERE id = ?', id))!;
const searchRows = async (path: string) =>
  (
    await server.sql.all<{ title: string }>(
      "SELECT title FROM site_search WHERE kind = 'article' AND ref = ?",
      path,
    )
  ).map((row) => row.title);

beforeAll(async () => {
  admin = await adminSession(server, visitor, {
    name: 'Artiklite Toimetaja',
    email: 'toimetaja@example.ee',
    password: 'toimetamise-parool-2026',
  });
});

describe('admin writes', () => {
  it('refuse visitors with 401 and users below role 10 with 403', async () => {
    const body = { title: 'Pealkiri', category: 1, doc: docOf('x'), published: true };
    expect((await visitor.post('/api/admin/articles', body)).status).toBe(401);
    expect((await visitor.get('/api/admin/articles/1')).status).toBe(401);
    // a bodyless write to the bare path reads its (empty) body once: 401, not a 500
    expect((await visitor.send('DELETE', '/api/admin/articles', undefined)).status).toBe(401);
    const user = await registerUser(visitor);
    expect((await visitor.post('/api/admin/articles', body, bearer(user.token))).status).toBe(403);
    expect(
      (await visitor.send('PUT', '/api/admin/articles/1', body, bearer(user.token))).status,
    ).toBe(403);
    expect(
      (await visitor.send('DELETE', '/api/admin/articles/1', undefined, bearer(user.token))).status,
    ).toBe(403);
    // a write without the CSRF token is refused before the role is looked at
    const noCsrf = await fetch(`${server.base}/api/admin/articles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: visitor.cookie, ...asAdmin() },
      body: JSON.stringify(body),
    });
    expect(noCsrf.status).toBe(403);
  });

  it('makes the slug from the title, Estonian letters folded, unique by -2, -3', async () => {
    const first = await create({ title: 'Õnne ja žürii šokk: äärelinna ülevaade!' });
    expect(first.slug).toBe('onne-ja-zurii-sokk-aarelinna-ulevaade');
    const second = await create({ title: 'Õnne ja žürii šokk: äärelinna ülevaade?' });
    expect(second.slug).toBe('onne-ja-zurii-sokk-aarelinna-ulevaade-2');
    const third = await create({ title: 'Õnne ja žürii šokk — äärelinna ülevaade' });
    expect(third.slug).toBe('onne-ja-zurii-sokk-aarelinna-ulevaade-3');
    // an update that keeps its own slug is not a duplicate of itself
    const again = await put(first.id, { title: 'Uus pealkiri', slug: first.slug });
    expect(again.status).toBe(200);
    expect(((await again.json()) as Saved).slug).toBe(first.slug);
  });

  it('answers a taken slug with a field error at slug, in the asked language', async () => {
    const taken = await create({ title: 'Kasutusel aadress', slug: 'kasutusel-aadress' });
    const messages = { et: 'See aadress on juba kasutusel', en: 'This address is already in use' };
    for (const [locale, message] of Object.entries(messages)) {
      const res = await visitor.post(
        `/api/admin/articles?locale=${locale}`,
        { title: 'Teine', slug: taken.slug, category: 2, doc: docOf('x'), published: false },
        asAdmin(),
      );
      expect(res.status).toBe(422);
      expect((await errorOf(res)).fields).toEqual({ slug: message });
    }
    const ru = await visitor.send(
      'PUT',
      `/api/admin/articles/${(await create({ title: 'Kolmas' })).id}?locale=ru`,
      { title: 'Kolmas', slug: taken.slug, category: 2, doc: docOf('x'), published: true },
      asAdmin(),
    );
    expect(ru.status).toBe(422);
    expect((await errorOf(ru)).fields).toEqual({ slug: 'Этот адрес уже используется' });
  });

  it('checks the input at the edge', async () => {
    const bad = async (input: Record<string, unknown>) => {
      const res = await visitor.post(
        '/api/admin/articles',
        { title: 'Korras pealkiri', category: 1, doc: docOf('x'), published: true, ...input },
        asAdmin(),
      );
      expect(res.status, JSON.stringify(input).slice(0, 80)).toBe(422);
      return Object.keys((await errorOf(res)).fields ?? {});
    };
    expect(await bad({ title: 'Ab' })).toEqual(['title']);
    expect(await bad({ title: 'x'.repeat(161) })).toEqual(['title']);
    expect(await bad({ lead: 'x'.repeat(401) })).toEqual(['lead']);
    expect(await bad({ category: 5 })).toEqual(['category']);
    expect(await bad({ category: 0 })).toEqual(['category']);
    expect(await bad({ slug: 'Suured-Tähed' })).toEqual(['slug']);
    expect(await bad({ slug: 'ab' })).toEqual(['slug']);
    expect(await bad({ slug: '-algab-kriipsuga' })).toEqual(['slug']);
    expect(await bad({ metaDescription: 'x'.repeat(161) })).toEqual(['metaDescription']);
    expect(await bad({ reviewedAt: '2026-02-30' })).toEqual(['reviewedAt']);
    expect(await bad({ reviewedAt: '01.02.2026' })).toEqual(['reviewedAt']);
    expect(await bad({ doc: { type: 'paragraph', content: [] } })).toEqual(['doc.type']);
    expect(await bad({ doc: { type: 'doc', content: 'tekst' } })).toEqual(['doc.content']);
    expect(await bad({ coverImageId: 999_999 })).toEqual(['coverImageId']);
    expect(await bad({ published: 'jah' })).toEqual(['published']);
    // a document over 300 KB: a field error; a body over the article limit: 413
    const big = docOf(...Array.from({ length: 31 }, () => 'ä'.repeat(5000)));
    expect(await bad({ doc: big })).toEqual(['doc']);
    const huge = await visitor.post(
      '/api/admin/articles',
      { title: 'Liiga suur', category: 1, doc: docOf('x'.repeat(400_000)), published: true },
      asAdmin(),
    );
    expect(huge.status).toBe(413);
    // other writes keep their 16 KB limit
    const reply = await visitor.post('/api/notices/1/replies', {
      author: 'x',
      text: 'y'.repeat(20_000),
    });
    expect(reply.status).toBe(413);
  });

  it('stores what the editor sends sanitised, whatever it tries', async () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script>' }] },
        {
          type: 'paragraph',
          attrs: { style: 'color:red', onclick: 'alert(2)' },
          content: [
            {
              type: 'text',
              text: 'link',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(3)', style: 'x' } }],
            },
            {
              type: 'text',
              text: 'teine',
              marks: [{ type: 'link', attrs: { href: ' JaVaScRiPt:alert(4)' } }],
            },
          ],
        },
        { type: 'image', attrs: { src: 'x" onerror="alert(5)', alt: 'pilt' } },
        { type: 'image', attrs: { src: '/uploads/a.jpg', alt: '" onerror="alert(6)', style: 'a' } },
        { type: 'html', content: [{ type: 'text', text: '<img src=x onerror=alert(7)>' }] },
        {
          type: 'heading',
          attrs: { level: 2, style: 'x' },
          content: [{ type: 'text', text: 'Osa' }],
        },
      ],
    };
    const saved = await create({ title: 'Ohtlik sisu', doc });
    const body = await storedBody(saved.id);
    expect(body).toBe(saved.html);
    expect(body).not.toMatch(/<script/i);
    expect(body).not.toMatch(/javascript:/i);
    // no tag has an event handler or a style attribute (attribute values, quoted, set aside)
    const tags = body.replace(/"[^"]*"/g, '""').match(/<[^>]+>/g) ?? [];
    expect(tags.length).toBeGreaterThan(4);
    for (const tag of tags) expect(tag).not.toMatch(/\s(on[a-z]+|style)\s*=/i);
    // what was text stays text
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).toContain('<h2 id="osa">Osa</h2>');
    expect(body).toContain('<img src="/uploads/a.jpg"');
  });

  it('keeps the uploads its text shows from the upload sweeper', async () => {
    const insertImage = (file: string) =>
      server.sql.run(
        "INSERT INTO images (kind, file_name, mime, width, height, bytes, active, uploader_hash) VALUES ('article', ?, 'image/jpeg', 1600, 900, 1, FALSE, 'h')",
        file,
      );
    await insertImage('0123456789abcdef0123456789abcdef.jpg');
    await insertImage('fedcba9876543210fedcba9876543210.jpg');
    await create({
      title: 'Pildiga lugu',
      doc: {
        type: 'doc',
        content: [
          { type: 'image', attrs: { src: '/uploads/0123456789abcdef0123456789abcdef.jpg' } },
        ],
      },
    });
    const hashOf = (file: string) =>
      server.sql.value('SELECT uploader_hash FROM images WHERE file_name = ?', file);
    expect(await hashOf('0123456789abcdef0123456789abcdef.jpg')).toBeNull();
    expect(await hashOf('fedcba9876543210fedcba9876543210.jpg')).toBe('h');
  });

  it('computes the reading time from the text at 1,000 characters a minute', async () => {
    const saved = await create({
      title: 'Pikk lugu',
      doc: docOf('a'.repeat(2200), 'b'.repeat(2200)),
    });
    expect(saved.readingMinutes).toBe(4);
    const short = await create({ title: 'Lühike lugu', doc: docOf('Üks lause.') });
    expect(short.readingMinutes).toBe(1);
  });

  it('sets publishedAt at the first publication and keeps it; the index follows publishing', async () => {
    const draft = await create({ title: 'Mustand enne avaldamist', published: false });
    expect(draft.publishedAt).toBeNull();
    expect(await searchRows(`/artikkel/${draft.slug}`)).toEqual([]);
    server.advance(60_000);
    const published = (await (
      await put(draft.id, { title: 'Mustand enne avaldamist', slug: draft.slug })
    ).json()) as Saved;
    expect(published.publishedAt).toBe(server.now());
    expect(await searchRows(`/artikkel/${draft.slug}`)).toEqual(['Mustand enne avaldamist']);
    server.advance(60_000);
    const hidden = (await (
      await put(draft.id, { title: 'Mustand enne avaldamist', slug: draft.slug, published: false })
    ).json()) as Saved;
    expect(hidden.publishedAt).toBe(published.publishedAt);
    expect(await searchRows(`/artikkel/${draft.slug}`)).toEqual([]);
    // published again under another slug: one row, at the new path
    const moved = (await (
      await put(draft.id, { title: 'Uus nimi', slug: 'uus-nimi' })
    ).json()) as Saved;
    expect(moved.publishedAt).toBe(published.publishedAt);
    expect(await searchRows('/artikkel/uus-nimi')).toEqual(['Uus nimi']);
    expect(await searchRows(`/artikkel/${draft.slug}`)).toEqual([]);
  });

  it('answers the admin GET with the document; deletes with 204 and the search row', async () => {
    const saved = await create({ title: 'Kustutatav lugu', doc: docOf('Sisu siin.') });
    const res = await visitor.get(`/api/admin/articles/${saved.id}`, asAdmin());
    expect(res.status).toBe(200);
    const got = (await res.json()) as Saved & { doc: unknown; author: string };
    expect(got.doc).toEqual(docOf('Sisu siin.'));
    expect(got.author).toBe('Artiklite Toimetaja');
    expect(got.published).toBe(true);
    const removed = await visitor.send(
      'DELETE',
      `/api/admin/articles/${saved.id}`,
      undefined,
      asAdmin(),
    );
    expect(removed.status).toBe(204);
    expect(await searchRows(`/artikkel/${saved.slug}`)).toEqual([]);
    expect((await visitor.get(`/api/admin/articles/${saved.id}`, asAdmin())).status).toBe(404);
    expect((await visitor.get(`/api/articles/${saved.slug}`)).status).toBe(404);
    expect((await put(saved.id, { title: 'Puudub' })).status).toBe(404);
    const again = await visitor.send(
      'DELETE',
      `/api/admin/articles/${saved.id}`,
      undefined,
      asAdmin(),
    );
    expect(again.status).toBe(404);
  });
});

describe('the public list and posts', () => {
  /** Posts of this block, oldest first, created a minute apart */
  const posts: Saved[] = [];
  const before = async () =>
    Number(await server.sql.value('SELECT count(*) FROM articles WHERE published'));
  let earlier = 0;
  let draft: Saved;

  beforeAll(async () => {
    earlier = await before();
    const specs: [string, number][] = [
      ['Hingedeaeg ja küünlad aknal', 1],
      ['Mida matusele selga panna', 1],
      ['Esimesed ööpäevad pärast surma', 2],
      ['Matuse eelarve koostamine', 3],
      ['Pärimine ja notar', 4],
      ['Kaastundeavalduse kombed', 1],
      ['Matusepäev samm-sammult', 2],
    ];
    for (const [title, category] of specs) {
      server.advance(60_000);
      posts.push(await create({ title, category, lead: `${title}: sissejuhatus.` }));
    }
    draft = await create({ title: 'Salajane mustand küünlad', category: 1, published: false });
  });

  it('pages the newest first with total and hasMore', async () => {
    const total = earlier + posts.length;
    const first = await (await api.articles.$get({ query: { take: '3' } })).json();
    expect(first.total).toBe(total);
    expect(first.hasMore).toBe(true);
    expect(first.items.map((a) => a.title)).toEqual(
      posts
        .slice(-3)
        .reverse()
        .map((a) => a.title),
    );
    expect(first.items[0]).toEqual({
      id: posts.at(-1)!.id,
      slug: 'matusepaev-samm-sammult',
      title: 'Matusepäev samm-sammult',
      lead: 'Matusepäev samm-sammult: sissejuhatus.',
      category: 2,
      readingMinutes: 1,
      cover: null,
      publishedAt: posts.at(-1)!.publishedAt,
    });
    const second = await (await api.articles.$get({ query: { take: '3', page: '2' } })).json();
    expect(second.items.map((a) => a.title)).toEqual(
      posts
        .slice(-6, -3)
        .reverse()
        .map((a) => a.title),
    );
    const pages = Math.ceil(total / 3);
    const last = await (
      await api.articles.$get({ query: { take: '3', page: String(pages) } })
    ).json();
    expect(last.hasMore).toBe(false);
    expect(last.items.length).toBe(total - (pages - 1) * 3);
    const past = await (await api.articles.$get({ query: { page: String(pages + 5) } })).json();
    expect(past).toEqual({ items: [], total, hasMore: false });
    const all = await (await api.articles.$get({ query: {} })).json();
    expect(all.items.length).toBe(Math.min(12, total));
    expect(all.items.map((a) => a.id)).not.toContain(draft.id);
  });

  it('filters by category and refuses bad queries', async () => {
    const res = await (await api.articles.$get({ query: { category: '2' } })).json();
    expect(res.items.map((a) => a.title)).toEqual([
      'Matusepäev samm-sammult',
      'Esimesed ööpäevad pärast surma',
    ]);
    expect(res.total).toBe(2);
    for (const query of [{ category: '5' }, { take: '49' }, { page: '0' }, { take: 'x' }]) {
      expect((await api.articles.$get({ query })).status, JSON.stringify(query)).toBe(422);
    }
  });

  it('searches through the index, diacritics folded, published posts only', async () => {
    const titles = async (query: Record<string, string>) =>
      (await (await api.articles.$get({ query })).json()).items.map((a) => a.title);
    expect(await titles({ q: 'kuunlad' })).toEqual(['Hingedeaeg ja küünlad aknal']);
    expect(await titles({ q: 'KÜÜNLAD' })).toEqual(['Hingedeaeg ja küünlad aknal']);
    expect(await titles({ q: 'matuse' })).toEqual(
      expect.arrayContaining(['Matusepäev samm-sammult', 'Matuse eelarve koostamine']),
    );
    expect(await titles({ q: 'matuse', category: '3' })).toEqual(['Matuse eelarve koostamine']);
    expect(await titles({ q: 'olematusõna' })).toEqual([]);
    // the search's own syntax is text here
    expect(await titles({ q: '"notar*) -' })).toEqual(['Pärimine ja notar']);
  });

  it('shows a post with related ones: same category first, newest, then others, never itself', async () => {
    const [hingedeaeg, selga, , , , kombed] = posts;
    const res = await api.articles[':id'].$get({ param: { id: hingedeaeg!.slug } });
    expect(res.status).toBe(200);
    const post = await res.json();
    expect(post.id).toBe(hingedeaeg!.id);
    expect(post.html).toBe('<p>Tekst.</p>');
    expect(post.author).toBe('Artiklite Toimetaja');
    expect(post).not.toHaveProperty('published');
    const related = post.related.map((a) => a.id);
    expect(related.slice(0, 2)).toEqual([kombed!.id, selga!.id]);
    expect(related).toHaveLength(3);
    expect(related).not.toContain(hingedeaeg!.id);
    expect(related).not.toContain(draft.id);
    // by id too
    const byId = await (
      await api.articles[':id'].$get({ param: { id: String(hingedeaeg!.id) } })
    ).json();
    expect(byId.slug).toBe(hingedeaeg!.slug);
  });

  it('hides drafts from visitors and users, shows them to editors', async () => {
    for (const id of [draft.slug, String(draft.id)]) {
      expect((await api.articles[':id'].$get({ param: { id } })).status).toBe(404);
    }
    const user = await registerUser(visitor);
    const asUser = await api.articles[':id'].$get(
      { param: { id: draft.slug } },
      { headers: bearer(user.token) },
    );
    expect(asUser.status).toBe(404);
    const asEditor = await api.articles[':id'].$get(
      { param: { id: draft.slug } },
      { headers: asAdmin() },
    );
    expect(asEditor.status).toBe(200);
    expect(asEditor.headers.get('cache-control')).toBe('private, no-store');
    expect(await asEditor.json()).toMatchObject({ id: draft.id, published: false });
    expect((await api.articles[':id'].$get({ param: { id: 'ei-ole-sellist' } })).status).toBe(404);
  });

  // SQLite's query plans: PostgreSQL's planner chooses by its statistics
  it.skipIf(TEST_ADAPTER === 'pg')('reads the list by index, never sorting it', () => {
    // the statements' SQLite texts, each `?` bound (the plan does not depend on the values)
    const plan = (sql: string) =>
      (
        server.database.sqlite
          .prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .all(...Array<number>(sql.split('?').length - 1).fill(1)) as { detail: string }[]
      )
        .map((row) => row.detail)
        .join('\n');
    for (const search of [false, true]) {
      expect(plan(ARTICLE_SQL.page(false, search))).toMatch(/USING INDEX articles_published/);
      expect(plan(ARTICLE_SQL.page(true, search))).toMatch(/USING INDEX articles_category/);
      expect(plan(ARTICLE_SQL.count(false, search))).toMatch(/articles_published/);
      expect(plan(ARTICLE_SQL.count(true, search))).toMatch(/articles_category/);
      for (const sql of [ARTICLE_SQL.page(false, search), ARTICLE_SQL.page(true, search)]) {
        expect(plan(sql)).not.toMatch(/TEMP B-TREE/);
      }
    }
    expect(plan(ARTICLE_SQL.sameCategory)).toMatch(/USING INDEX articles_category/);
    expect(plan(ARTICLE_SQL.sameCategory)).not.toMatch(/TEMP B-TREE/);
    expect(plan(ARTICLE_SQL.otherCategories)).toMatch(/USING INDEX articles_published/);
    expect(plan(ARTICLE_SQL.otherCategories)).not.toMatch(/TEMP B-TREE/);
  });
});
