/**
 * The review store's port on a real migrated database (SQLite, or PostgreSQL with
 * KYYNAL_TEST_ADAPTER=pg), without the HTTP layer: reviews written at once, by many reviewers or
 * by one, with moderators' decisions among them, leave the company's rating equal to its rows.
 */
import { describe, expect, it } from 'vitest';
import { useStoreDatabase } from '#api-test/store-database';
import { insertCompany } from '#api-test/companies';
import { signInReviewer } from '#api-test/reviewers';
import { DomainError } from '../../lib/errors';
import { portOf, type Port } from '../../stores/port';
import { createReviewStore, type ReviewStore } from './reviews-store';
import { createPgReviews } from './reviews-store.pg';

const held = useStoreDatabase<Port<ReviewStore>>({
  sqlite: (database) => portOf(createReviewStore(database)),
  pg: (database) => createPgReviews(database.pool),
});

const NOW = Date.parse('2026-11-25T10:00:00Z');
const GOOD = 'Väga hoolivad inimesed.';

const reviewer = async () => ({
  id: (await signInReviewer(held.database, NOW)).identityId,
  email: null,
});

/** The company's kept count and sum, and the same counted from its visible rows */
async function rating(companyId: number) {
  const kept = await held.database.sql.get<{ count: number; sum: number }>(
    'SELECT review_count AS count, rating_sum AS sum FROM companies WHERE id = ?',
    companyId,
  );
  const rows = await held.database.sql.get<{ count: number; sum: number }>(
    `SELECT count(*) AS count, coalesce(sum(rating), 0) AS sum FROM reviews
      WHERE company_id = ? AND status = 'visible'`,
    companyId,
  );
  return {
    kept: { count: Number(kept!.count), sum: Number(kept!.sum) },
    rows: { count: Number(rows!.count), sum: Number(rows!.sum) },
  };
}

const codeOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'fulfilled' ? 'ok' : (result.reason as DomainError).code;

describe('reviews written at once', () => {
  it('counts 20 reviewers at once: the first 5 shown, the burst held, the rating equal to the rows', async () => {
    const companyId = await insertCompany(held.database, { name: 'Kuusemäe Matusebüroo' });
    const reviewers = await Promise.all(Array.from({ length: 20 }, reviewer));
    const results = await Promise.all(
      reviewers.map((r, i) =>
        held.store.create(companyId, r, { rating: 1 + (i % 5), body: GOOD }, NOW),
      ),
    );
    expect(results.filter((r) => r.status === 'visible')).toHaveLength(5);
    expect(results.filter((r) => r.heldReason === 'burst')).toHaveLength(15);
    const { kept, rows } = await rating(companyId);
    expect(kept).toEqual(rows);
    expect(kept.count).toBe(5);
    // every held review waits in the moderation queue
    expect(
      Number(
        await held.database.sql.value(
          "SELECT count(*) FROM moderation_cases WHERE kind = 'review' AND state = 'open'",
        ),
      ),
    ).toBeGreaterThanOrEqual(15);
  });

  it('takes one review of one reviewer sent 10 times at once; the rest are 409s', async () => {
    const companyId = await insertCompany(held.database, { name: 'Tamme Matusetalitus' });
    const one = await reviewer();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        held.store.create(companyId, one, { rating: 4, body: GOOD }, NOW),
      ),
    );
    expect(results.map(codeOf).sort()).toEqual(['ok', ...Array(9).fill('review_exists')]);
    expect((await rating(companyId)).kept).toEqual({ count: 1, sum: 4 });
  });

  it('keeps the rating equal to the rows while decisions and replacements run among new reviews', async () => {
    const companyId = await insertCompany(held.database, { name: 'Kaasiku Matusebüroo' });
    const first = await Promise.all(Array.from({ length: 5 }, reviewer));
    const written = [];
    for (const [i, r] of first.entries()) {
      written.push(
        await held.store.create(companyId, r, { rating: 1 + i, body: GOOD }, NOW - 7200_000),
      );
    }
    const later = await Promise.all(Array.from({ length: 4 }, reviewer));
    await Promise.all([
      held.store.setStatus(written[0]!.id, 'hidden'),
      held.store.setStatus(written[1]!.id, 'held'),
      held.store.replace(companyId, first[2]!, { rating: 1, body: GOOD }, NOW),
      held.store.setStatus(written[3]!.id, 'hidden'),
      ...later.map((r) => held.store.create(companyId, r, { rating: 5, body: GOOD }, NOW)),
    ]);
    const { kept, rows } = await rating(companyId);
    expect(kept).toEqual(rows);
    // 3, 1 (replaced) and 5 of the first five's, and the four new fives
    expect(kept).toEqual({ count: 6, sum: 1 + 5 + 4 * 5 });
  });

  it('keeps a hidden review hidden when its reviewer replaces it; 404 for a reviewer without one', async () => {
    const companyId = await insertCompany(held.database, { name: 'Lepa Leinamaja' });
    const r = await reviewer();
    const review = await held.store.create(companyId, r, { rating: 2, body: GOOD }, NOW);
    await held.store.setStatus(review.id, 'hidden');
    const replaced = await held.store.replace(companyId, r, { rating: 5, body: 'Parem.' }, NOW + 1);
    expect(replaced).toMatchObject({ status: 'hidden', rating: 5, updatedAt: NOW + 1 });
    expect((await rating(companyId)).kept).toEqual({ count: 0, sum: 0 });
    await expect(
      held.store.replace(companyId, await reviewer(), { rating: 5, body: GOOD }, NOW),
    ).rejects.toMatchObject({ code: 'review_not_found' });
    await expect(
      held.store.create(999_999, r, { rating: 5, body: GOOD }, NOW),
    ).rejects.toBeInstanceOf(DomainError);
  });

  it("answers only the owner's own company's review, once (the same WHERE on both databases)", async () => {
    const userId = Number(
      await held.database.sql.value(
        `INSERT INTO users (email, password_hash, name, role, created_at)
         VALUES ('omanik@example.ee', 'x', 'Omanik', 3, ?) RETURNING id`,
        NOW,
      ),
    );
    const own = await insertCompany(held.database, {
      name: 'Omaniku Büroo',
      ownerUserId: userId,
      verifiedAt: NOW,
    });
    const other = await insertCompany(held.database, { name: 'Teise Büroo' });
    const r = await reviewer();
    const theirs = await held.store.create(other, r, { rating: 3, body: GOOD }, NOW);
    await expect(held.store.answer(own, userId, theirs.id, 'Aitäh!', NOW)).rejects.toMatchObject({
      code: 'review_not_found',
    });
    expect(
      await held.database.sql.value('SELECT answer FROM reviews WHERE id = ?', theirs.id),
    ).toBeNull();
    const mine = await held.store.create(own, r, { rating: 5, body: GOOD }, NOW);
    expect(await held.store.answer(own, userId, mine.id, 'Aitäh!', NOW + 1)).toMatchObject({
      answer: 'Aitäh!',
      answeredAt: NOW + 1,
    });
    await expect(held.store.answer(own, userId, mine.id, 'Veel', NOW + 2)).rejects.toMatchObject({
      code: 'review_answered',
    });
  });
});
