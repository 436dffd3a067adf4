/** A post's server-rendered page: title, description, canonical slug URL, Open Graph, JSON-LD, 404. */
import { beforeAll, describe, expect, it } from 'vitest';
import { insertArticle } from '#api-test/articles';
import { useTestServer } from '#api-test/harness';

const { server } = useTestServer();
const BASE = 'https://kyynal.test';
const page = (path: string) => fetch(server.base + path, { redirect: 'manual' });
const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const jsonLdText = (html: string) =>
  /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];

const ids = { post: 0, plain: 0, draft: 0 };
const slugs = { post: '', plain: '', draft: '' };

beforeAll(async () => {
  const author = await server.sql.value<number>(
    "INSERT INTO users (name, email, password_hash, role) VALUES ('Mari Toimetaja', 'mari@example.ee', 'x', 10) RETURNING id",
  );
  const cover = await server.sql.value<number>(
    "INSERT INTO images (kind, file_name, mime, width, height, bytes) VALUES ('article', 'kaas.jpg', 'image/jpeg', 1600, 900, 1000) RETURNING id",
  );
  const post = await insertArticle(server, {
    title: 'Leinas </script><b>küünal & kombed',
    lead: 'Sissejuhatus, mida kuvatakse kirjeldusena.',
    metaDescription: 'Lühike kirjeldus otsingumootorile.',
    coverImageId: Number(cover),
    authorId: Number(author),
    at: Date.parse('2026-05-01T10:00:00Z'),
  });
  ids.post = post.id;
  slugs.post = post.slug;
  const plain = await insertArticle(server, {
    title: 'Lihtne lugu',
    lead: 'Ainult sissejuhatus.',
    at: Date.parse('2026-05-02T10:00:00Z'),
  });
  ids.plain = plain.id;
  slugs.plain = plain.slug;
  const draft = await insertArticle(server, {
    title: 'Mustand',
    published: false,
    at: Date.parse('2026-05-03T10:00:00Z'),
  });
  ids.draft = draft.id;
  slugs.draft = draft.slug;
  await server.sql.run(
    'UPDATE articles SET updated_at = ? WHERE id = ?',
    Date.parse('2026-06-01T08:00:00Z'),
    post.id,
  );
});

describe('article pages', () => {
  it('carry the title, description, canonical slug URL and Open Graph, by id or slug', async () => {
    expect(slugs.post).toBe('leinas-script-b-kuunal-kombed');
    for (const path of [`/artikkel/${ids.post}`, `/artikkel/${slugs.post}`]) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(title(html)).toBe('Leinas &lt;/script&gt;&lt;b&gt;küünal &amp; kombed – Küünal');
      expect(meta(html, 'description')).toBe('Lühike kirjeldus otsingumootorile.');
      expect(canonical(html)).toBe(`${BASE}/artikkel/${slugs.post}`);
      expect(meta(html, 'og:type')).toBe('article');
      expect(meta(html, 'og:url')).toBe(`${BASE}/artikkel/${slugs.post}`);
      expect(meta(html, 'og:image')).toBe(`${BASE}/uploads/kaas.jpg`);
      expect(meta(html, 'robots')).toBeUndefined();
    }
    // without a meta description the lead describes it; without a cover, no og:image
    const plain = await (await page(`/artikkel/${slugs.plain}`)).text();
    expect(meta(plain, 'description')).toBe('Ainult sissejuhatus.');
    expect(meta(plain, 'og:image')).toBeUndefined();
  });

  it('carry schema.org Article JSON-LD that no text can break out of', async () => {
    const html = await (await page(`/artikkel/${slugs.post}`)).text();
    const text = jsonLdText(html)!;
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Leinas </script><b>küünal & kombed',
      description: 'Lühike kirjeldus otsingumootorile.',
      url: `${BASE}/artikkel/${slugs.post}`,
      mainEntityOfPage: `${BASE}/artikkel/${slugs.post}`,
      inLanguage: 'et',
      datePublished: '2026-05-01T10:00:00.000Z',
      dateModified: '2026-06-01T08:00:00.000Z',
      author: { '@type': 'Person', name: 'Mari Toimetaja' },
      publisher: { '@type': 'Organization', name: 'Küünal', url: BASE },
      image: `${BASE}/uploads/kaas.jpg`,
    });
    const plain = JSON.parse(jsonLdText(await (await page(`/artikkel/${ids.plain}`)).text())!);
    expect(plain.dateModified).toBe('2026-05-02T10:00:00.000Z');
    expect(plain.author).toEqual({ '@type': 'Organization', name: 'Küünal' });
    expect(plain).not.toHaveProperty('image');
  });

  it('answer an unknown post or a draft with the 404 page', async () => {
    for (const path of [
      `/artikkel/${slugs.draft}`,
      `/artikkel/${ids.draft}`,
      '/artikkel/olematu-lugu',
      '/artikkel/999999',
      '/artikkel/Vale%20Aadress',
    ]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(title(html)).toBe('Lehte ei leitud – Küünal');
      expect(meta(html, 'robots')).toBe('noindex');
      expect(jsonLdText(html)).toBeUndefined();
    }
  });

  it('the list, the editor and the search have their titles; only the list is indexed', async () => {
    const expected: [string, string, string | undefined][] = [
      ['/artiklid', 'Artiklid – Küünal', undefined],
      ['/uus-artikkel', 'Uus artikkel – Küünal', 'noindex'],
      [`/muuda-artikkel/${ids.post}`, 'Muuda artiklit – Küünal', 'noindex'],
      ['/otsing', 'Otsing – Küünal', 'noindex'],
    ];
    for (const [path, pageTitle, robots] of expected) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(title(html), path).toBe(pageTitle);
      expect(meta(html, 'robots'), path).toBe(robots);
    }
  });
});
