/**
 * The moderation store on the test adapter's database (SQLite, or PostgreSQL with
 * KYYNAL_TEST_ADAPTER=pg), without the app: concurrent decisions on one item move the notice's
 * counter or the company's rating once, concurrent reports of one visitor count once, and a
 * family's approvals race to one push job.
 */
import { describe, expect, it } from 'vitest';
import { insertCompany } from '#api-test/companies';
import { addNotice } from '#api-test/fixtures';
import { signInReviewer } from '#api-test/reviewers';
import { useStoreDatabase } from '#api-test/store-database';
import { createAuditLog } from '../../stores/audit';
import { portOf } from '../../stores/port';
import { createModerationStore } from './store';
import { createPgModerationStore } from './store.pg';

const held = useStoreDatabase({
  sqlite: (database) =>
    portOf(createModerationStore(database.sqlite, createAuditLog(database.sqlite))),
  pg: (database) => createPgModerationStore(database.pool),
});
const NOW = Date.parse('2026-06-15T09:00:00Z');
const admin = { id: 1, email: 'moderaator@example.ee', role: 10 };
const number = async (text: string, ...params: unknown[]) =>
  Number(await held.database.sql.value(text, ...params));
/**
 * The notice's shown-replies count as the app reads it: on PostgreSQL its column plus the counter
 * shards the writes move (folded into the column now and then)
 */
const replyCount = (noticeId: number) =>
  held.database.pg
    ? number(
        `SELECT replies + coalesce((SELECT sum(replies) FROM notice_counter_shards
           WHERE notice_id = ?), 0) FROM notices WHERE id = ?`,
        noticeId,
        noticeId,
      )
    : number('SELECT replies FROM notices WHERE id = ?', noticeId);

/** A published notice with one reply of `status` (the counter counting it when visible) */
async function replyOn(status: 'visible' | 'held' = 'visible') {
  const noticeId = await addNotice(held.database.sql, { deceasedName: 'Mari Tamm' });
  const replyId = Number(
    await held.database.sql.value(
      `INSERT INTO replies (notice_id, author, body, status, visitor_hash) VALUES (?, ?, ?, ?, ?)
       RETURNING id`,
      noticeId,
      'Naaber Jaan',
      'Mälestame soojalt.',
      status,
      'kirjutaja',
    ),
  );
  if (status === 'visible') {
    await held.database.sql.run('UPDATE notices SET replies = 1 WHERE id = ?', noticeId);
  } else {
    await held.database.sql.run(
      "INSERT INTO moderation_cases (kind, item_id, state, updated_at) VALUES ('reply', ?, 'open', ?)",
      replyId,
      NOW,
    );
  }
  return { noticeId, replyId };
}

const settled = async (calls: Promise<unknown>[]) => {
  const results = await Promise.allSettled(calls);
  return {
    done: results.filter((r) => r.status === 'fulfilled').length,
    refused: results
      .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      .map((r) => (r.reason as { code?: string }).code),
  };
};

