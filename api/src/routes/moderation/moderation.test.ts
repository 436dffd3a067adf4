/**
 * Moderation over HTTP: visitors' reports (one per visitor, rate-limited), families holding
 * replies for approval, the admin's queue and its decisions (approve, hide, restore, escalate)
 * with counters, rating and audit entries right, and nobody's words ever changed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#domain/inputs/auth';
import { REPORTS_PER_HOUR } from '#domain/vocabulary/moderation';
import { auditLogOf } from '#api-test/admin';
import { adminSession, bearer, errorOf, registerUser, setRole } from '#api-test/accounts';
import { insertCompany } from '#api-test/companies';
import { addNotice } from '#api-test/fixtures';
import { useTestServer, type Visitor } from '#api-test/harness';
import { signInReviewer } from '#api-test/reviewers';
import { issueEditToken } from '../notices/access';

const { server, visitor, api } = useTestServer();

const sql = async (text: string, ...params: unknown[]) =>
  Number(await server.sql.value(text, ...params));
const auditCount = () => sql('SELECT count(*) FROM audit_log');
/**
 * The notice's shown-replies count as the app reads it: on PostgreSQL its column plus the counter
 * shards the writes move (folded into the column now and then)
 */
const replyCounter = (noticeId: number) =>
  server.adapter === 'pg'
    ? sql(
        `SELECT replies + coalesce((SELECT sum(replies) FROM notice_counter_shards
           WHERE notice_id = ?), 0) FROM notices WHERE id = ?`,
        noticeId,
        noticeId,
      )
    : sql('SELECT replies FROM notices WHERE id = ?', noticeId);
const replyRow = async (id: number) =>
  (await server.sql.get('SELECT author, body, status FROM replies WHERE id = ?', id)) as {
    author: string;
    body: string;
    status: string;
  };
const reviewRow = async (id: number) =>
  (await server.sql.get('SELECT rating, body, status FROM reviews WHERE id = ?', id)) as {
    rating: number;
    body: string;
    status: string;
  };
const rating = async (companyId: number) =>
  (await server.sql.get(
    'SELECT review_count AS count, rating_sum AS sum FROM companies WHERE id = ?',
    companyId,
  )) as { count: number; sum: number };

/** A published notice with its edit token */
async function newNotice(name = 'Mari Tamm') {
  const id = await addNotice(server.sql, { deceasedName: name });
  const { token, hash } = issueEditToken();
  await server.sql.run('UPDATE notices SET edit_token_hash = ? WHERE id = ?', hash, id);
  return { id, token };
}

/** A reply from a visitor of its own (each visitor may write 5 replies in 10 minutes) */
async function addReply(
  noticeId: number,
  text = 'Mälestame soojalt.',
  clientKey?: string,
  writer?: Visitor,
) {
  const who = writer ?? (await server.visitor());
  const res = await who.post(`/api/notices/${noticeId}/replies`, {
    author: 'Naaber Jaan',
    text,
    clientKey,
  });
  expect([200, 201]).toContain(res.status);
  return (await res.json()) as {
    reply: { id: number };
    replies: number;
    held: boolean;
  };
}

let companySeq = 0;
async function newReview(ratingValue = 4) {
  const companyId = await insertCompany(
    { sql: server.sql },
    {
      name: `Moderatsiooni Büroo ${++companySeq}`,
    },
  );
  const { headers } = await signInReviewer({ sql: server.sql }, server.now());
  const res = await visitor.post(
    `/api/companies/${companyId}/reviews`,
    { rating: ratingValue, body: 'Väga hoolivad inimesed, kõik sujus rahulikult.' },
    headers,
  );
  expect(res.status).toBe(201);
  const review = (await res.json()) as { id: number };
  return { companyId, reviewId: review.id };
}

const report = (kind: 'replies' | 'reviews', id: number, reason: unknown, who = visitor) =>
  who.post(`/api/${kind}/${id}/report`, { reason });

let admin: Session;
const asAdmin = () => ({ headers: bearer(admin.token) });
beforeAll(async () => {
  admin = await adminSession(server, visitor, {
    name: 'Moderaator',
    email: 'moderaator@example.ee',
    password: 'haldus-parool-2026',
  });
});

