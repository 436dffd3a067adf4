/**
 * The notice group's ports on either database, called as the routes call them (server.stores):
 * the admin's folded name search, hiding and unhiding with their audit entries, edit-token
 * access, the counties, the card's views and, on PostgreSQL, the counter shards' fold.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addNotice } from '#api-test/fixtures';
import { useTestServer } from '#api-test/harness';
import { TEST_ADAPTER } from '#api-test/test-database';
import { DomainError } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/tokens';
import type { PgNoticeQueries } from './queries.pg';

const { server, visitor } = useTestServer();
const ACTOR = { id: 1, email: 'admin@kyynal.test', role: 2 };

let ounapuu: number;
let draft: number;

beforeAll(async () => {
  ounapuu = await addNotice(server.sql, { deceasedName: 'Õie Õunapuu', maidenName: 'Šaškov' });
  draft = await addNotice(server.sql, { deceasedName: 'Õnne Õunapuu', status: 'draft' });
});

/** The DomainError `work` fails with (its kind and code) */
async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  const { kind, code } = error as DomainError;
  return { kind, code };
}

describe('the admin notice search', () => {
  it('finds names with diacritics folded, by every word as a prefix, and by status', async () => {
    const { noticeHiding } = server.stores;
    const search = (q: string, status?: 'draft' | 'published') =>
      noticeHiding.search({ q, status, page: 0 });
    const ids = async (q: string, status?: 'draft' | 'published') =>
      (await search(q, status)).items.map((n) => n.id).sort((a, b) => a - b);
    expect(await ids('ounapuu')).toEqual([ounapuu, draft]);
    expect(await ids('ÕUNAP')).toEqual([ounapuu, draft]);
    expect(await ids('oie ouna')).toEqual([ounapuu]);
    expect(await ids('saskov')).toEqual([ounapuu]);
    expect(await ids('ounapuu', 'draft')).toEqual([draft]);
    expect(await ids('õunapuu tamm')).toEqual([]);
    expect(await search('!!!')).toEqual({ items: [], total: 0, page: 0, take: 20 });
    const found = await search('ounapuu', 'published');
    expect(found).toMatchObject({ total: 1, page: 0, take: 20 });
    expect(found.items[0]).toEqual({
      id: ounapuu,
      type: 0,
      deceasedName: 'Õie Õunapuu',
      status: 'published',
      createdAt: expect.any(Number),
      publishedAt: Date.parse('2026-06-01T10:00:00Z'),
      hiddenAt: null,
      hiddenReason: null,
    });
  });
});

describe('hiding a notice', () => {
  it('hides and unhides with one audit entry each; refuses what cannot change', async () => {
    const { noticeHiding, notices } = server.stores;
    const id = await addNotice(server.sql, { deceasedName: 'Varjatav Teade' });
    const entries = async () =>
      Number(await server.sql.value('SELECT count(*) FROM audit_log WHERE entity_id = ?', `${id}`));
    const now = server.now();

    const hidden = await noticeHiding.hide(id, 'duplicate', ACTOR, now);
    expect(hidden).toMatchObject({ status: 'hidden', hiddenAt: now, hiddenReason: 'duplicate' });
    expect(await noticeHiding.isHidden(id)).toBe(true);
    expect(await notices.findPublished(id)).toBeNull();
    expect(await entries()).toBe(1);
    expect(await refusal(noticeHiding.hide(id, 'scam', ACTOR, now))).toEqual({
      kind: 'conflict',
      code: 'notice_not_published',
    });
    expect(await entries()).toBe(1);

    const shown = await noticeHiding.unhide(id, ACTOR, now + 1);
    expect(shown).toMatchObject({ status: 'published', hiddenAt: null, hiddenReason: null });
    expect(await noticeHiding.isHidden(id)).toBe(false);
    expect(await entries()).toBe(2);
    expect(await refusal(noticeHiding.unhide(id, ACTOR, now))).toEqual({
      kind: 'conflict',
      code: 'notice_not_hidden',
    });
    expect(await refusal(noticeHiding.hide(999_999, 'scam', ACTOR, now))).toEqual({
      kind: 'not_found',
      code: 'not_found',
    });
    expect(await entries()).toBe(2);
  });
});

