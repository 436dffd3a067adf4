/**
 * Company reviews on PostgreSQL (reviews-store.ts holds the rules). Every change of a company's
 * reviews first locks the company's row, so changes of one company's reviews run one after the
 * other: the rating recounted after each (a statement started after the lock sees every earlier
 * change committed) always equals the visible rows, and the burst count and the one review per
 * identity are checked against what is really there.
 */
import type pg from 'pg';
import { ROLES } from '../../../../db/domain/roles';
import { BURST_REVIEWS, BURST_WINDOW_MS, type Review } from '../../../../db/domain/reviews';
import type { ReviewStatus } from '../../../../db/domain/statuses';
import { all, get, run, statement, transaction, value, type Queryable } from '../../stores/pg/sql';
import type { Port } from '../../stores/port';
import { normaliseEmail } from '../auth/store';
import { pgCases } from '../moderation/cases.pg';
import {
  checkOwner,
  companyNotFound,
  holdReason,
  replacedState,
  reviewAnswered,
  reviewExists,
  reviewNotFound,
  type ReviewerIdentity,
  type ReviewStore,
  type Written,
} from './reviews-store';

const REVIEW_COLUMNS = `r.id, r.rating, r.body, i.name AS author, r.created_at AS "createdAt",
  r.updated_at AS "updatedAt", r.status, r.held_reason AS "heldReason", r.answer,
  r.answered_at AS "answeredAt"`;
const WITH_AUTHOR = `SELECT ${REVIEW_COLUMNS} FROM reviews r
  JOIN social_identities i ON i.id = r.identity_id`;