const queue = async (
  query: {
    kind?: 'reply' | 'review';
    state?: 'waiting' | 'escalated' | 'hidden';
    sort?: 'newest' | 'reports';
  } = {},
) => {
  const res = await api.admin.moderation.$get({ query }, asAdmin());
  expect(res.status).toBe(200);
  return res.json();
};
const act = (kind: 'reply' | 'review', id: number, body: unknown) =>
  visitor.post(`/api/admin/moderation/${kind}/${id}`, body, bearer(admin.token));

describe('reporting', () => {
  it('takes one report per visitor of a shown reply, and counts each visitor', async () => {
    const notice = await newNotice('Teatatud Toomas');
    const { reply } = await addReply(notice.id);
    const res = await report('replies', reply.id, 'hurtful');
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ reported: true });

    const again = await report('replies', reply.id, 'spam');
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('already_reported');

    const other = await server.visitor();
    expect((await report('replies', reply.id, 'spam', other)).status).toBe(201);
    expect(
      await sql(
        "SELECT count(*) FROM content_reports WHERE kind = 'reply' AND item_id = ?",
        reply.id,
      ),
    ).toBe(2);

    const { items } = await queue({ kind: 'reply' });
    const item = items.find((i) => i.id === reply.id)!;
    expect(item).toMatchObject({
      kind: 'reply',
      status: 'visible',
      state: 'open',
      reports: 2,
      reasons: { hurtful: 1, spam: 1 },
      text: 'Mälestame soojalt.',
      author: 'Naaber Jaan',
      context: {
        kind: 'notice',
        id: notice.id,
        name: 'Teatatud Toomas',
        path: `/arasaatmisteade/${notice.id}`,
      },
    });
  });

  it('takes a report of a review, with the company as its context', async () => {
    const { companyId, reviewId } = await newReview();
    expect((await report('reviews', reviewId, 'false')).status).toBe(201);
    const { items } = await queue({ kind: 'review' });
    expect(items.find((i) => i.id === reviewId)).toMatchObject({
      kind: 'review',
      reports: 1,
      reasons: { false: 1 },
      rating: 4,
      context: { kind: 'company', id: companyId, path: `/firma/${companyId}` },
    });
  });

  it('refuses an unknown reason, an unknown, hidden or held item', async () => {
    const notice = await newNotice();
    const { reply } = await addReply(notice.id);
    const bad = await report('replies', reply.id, 'boring');
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields).toHaveProperty('reason');
    expect((await report('replies', 999_999, 'spam')).status).toBe(404);
    await server.sql.run("UPDATE replies SET status = 'hidden' WHERE id = ?", reply.id);
    expect((await report('replies', reply.id, 'spam')).status).toBe(404);
    expect(await sql('SELECT count(*) FROM content_reports WHERE item_id = ?', reply.id)).toBe(0);
  });

  it('limits a visitor to REPORTS_PER_HOUR attempts an hour', async () => {
    const notice = await newNotice();
    const { reply } = await addReply(notice.id);
    const someone = await server.visitor();
    expect((await report('replies', reply.id, 'spam', someone)).status).toBe(201);
    for (let i = 1; i < REPORTS_PER_HOUR; i++) {
      expect((await report('replies', reply.id, 'spam', someone)).status).toBe(409);
    }
    const limited = await report('replies', reply.id, 'spam', someone);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await errorOf(limited)).code).toBe('report_limit');
  });
});