describe('edit access', () => {
  it("lets a notice's own edit token in, and nobody with a wrong one", async () => {
    const { noticeAccess } = server.stores;
    const token = newToken();
    await server.sql.run(
      'UPDATE notices SET edit_token_hash = ? WHERE id = ?',
      hashToken(token),
      draft,
    );
    const access = await noticeAccess.authorise(draft, { editToken: token });
    expect(access).toEqual({
      notice: { id: draft, type: 0, status: 'draft', userId: null },
      token,
    });
    expect(await refusal(noticeAccess.authorise(draft, { editToken: newToken() }))).toEqual({
      kind: 'forbidden',
      code: 'edit_forbidden',
    });
    expect(await refusal(noticeAccess.authorise(draft, {}))).toEqual({
      kind: 'forbidden',
      code: 'edit_forbidden',
    });
    expect(await refusal(noticeAccess.authorise(ounapuu, { editToken: token }))).toEqual({
      kind: 'forbidden',
      code: 'edit_forbidden',
    });
    expect(await refusal(noticeAccess.authorise(999_999, { editToken: token }))).toEqual({
      kind: 'not_found',
      code: 'not_found',
    });
  });
});

describe('the counties', () => {
  it('are listed in Estonian order, found by slug and named by id', async () => {
    const { counties } = server.stores;
    const list = await counties.list();
    expect(list).toHaveLength(15);
    const harju = await counties.bySlug('harju');
    expect(harju?.name).toBe('Harju maakond');
    expect(await counties.nameOf(harju!.id)).toBe('Harju maakond');
    expect(await counties.nameOf(999)).toBe('');
    expect(await counties.bySlug('atlantis')).toBeUndefined();
    expect((await counties.bySlug('laane-viru'))?.name).toBe('Lääne-Viru maakond');
  });
});

describe("the card's views", () => {
  it('counts each view in the card it returns, and stores them all', async () => {
    const { notices } = server.stores;
    const id = await addNotice(server.sql, { deceasedName: 'Vaadatud Teade' });
    const seen = await Promise.all(Array.from({ length: 10 }, () => notices.viewPublished(id)));
    expect(seen.map((n) => n!.views).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect((await notices.findPublished(id))!.views).toBe(10);
    expect(await notices.viewPublished(draft)).toBeNull();
    await expect
      .poll(
        async () => Number(await server.sql.value('SELECT views FROM notices WHERE id = ?', id)),
        {
          timeout: 5000,
        },
      )
      .toBe(10);
    expect((await notices.findPublished(id))!.views).toBe(10);
  });
});

describe('the counter shards (PostgreSQL)', () => {
  it.skipIf(TEST_ADAPTER !== 'pg')('fold into the notice with the same counts', async () => {
    const id = await addNotice(server.sql, { deceasedName: 'Kokku Arvatud' });
    const visitors = await Promise.all(Array.from({ length: 8 }, () => server.visitor()));
    await Promise.all(visitors.map((v) => v.post(`/api/notices/${id}/candles`, {})));
    await visitor.post(`/api/notices/${id}/replies`, { author: 'Mari', text: 'Puhka rahus' });
    const shards = () =>
      server.sql.value('SELECT count(*) FROM notice_counter_shards WHERE notice_id = ?', id);
    expect(Number(await shards())).toBeGreaterThan(0);
    await (server.stores.notices as PgNoticeQueries).flush();
    expect(Number(await shards())).toBe(0);
    expect(await server.sql.get('SELECT candles, replies FROM notices WHERE id = ?', id)).toEqual({
      candles: 8,
      replies: 1,
    });
    const card = (await server.stores.notices.findPublished(id))!;
    expect({ candles: card.candles, replies: card.replies }).toEqual({ candles: 8, replies: 1 });
  });
});
