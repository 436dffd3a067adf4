import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#domain/inputs/auth';
import { as, auditLogOf, lowerRoles, signInAdmin } from '#api-test/admin';
import { insertArticle } from '#api-test/articles';
import { useTestServer } from '#api-test/harness';

// the harness's clock: 15.06.2026
const { server, visitor, api } = useTestServer();
const DAY = 86_400_000;

describe('admin article list (GET /api/admin/articles, POST …/:id/publish)', () => {
  let admin: Session;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    admin = await signInAdmin(server, visitor, 'artiklid@example.ee');
    const now = server.now();
    ids.fresh = (
      await insertArticle(server, {
        title: 'Värske ülevaade',
        at: now - 10 * DAY,
        reviewedAt: '2026-05-01',
      })
    ).id;
    ids.stale = (
      await insertArticle(server, {
        title: 'Vana juhend',
        at: now - 500 * DAY,
        category: 3,
      })
    ).id;
    ids.draft = (
      await insertArticle(server, {
        title: 'Pooleli mustand 100%',
        at: now - DAY,
        published: false,
      })
    ).id;
  });
  const list = async (query: { q?: string; status?: string; page?: string } = {}) => {
    const res = await api.admin.articles.$get({ query }, as(admin));
    expect(res.status).toBe(200);
    return res.json();
  };

  it('refuses nobody (401) and every role below admin (403)', async () => {
    expect((await api.admin.articles.$get({ query: {} })).status).toBe(401);
    for (const session of await lowerRoles(server, visitor)) {
      expect((await api.admin.articles.$get({ query: {} }, as(session))).status).toBe(403);
      const publish = await api.admin.articles[':id'].publish.$post(
        { param: { id: String(ids.draft) }, json: { published: true } },
        as(session),
      );
      expect(publish.status).toBe(403);
    }
  });

  it('lists every post, drafts too, newest change first, with the review flag', async () => {
    const all = await list();
    expect(all.total).toBe(3);
    expect(all.take).toBe(20);
    expect(all.items.map((a) => a.id)).toEqual([ids.draft, ids.fresh, ids.stale]);
    const byId = Object.fromEntries(all.items.map((a) => [a.id, a]));
    expect(byId[ids.stale!]).toMatchObject({ published: true, category: 3, reviewDue: true });
    expect(byId[ids.fresh!]).toMatchObject({ reviewedAt: '2026-05-01', reviewDue: false });
    expect(byId[ids.draft!]).toMatchObject({
      published: false,
      publishedAt: null,
      reviewDue: false,
    });

    expect((await list({ status: 'draft' })).items.map((a) => a.id)).toEqual([ids.draft]);
    expect((await list({ status: 'published' })).total).toBe(2);
    expect((await list({ q: 'juhend' })).items.map((a) => a.id)).toEqual([ids.stale]);
    // LIKE wildcards are literal
    expect((await list({ q: '100%' })).items.map((a) => a.id)).toEqual([ids.draft]);
    expect((await list({ q: '%' })).total).toBe(1);
    const bad = await api.admin.articles.$get({ query: { status: 'gone' } }, as(admin));
    expect(bad.status).toBe(422);
  });

  it('publishes and unpublishes a post: the public list and search follow, each recorded', async () => {
    const publicIds = async () =>
      (await (await api.articles.$get({ query: {} })).json()).items.map((a) => a.id);
    const searched = async () =>
      (await (await api.articles.$get({ query: { q: 'mustand' } })).json()).total;
    expect(await publicIds()).not.toContain(ids.draft);
    const publish = (published: boolean) =>
      api.admin.articles[':id'].publish.$post(
        { param: { id: String(ids.draft) }, json: { published } },
        as(admin),
      );
    const published = await publish(true);
    expect(published.status).toBe(200);
    const item = await published.json();
    expect(item).toMatchObject({ published: true, publishedAt: server.now() });
    expect(await publicIds()).toContain(ids.draft);
    expect(await searched()).toBe(1);
    // the same state again changes nothing and records nothing
    expect((await publish(true)).status).toBe(200);
    expect((await publish(false)).status).toBe(200);
    expect(await publicIds()).not.toContain(ids.draft);
    expect(await searched()).toBe(0);
    // the first publication day is kept
    expect((await list({ status: 'draft' })).items[0]?.publishedAt).toBe(item.publishedAt);
    expect(
      (await auditLogOf(server, 'article')).map((e) => [e.action, Number(e.entityId)]),
    ).toEqual([
      ['article.publish', ids.draft],
      ['article.unpublish', ids.draft],
    ]);
    const unknown = await api.admin.articles[':id'].publish.$post(
      { param: { id: '999999' }, json: { published: true } },
      as(admin),
    );
    expect(unknown.status).toBe(404);
  });
});