describe("a family's review of replies", () => {
  it('holds new replies (not shown, not counted, no push) until the family approves them', async () => {
    const notice = await newNotice('Hoitud Helmi');
    const family = { 'x-edit-token': notice.token };
    // a follower, so that a shown reply would queue a push job
    const sub = await sql(
      "INSERT INTO push_subscriptions (endpoint, p256dh, auth) VALUES ('https://push.example/1', 'p', 'a') RETURNING id",
    );
    await server.sql.run(
      'INSERT INTO follows (subscription_id, notice_id) VALUES (?, ?)',
      sub,
      notice.id,
    );

    expect(
      (await visitor.send('PUT', `/api/notices/${notice.id}/reply-review`, { holdReplies: true }))
        .status,
    ).toBe(403);
    const on = await visitor.send(
      'PUT',
      `/api/notices/${notice.id}/reply-review`,
      { holdReplies: true },
      family,
    );
    expect(await on.json()).toEqual({ holdReplies: true });

    const key = crypto.randomUUID();
    const writer = await server.visitor();
    const first = await addReply(notice.id, 'Ootan kinnitust.', key, writer);
    expect(first.held).toBe(true);
    expect(first.replies).toBe(0);
    // the offline queue sends it again: the same reply, still held, once
    const retry = await addReply(notice.id, 'Ootan kinnitust.', key, writer);
    expect(retry).toEqual(first);
    expect(await sql('SELECT count(*) FROM replies WHERE notice_id = ?', notice.id)).toBe(1);
    expect(await replyCounter(notice.id)).toBe(0);
    expect(await sql('SELECT count(*) FROM push_jobs WHERE notice_id = ?', notice.id)).toBe(0);
    const shown = (await (await visitor.get(`/api/notices/${notice.id}/replies`)).json()) as {
      total: number;
    };
    expect(shown.total).toBe(0);

    const held = await (await visitor.get(`/api/notices/${notice.id}/held-replies`, family)).json();
    expect(held).toMatchObject({
      holdReplies: true,
      total: 1,
      items: [{ id: first.reply.id, text: 'Ootan kinnitust.' }],
    });
    expect((await visitor.get(`/api/notices/${notice.id}/held-replies`)).status).toBe(403);
    // held items are in the admin's queue too
    const { items } = await queue({ kind: 'reply' });
    expect(items.find((i) => i.id === first.reply.id)).toMatchObject({
      status: 'held',
      state: 'open',
      reports: 0,
    });

    const audits = await auditCount();
    const approve = await visitor.post(
      `/api/notices/${notice.id}/held-replies/${first.reply.id}`,
      { action: 'approve' },
      family,
    );
    expect(approve.status).toBe(200);
    expect(await replyCounter(notice.id)).toBe(1);
    expect(await replyRow(first.reply.id)).toEqual({
      author: 'Naaber Jaan',
      body: 'Ootan kinnitust.',
      status: 'visible',
    });
    expect(
      await sql("SELECT count(*) FROM push_jobs WHERE notice_id = ? AND kind = 'reply'", notice.id),
    ).toBe(1);
    expect(await auditCount()).toBe(audits);
    // approved once: a second approval is refused
    const twice = await visitor.post(
      `/api/notices/${notice.id}/held-replies/${first.reply.id}`,
      { action: 'approve' },
      family,
    );
    expect(twice.status).toBe(409);

    // the family hides a held one: stored, never counted
    const second = await addReply(notice.id, 'Seda ei näidata.');
    const noReason = await visitor.post(
      `/api/notices/${notice.id}/held-replies/${second.reply.id}`,
      { action: 'hide' },
      family,
    );
    expect(noReason.status).toBe(422);
    const hide = await visitor.post(
      `/api/notices/${notice.id}/held-replies/${second.reply.id}`,
      { action: 'hide', reason: 'hurtful' },
      family,
    );
    expect(hide.status).toBe(200);
    expect(await replyRow(second.reply.id)).toEqual({
      author: 'Naaber Jaan',
      body: 'Seda ei näidata.',
      status: 'hidden',
    });
    expect(await replyCounter(notice.id)).toBe(1);

    // another notice's token decides nothing here
    const other = await newNotice();
    const third = await addReply(notice.id, 'Kolmas.');
    const foreign = await visitor.post(
      `/api/notices/${other.id}/held-replies/${third.reply.id}`,
      { action: 'approve' },
      { 'x-edit-token': other.token },
    );
    expect(foreign.status).toBe(404);
    expect((await replyRow(third.reply.id)).status).toBe('held');

    // turned off: new replies show at once
    await visitor.send(
      'PUT',
      `/api/notices/${notice.id}/reply-review`,
      { holdReplies: false },
      family,
    );
    expect((await addReply(notice.id, 'Kohe näha.')).held).toBe(false);
    expect(await replyCounter(notice.id)).toBe(2);
  });
});