describe('moderation store', () => {
  it('hides a reply once when 20 moderators hide it at once: the counter moves once', async () => {
    const { noticeId, replyId } = await replyOn();
    const { done, refused } = await settled(
      Array.from({ length: 20 }, () =>
        held.store.decide('reply', replyId, { action: 'hide', reason: 'spam' }, admin, NOW),
      ),
    );
    expect(done).toBe(1);
    expect(refused).toEqual(Array(19).fill('moderation_conflict'));
    expect(await replyCount(noticeId)).toBe(0);
    expect(
      await number(
        "SELECT count(*) FROM audit_log WHERE action = 'reply.hide' AND entity_id = ?",
        String(replyId),
      ),
    ).toBe(1);
    const item = (await held.store.queue({ state: 'hidden', sort: 'newest', page: 0 })).items.find(
      (i) => i.id === replyId,
    );
    expect(item).toMatchObject({ status: 'hidden', state: 'closed', hiddenReason: 'spam' });
  });

  it('counts one report per visitor when the same visitor reports 20 times at once', async () => {
    const { replyId } = await replyOn();
    const { done, refused } = await settled(
      Array.from({ length: 20 }, () =>
        held.store.report('reply', replyId, 'hurtful', 'sama-külastaja', NOW),
      ),
    );
    expect(done).toBe(1);
    expect(refused).toEqual(Array(19).fill('already_reported'));
    await held.store.report('reply', replyId, 'spam', 'teine-külastaja', NOW);
    const { items, total } = await held.store.queue({
      kind: 'reply',
      state: 'waiting',
      sort: 'reports',
      page: 0,
    });
    expect(total).toBeGreaterThanOrEqual(1);
    expect(items.find((i) => i.id === replyId)).toMatchObject({
      reports: 2,
      reasons: { hurtful: 1, spam: 1 },
      state: 'open',
      context: { kind: 'notice', name: 'Mari Tamm' },
    });
  });

  it('approves a held reply once when the family approves it twice at once: one count, one push', async () => {
    const { noticeId, replyId } = await replyOn('held');
    const sub = await held.database.sql.value(
      "INSERT INTO push_subscriptions (endpoint, p256dh, auth) VALUES ('https://push.example/m', 'p', 'a') RETURNING id",
    );
    await held.database.sql.run(
      'INSERT INTO follows (subscription_id, notice_id) VALUES (?, ?)',
      sub,
      noticeId,
    );
    await held.store.setHoldReplies(noticeId, true);
    expect(await held.store.held(noticeId, 0)).toMatchObject({
      holdReplies: true,
      total: 1,
      hasMore: false,
      items: [{ id: replyId, author: 'Naaber Jaan', text: 'Mälestame soojalt.' }],
    });
    const { done, refused } = await settled(
      Array.from({ length: 5 }, () =>
        held.store.decideHeld(noticeId, replyId, { action: 'approve' }, NOW),
      ),
    );
    expect(done).toBe(1);
    expect(refused).toEqual(Array(4).fill('moderation_conflict'));
    expect(await replyCount(noticeId)).toBe(1);
    expect(
      await number(
        "SELECT count(*) FROM push_jobs WHERE notice_id = ? AND kind = 'reply'",
        noticeId,
      ),
    ).toBe(1);
    // the family decides unaudited; another notice's family finds nothing
    expect(
      await number('SELECT count(*) FROM audit_log WHERE entity_id = ?', String(replyId)),
    ).toBe(0);
    await expect(
      held.store.decideHeld(noticeId + 1, replyId, { action: 'approve' }, NOW),
    ).rejects.toMatchObject({ code: 'not_found' });
    expect((await held.store.held(noticeId, 0)).total).toBe(0);
  });

  it("hides and restores a review: the company's rating follows, once under concurrency", async () => {
    const companyId = await insertCompany(held.database, { name: 'Reitingu Büroo' });
    const reviewer = await signInReviewer(held.database, NOW);
    const reviewId = Number(
      await held.database.sql.value(
        `INSERT INTO reviews (company_id, identity_id, rating, body) VALUES (?, ?, 4, 'Hea.')
         RETURNING id`,
        companyId,
        reviewer.identityId,
      ),
    );
    await held.database.sql.run(
      'UPDATE companies SET review_count = 1, rating_sum = 4 WHERE id = ?',
      companyId,
    );
    const rating = () =>
      held.database.sql.get(
        'SELECT review_count AS count, rating_sum AS sum FROM companies WHERE id = ?',
        companyId,
      );
    const hides = await settled(
      Array.from({ length: 10 }, () =>
        held.store.decide('review', reviewId, { action: 'hide', reason: 'false' }, admin, NOW),
      ),
    );
    expect(hides.done).toBe(1);
    expect(await rating()).toEqual({ count: 0, sum: 0 });
    const restored = await held.store.decide(
      'review',
      reviewId,
      { action: 'restore', reason: null },
      admin,
      NOW + 1,
    );
    expect(restored).toMatchObject({
      kind: 'review',
      status: 'visible',
      state: 'closed',
      rating: 4,
      context: { kind: 'company', id: companyId, path: `/firma/${companyId}` },
    });
    expect(await rating()).toEqual({ count: 1, sum: 4 });
    await expect(
      held.store.decide('review', 999_999, { action: 'restore', reason: null }, admin, NOW),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});