const lockCompany = statement(
  'reviews_lock_company',
  `SELECT owner_user_id AS "ownerUserId", verified_at AS "verifiedAt" FROM companies
    WHERE id = $1 FOR UPDATE`,
);
const visiblePage = statement(
  'reviews_visible',
  `${WITH_AUTHOR} WHERE r.company_id = $1 AND r.status = 'visible'
   ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
);
const visibleCount = statement(
  'reviews_visible_count',
  `SELECT count(*) FROM reviews WHERE company_id = $1 AND status = 'visible'`,
);
const byIdentity = statement(
  'reviews_by_identity',
  `${WITH_AUTHOR} WHERE r.company_id = $1 AND r.identity_id = $2`,
);
const byId = statement('reviews_by_id', `${WITH_AUTHOR} WHERE r.company_id = $1 AND r.id = $2`);
// the company's average and count come from its visible reviews only
const recount = statement(
  'reviews_recount',
  `UPDATE companies SET
     review_count = (SELECT count(*) FROM reviews r
                      WHERE r.company_id = companies.id AND r.status = 'visible'),
     rating_sum = (SELECT coalesce(sum(r.rating), 0) FROM reviews r
                    WHERE r.company_id = companies.id AND r.status = 'visible')
   WHERE id = $1`,
);

const find = async (q: Queryable, companyId: number, identityId: number) =>
  (await get<Review>(q, byIdentity, [companyId, identityId])) ?? null;

/** Whether the reviewer's e-mail is a provider account's (a rule that holds the review) */
async function byProvider(q: Queryable, reviewer: ReviewerIdentity): Promise<boolean> {
  if (!reviewer.email) return false;
  const found = await value<number>(
    q,
    'SELECT 1 FROM users WHERE lower(email) = $1 AND role >= $2',
    [normaliseEmail(reviewer.email), ROLES.provider],
  );
  return found !== undefined;
}

/** The rule that holds a review, if any (reviews-store.ts holdReason) */
async function heldReason(q: Queryable, reviewer: ReviewerIdentity, text: string, burst: boolean) {
  const provider = await byProvider(q, reviewer);
  return holdReason(text, () => provider, burst);
}

/**
 * A moderator's decision inside the moderation store's transaction: shows, holds or hides the
 * review and recounts its company's rating (the company's row locked first, as every change of
 * its reviews does).
 */
export async function setReviewStatusPg(
  q: pg.PoolClient,
  reviewId: number,
  status: ReviewStatus,
): Promise<void> {
  const companyId = await value<number>(q, 'SELECT company_id FROM reviews WHERE id = $1', [
    reviewId,
  ]);
  if (companyId === undefined) return;
  await get(q, lockCompany, [companyId]);
  if ((await run(q, 'UPDATE reviews SET status = $2 WHERE id = $1', [reviewId, status])) > 0) {
    await run(q, recount, [companyId]);
  }
}

export function createPgReviews(pool: pg.Pool): Port<ReviewStore> {
  return {
    async visible(companyId, page, take) {
      const items = await all<Review>(pool, visiblePage, [companyId, take, (page - 1) * take]);
      const total = (await value<number>(pool, visibleCount, [companyId]))!;
      return { items, total, hasMore: page * take < total };
    },

    mine: (companyId, identityId) => find(pool, companyId, identityId),

    create: (companyId: number, reviewer: ReviewerIdentity, input: Written, now: number) =>
      transaction(pool, async (q) => {
        if (!(await get(q, lockCompany, [companyId]))) throw companyNotFound();
        if (await find(q, companyId, reviewer.id)) throw reviewExists();
        const recent = (await value<number>(
          q,
          'SELECT count(*) FROM reviews WHERE company_id = $1 AND created_at >= $2',
          [companyId, now - BURST_WINDOW_MS],
        ))!;
        const reason = await heldReason(q, reviewer, input.body, recent >= BURST_REVIEWS);
        await run(
          q,
          `INSERT INTO reviews (company_id, identity_id, rating, body, status, held_reason,
             created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            companyId,
            reviewer.id,
            input.rating,
            input.body,
            reason ? 'held' : 'visible',
            reason,
            now,
          ],
        );
        await run(q, recount, [companyId]);
        const review = (await find(q, companyId, reviewer.id))!;
        if (reason) await pgCases.hold(q, 'review', review.id, now);
        return review;
      }),

    replace: (companyId: number, reviewer: ReviewerIdentity, input: Written, now: number) =>
      transaction(pool, async (q) => {
        await get(q, lockCompany, [companyId]);
        const old = await find(q, companyId, reviewer.id);
        if (!old) throw reviewNotFound();
        const { status, heldReason: reason } = replacedState(
          old,
          old.status === 'hidden'
            ? null
            : await heldReason(q, reviewer, input.body, old.heldReason === 'burst'),
        );
        await run(
          q,
          `UPDATE reviews SET rating = $2, body = $3, status = $4, held_reason = $5,
             updated_at = $6 WHERE id = $1`,
          [old.id, input.rating, input.body, status, reason, now],
        );
        await run(q, recount, [companyId]);
        if (status === 'held') await pgCases.hold(q, 'review', old.id, now);
        return (await find(q, companyId, reviewer.id))!;
      }),

    setStatus: (reviewId: number, status: ReviewStatus) =>
      transaction(pool, (q) => setReviewStatusPg(q, reviewId, status)),

    answer: (companyId: number, userId: number, reviewId: number, text: string, now: number) =>
      transaction(pool, async (q) => {
        const company = await get<{ ownerUserId: number | null; verifiedAt: number | null }>(
          q,
          lockCompany,
          [companyId],
        );
        if (!company) throw companyNotFound();
        checkOwner(company, userId);
        if (!(await get<Review>(q, byId, [companyId, reviewId]))) throw reviewNotFound();
        const answered = await run(
          q,
          'UPDATE reviews SET answer = $3, answered_at = $4 WHERE id = $1 AND company_id = $2 AND answer IS NULL',
          [reviewId, companyId, text, now],
        );
        if (answered === 0) throw reviewAnswered();
        return (await get<Review>(q, byId, [companyId, reviewId]))!;
      }),
  };
}