describe("the admin's decisions", () => {
  it('hides with a reason and restores a reply: counter follows, words never change, audited', async () => {
    const notice = await newNotice('Peidetud Peeter');
    const { reply } = await addReply(notice.id, 'Täpselt need sõnad.');
    await report('replies', reply.id, 'hurtful');
    const before = await replyRow(reply.id);
    expect(await replyCounter(notice.id)).toBe(1);

    const audits = await auditCount();
    const noReason = await act('reply', reply.id, { action: 'hide' });
    expect(noReason.status).toBe(422);
    const wrongReason = await act('reply', reply.id, { action: 'hide', reason: 'boring' });
    expect(wrongReason.status).toBe(422);
    expect(await auditCount()).toBe(audits);
    expect(await replyRow(reply.id)).toEqual(before);

    const hide = await act('reply', reply.id, { action: 'hide', reason: 'hurtful' });
    expect(hide.status).toBe(200);
    expect(((await hide.json()) as { item: unknown }).item).toMatchObject({
      status: 'hidden',
      state: 'closed',
      hiddenReason: 'hurtful',
    });
    expect(await replyRow(reply.id)).toEqual({ ...before, status: 'hidden' });
    expect(await replyCounter(notice.id)).toBe(0);
    const shown = await api.notices[':id'].replies.$get({
      param: { id: String(notice.id) },
      query: {},
    });
    expect((await shown.json()).total).toBe(0);
    const entry = (await server.sql.get(
      `SELECT actor_id, actor_email, action, entity_kind, entity_id, reason
       FROM audit_log ORDER BY id DESC LIMIT 1`,
    ))!;
    expect(entry).toMatchObject({
      actor_id: admin.user.id,
      actor_email: 'moderaator@example.ee',
      action: 'reply.hide',
      entity_kind: 'reply',
      entity_id: String(reply.id),
      reason: 'hurtful',
    });
    const change = (await auditLogOf(server, 'reply')).at(-1)!;
    expect(change.before).toEqual({ status: 'visible', state: 'open' });
    expect(change.after).toEqual({ status: 'hidden', state: 'closed' });

    // refused: hidden twice, approving a hidden one; no entries
    expect((await act('reply', reply.id, { action: 'hide', reason: 'spam' })).status).toBe(409);
    expect((await act('reply', reply.id, { action: 'approve' })).status).toBe(409);
    expect(await auditCount()).toBe(audits + 1);
    const { items } = await queue({ state: 'hidden', kind: 'reply' });
    expect(items.some((i) => i.id === reply.id)).toBe(true);
    const waiting = await queue({ kind: 'reply' });
    expect(waiting.items.some((i) => i.id === reply.id)).toBe(false);

    const restore = await act('reply', reply.id, { action: 'restore' });
    expect(restore.status).toBe(200);
    expect(await replyRow(reply.id)).toEqual(before);
    expect(await replyCounter(notice.id)).toBe(1);
    expect((await act('reply', reply.id, { action: 'restore' })).status).toBe(409);
    expect(await auditCount()).toBe(audits + 2);
    expect(
      await sql(
        "SELECT count(*) FROM audit_log WHERE action = 'reply.restore' AND entity_id = ?",
        String(reply.id),
      ),
    ).toBe(1);
  });

  it('approves a reported item (closing its case) and escalates one, once', async () => {
    const notice = await newNotice();
    const { reply } = await addReply(notice.id, 'Küsitav.');
    expect((await act('reply', reply.id, { action: 'approve' })).status).toBe(409);
    await report('replies', reply.id, 'false');
    const audits = await auditCount();
    const escalate = await act('reply', reply.id, {
      action: 'escalate',
      reason: 'Vajab teist pilku',
    });
    expect(escalate.status).toBe(200);
    expect(((await escalate.json()) as { item: unknown }).item).toMatchObject({
      status: 'visible',
      state: 'escalated',
    });
    expect((await act('reply', reply.id, { action: 'escalate' })).status).toBe(409);
    const escalated = await queue({ state: 'escalated' });
    expect(escalated.items.map((i) => i.id)).toContain(reply.id);

    const approve = await act('reply', reply.id, { action: 'approve' });
    expect(approve.status).toBe(200);
    expect(((await approve.json()) as { item: unknown }).item).toMatchObject({
      status: 'visible',
      state: 'closed',
      reports: 1,
    });
    expect(await replyCounter(notice.id)).toBe(1);
    expect((await act('reply', reply.id, { action: 'approve' })).status).toBe(409);
    expect(
      await server.sql.all(
        'SELECT action, reason FROM audit_log WHERE id > (SELECT max(id) - 2 FROM audit_log) ORDER BY id',
      ),
    ).toEqual([
      { action: 'reply.escalate', reason: 'Vajab teist pilku' },
      { action: 'reply.approve', reason: null },
    ]);
    expect(await auditCount()).toBe(audits + 2);
    // a new report reopens the decided case
    const other = await server.visitor();
    await report('replies', reply.id, 'spam', other);
    expect((await queue({ kind: 'reply' })).items.find((i) => i.id === reply.id)).toMatchObject({
      state: 'open',
      reports: 2,
    });
  });

  it("hides and restores a review: the company's rating follows, the words stay", async () => {
    const { companyId, reviewId } = await newReview(2);
    const before = await reviewRow(reviewId);
    expect(await rating(companyId)).toEqual({ count: 1, sum: 2 });
    expect((await act('review', reviewId, { action: 'hide', reason: 'false' })).status).toBe(200);
    expect(await rating(companyId)).toEqual({ count: 0, sum: 0 });
    expect(await reviewRow(reviewId)).toEqual({ ...before, status: 'hidden' });
    expect((await act('review', reviewId, { action: 'restore' })).status).toBe(200);
    expect(await rating(companyId)).toEqual({ count: 1, sum: 2 });
    expect(await reviewRow(reviewId)).toEqual(before);
  });

  it('lists a review held by a rule, and approving it counts it in the rating', async () => {
    const companyId = await insertCompany({ sql: server.sql }, { name: 'Lingiga Büroo' });
    const { headers } = await signInReviewer({ sql: server.sql }, server.now());
    const res = await visitor.post(
      `/api/companies/${companyId}/reviews`,
      { rating: 5, body: 'Vaadake ka https://example.com lehte, väga hea.' },
      headers,
    );
    const review = (await res.json()) as { id: number; status: string };
    expect(review.status).toBe('held');
    expect((await rating(companyId)).count).toBe(0);
    const { items } = await queue({ kind: 'review', sort: 'reports' });
    expect(items.find((i) => i.id === review.id)).toMatchObject({ status: 'held', state: 'open' });
    expect((await act('review', review.id, { action: 'approve' })).status).toBe(200);
    expect(await rating(companyId)).toEqual({ count: 1, sum: 5 });
  });

  it('answers 404 for an unknown item and 422 for an unknown kind or action, writing nothing', async () => {
    const audits = await auditCount();
    expect((await act('reply', 999_999, { action: 'restore' })).status).toBe(404);
    expect(
      (
        await visitor.post(
          '/api/admin/moderation/notice/1',
          { action: 'hide', reason: 'spam' },
          bearer(admin.token),
        )
      ).status,
    ).toBe(422);
    expect((await act('reply', 1, { action: 'edit', text: 'uus tekst' })).status).toBe(422);
    expect(await auditCount()).toBe(audits);
  });

  it('pages the queue, most reported first on request', async () => {
    const notice = await newNotice();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await addReply(notice.id, `Vastus ${i}`)).reply.id);
    const others = [await server.visitor(), await server.visitor()];
    for (const who of others) await report('replies', ids[1]!, 'spam', who);
    await report('replies', ids[0]!, 'spam');
    const top = await queue({ sort: 'reports' });
    expect(top.items[0]!.reports).toBeGreaterThanOrEqual(top.items[1]!.reports);
    expect(top.take).toBe(20);
    expect(top.total).toBeGreaterThanOrEqual(2);
    const bad = await api.admin.moderation.$get({ query: { page: '-1' } }, asAdmin());
    expect(bad.status).toBe(422);
  });
});

describe('roles', () => {
  it('refuses nobody (401) and roles 1, 3 and 5 (403) on the queue and the actions, writing nothing', async () => {
    const notice = await newNotice();
    const { reply } = await addReply(notice.id);
    const user = await registerUser(visitor);
    const audits = await auditCount();
    expect((await api.admin.moderation.$get({ query: {} })).status).toBe(401);
    expect(
      (
        await visitor.post(`/api/admin/moderation/reply/${reply.id}`, {
          action: 'hide',
          reason: 'spam',
        })
      ).status,
    ).toBe(401);
    for (const role of [1, 3, 5]) {
      await setRole(server, user.user.id, role);
      const list = await api.admin.moderation.$get({ query: {} }, { headers: bearer(user.token) });
      expect(list.status).toBe(403);
      const hide = await visitor.post(
        `/api/admin/moderation/reply/${reply.id}`,
        { action: 'hide', reason: 'spam' },
        bearer(user.token),
      );
      expect(hide.status).toBe(403);
    }
    expect((await replyRow(reply.id)).status).toBe('visible');
    expect(await auditCount()).toBe(audits);
  });
});
