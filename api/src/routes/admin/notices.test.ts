/**
 * The admin's notices section over HTTP: search every notice (name with diacritics folded,
 * status, days), hide one with a reason (gone from lists, name search, home's newest, sitemap
 * and feeds; its page and card 410) and unhide it (all back), each with one audit entry; a
 * refused hide or unhide changes nothing and writes none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { noticePath } from '#domain/vocabulary/notice-types';
import { upsertAdmin } from '../../services/admin-account';
import { bearer, errorOf, loginUser } from '#api-test/accounts';
import { addNotice } from '#api-test/fixtures';
import { useTestServer } from '#api-test/harness';

const { server, visitor, api } = useTestServer();

const ADMIN = {
  name: 'Teadete Haldur',
  email: 'teated@example.ee',
  password: 'teated-parool-2026',
};
const entries = async () => Number(await server.sql.value('SELECT count(*) FROM audit_log'));

describe('admin notices', () => {
  let token: string;
  let auth: { headers: Record<string, string> };
  let id: number;
  let path: string;
  beforeAll(async () => {
    await upsertAdmin(server.stores.users, ADMIN);
    token = (await loginUser(visitor, ADMIN.email, ADMIN.password)).token;
    auth = { headers: bearer(token) };
    id = await addNotice(server.sql, {
      deceasedName: 'Õie Mägi-Pärnapuu',
      publishedAt: server.now() - 3_600_000,
    });
    path = noticePath(0, id);
  });

  // raw bodies: the refusals send what the typed client would not
  const hide = (noticeId: number, body: unknown) =>
    visitor.post(`/api/admin/notices/${noticeId}/hide`, body, bearer(token));
  const unhide = (noticeId: number) =>
    api.admin.notices[':id'].unhide.$post({ param: { id: String(noticeId) } }, auth);

  /** Where the public sees the notice: [list, name search, sitemap, feed, county feed] */
  async function publicSightings(): Promise<boolean[]> {
    const listed = async (query: Record<string, string>) => {
      const res = await api.notices.$get({ query });
      return (await res.json()).items.some((n) => n.id === id);
    };
    const text = async (url: string) => (await visitor.get(url)).text();
    return [
      await listed({}),
      await listed({ name: 'oie magi' }),
      (await text('/sitemap.xml')).includes(path),
      (await text('/feed/teated.xml')).includes(path),
      (await text('/feed/teated/harju.xml')).includes(path),
    ];
  }

  it('finds every notice by name with diacritics folded, by status and by day', async () => {
    const draft = await addNotice(server.sql, { deceasedName: 'Õie Mustikas', status: 'draft' });
    const search = async (query: Record<string, string>) => {
      const res = await api.admin.notices.$get({ query }, auth);
      expect(res.status).toBe(200);
      return (await res.json()).items.map((n) => n.id);
    };
    expect(await search({ q: 'OIE' })).toEqual([draft, id]);
    expect(await search({ q: 'oie', status: 'draft' })).toEqual([draft]);
    expect(await search({ q: 'parnapuu' })).toEqual([id]);
    expect(await search({ q: 'oie', to: '01.01.2000' })).toEqual([]);
    const all = await (await api.admin.notices.$get({ query: {} }, auth)).json();
    expect(all).toMatchObject({ total: 2, page: 0, take: 20 });
    expect(all.items[1]).toMatchObject({
      id,
      status: 'published',
      deceasedName: 'Õie Mägi-Pärnapuu',
      hiddenAt: null,
      hiddenReason: null,
    });
    const bad = await api.admin.notices.$get({ query: { status: 'gone' } }, auth);
    expect(bad.status).toBe(422);
    expect(Object.keys((await errorOf(bad)).fields ?? {})).toEqual(['status']);
  });

  it('refuses a hide without a known reason, of an unknown or unpublished notice: no change, no entry', async () => {
    expect(await publicSightings()).toEqual([true, true, true, true, true]);
    const draft = await addNotice(server.sql, { deceasedName: 'Mari Mustand', status: 'draft' });
    const before = await entries();
    for (const body of [{}, { reason: '' }, { reason: 'boring' }]) {
      const res = await hide(id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(await errorOf(res)).toMatchObject({
        code: 'validation',
        fields: { reason: expect.any(String) },
      });
    }
    expect((await hide(999_999, { reason: 'scam' })).status).toBe(404);
    const unpublished = await hide(draft, { reason: 'scam' });
    expect(unpublished.status).toBe(409);
    expect((await errorOf(unpublished)).code).toBe('notice_not_published');
    const notHidden = await unhide(id);
    expect(notHidden.status).toBe(409);
    expect((await errorOf(notHidden)).code).toBe('notice_not_hidden');
    expect(await entries()).toBe(before);
    expect((await api.notices[':id'].$get({ param: { id: String(id) } })).status).toBe(200);
  });

  it('hides a notice: gone from every public read, its page and card 410, one audit entry', async () => {
    const before = await entries();
    const res = await hide(id, { reason: 'scam' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: 'hidden', hiddenReason: 'scam' });
    expect(await entries()).toBe(before + 1);
    const entry = (await (await api.admin.audit.$get({ query: { kind: 'notice' } }, auth)).json())
      .items[0];
    expect(entry).toMatchObject({
      action: 'notice.hide',
      entityId: String(id),
      reason: 'scam',
      before: { status: 'published' },
      after: { status: 'hidden' },
      actor: { email: ADMIN.email },
    });

    // the lists' caches were filled before the hide and drop it at once
    expect(await publicSightings()).toEqual([false, false, false, false, false]);
    const card = await api.notices[':id'].$get({ param: { id: String(id) } });
    expect(card.status).toBe(410);
    expect(await errorOf(card)).toEqual({
      code: 'notice_removed',
      message: 'See teade on eemaldatud.',
    });
    const page = await visitor.get(path);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('<meta name="robots" content="noindex">');
    // candles and replies cannot reach it either
    const candle = await visitor.post(`/api/notices/${id}/candles`, {});
    expect(candle.status).toBe(404);

    const again = await hide(id, { reason: 'duplicate' });
    expect(again.status).toBe(409);
    expect(await entries()).toBe(before + 1);
  });

  it('unhides it: back everywhere, one audit entry; a second unhide is refused', async () => {
    const before = await entries();
    const res = await unhide(id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id,
      status: 'published',
      hiddenAt: null,
      hiddenReason: null,
    });
    expect(await entries()).toBe(before + 1);
    expect(await publicSightings()).toEqual([true, true, true, true, true]);
    expect((await visitor.get(path)).status).toBe(200);
    expect((await api.notices[':id'].$get({ param: { id: String(id) } })).status).toBe(200);
    expect((await unhide(id)).status).toBe(409);
    expect(await entries()).toBe(before + 1);
  });

  it('does not unhide a hidden notice that was never published', async () => {
    const neverPublished = await addNotice(server.sql, {
      deceasedName: 'Peidus Mustand',
      status: 'hidden',
    });
    const before = await entries();
    expect((await unhide(neverPublished)).status).toBe(409);
    expect(await entries()).toBe(before);
  });
});
