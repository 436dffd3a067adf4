/**
 * Company reviews, written once for both databases (decision 0109): one per reviewer identity
 * per company, held for checking when a rule says so (db/domain/reviews), and the company's
 * rating sum and count recounted from its visible reviews in the same transaction as every
 * change. Every change of a company's reviews first locks the company's row (PostgreSQL; SQLite's
 * transaction holds the whole file), so changes of one company's reviews run one after the
 * other: the rating recounted after each always equals the visible rows, and the burst count and
 * the one review per identity are checked against what is really there. reviews-store.ts
 * (SQLite) and reviews-store.pg.ts only queue a held review's moderation case their own way.
 */
import { ROLES } from '#domain/vocabulary/roles';
import { BURST_REVIEWS, BURST_WINDOW_MS, containsLink, type Review } from '#domain/rules/reviews';
import type { ReviewHeldReason, ReviewStatus } from '#domain/vocabulary/statuses';
import { DomainError } from '../../lib/errors';
import { all, get, run, sql, wait, type Db, type Flow, type Maybe } from '../../stores/flow';
import { normaliseEmail } from '../auth/store';

/** The reviewer as the social sign-in store knows them. */
export interface ReviewerIdentity {
  id: number;
  email: string | null;
}

export interface Written {
  rating: number;
  body: string;
}

export const reviewNotFound = () =>
  new DomainError('not_found', 'review_not_found', 'reviews.notFound');
export const companyNotFound = () => new DomainError('not_found', 'not_found', 'errors.notFound');
export const reviewExists = () => new DomainError('conflict', 'review_exists', 'reviews.duplicate');
export const reviewAnswered = () =>
  new DomainError('conflict', 'review_answered', 'reviews.answered');

/**
 * The rule that holds a review, if any: links, a provider's identity (`byProvider` asks, only
 * when there are no links), then a burst.
 */
export function holdReason(
  text: string,
  byProvider: () => boolean,
  burst: boolean,
): ReviewHeldReason | null {
  if (containsLink(text)) return 'links';
  if (byProvider()) return 'provider';
  return burst ? 'burst' : null;
}

/**
 * A replaced review's status: one hidden by a moderator stays hidden with its reason; otherwise
 * the rules on the new text (`reason`) hold it or show it.
 */
export const replacedState = (
  old: Pick<Review, 'status' | 'heldReason'>,
  reason: ReviewHeldReason | null,
): { status: ReviewStatus; heldReason: ReviewHeldReason | null } =>
  old.status === 'hidden'
    ? { status: 'hidden', heldReason: old.heldReason }
    : { status: reason ? 'held' : 'visible', heldReason: reason };

/** 403 unless `userId` is the company's confirmed owner */
export function checkOwner(
  company: { ownerUserId: number | null; verifiedAt: number | null },
  userId: number,
): void {
  if (company.ownerUserId !== userId || company.verifiedAt === null) {
    throw new DomainError('forbidden', 'not_owner', 'reviews.notOwner');
  }
}

const REVIEW_COLUMNS = `r.id, r.rating, r.body, i.name AS author, r.created_at AS "createdAt",
  r.updated_at AS "updatedAt", r.status, r.held_reason AS "heldReason", r.answer,
  r.answered_at AS "answeredAt"`;
const WITH_AUTHOR = `SELECT ${REVIEW_COLUMNS} FROM reviews r
  JOIN social_identities i ON i.id = r.identity_id`;
const OWNER = `SELECT owner_user_id AS "ownerUserId", verified_at AS "verifiedAt" FROM companies
  WHERE id = $1`;

/** The company's owner, its row locked until the transaction ends (PostgreSQL) */
const lockCompany = sql<{ ownerUserId: number | null; verifiedAt: number | null }, [number]>(
  'reviews_lock_company',
  { sqlite: OWNER, pg: `${OWNER} FOR UPDATE` },
);
const visiblePage = sql<Review, [number, number, number]>(
  'reviews_visible',
  `${WITH_AUTHOR} WHERE r.company_id = $1 AND r.status = 'visible'
   ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
);
const visibleCount = sql<{ n: number }, [number]>(
  'reviews_visible_count',
  `SELECT count(*) AS n FROM reviews WHERE company_id = $1 AND status = 'visible'`,
);
const byIdentity = sql<Review, [number, number]>(
  'reviews_by_identity',
  `${WITH_AUTHOR} WHERE r.company_id = $1 AND r.identity_id = $2`,
);
const byId = sql<Review, [number, number]>(
  'reviews_by_id',
  `${WITH_AUTHOR} WHERE r.company_id = $1 AND r.id = $2`,
);
const recentCount = sql<{ n: number }, [number, number]>(
  'reviews_recent_count',
  'SELECT count(*) AS n FROM reviews WHERE company_id = $1 AND created_at >= $2',
);
const providerWithEmail = sql<{ one: number }, [string, number]>(
  'reviews_provider_with_email',
  'SELECT 1 AS one FROM users WHERE lower(email) = $1 AND role >= $2',
);
const insert = sql<never, [number, number, number, string, ReviewStatus, string | null, number]>(
  'reviews_insert',
  `INSERT INTO reviews (company_id, identity_id, rating, body, status, held_reason, created_at)
   VALUES ($1, $2, $3, $4, $5, $6, $7)`,
);
const replace = sql<never, [number, number, string, ReviewStatus, string | null, number]>(
  'reviews_replace',
  `UPDATE reviews SET rating = $2, body = $3, status = $4, held_reason = $5, updated_at = $6
   WHERE id = $1`,
);
/** The answer of the company's own review, once */
const setAnswer = sql<never, [number, number, string, number]>(
  'reviews_set_answer',
  `UPDATE reviews SET answer = $3, answered_at = $4
   WHERE id = $1 AND company_id = $2 AND answer IS NULL`,
);
// the company's average and count come from its visible reviews only
const recount = sql<never, [number]>(
  'reviews_recount',
  `UPDATE companies SET
     review_count = (SELECT count(*) FROM reviews r
                      WHERE r.company_id = companies.id AND r.status = 'visible'),
     rating_sum = (SELECT coalesce(sum(r.rating), 0) FROM reviews r
                    WHERE r.company_id = companies.id AND r.status = 'visible')
   WHERE id = $1`,
);
const companyOfReview = sql<{ companyId: number }, [number]>(
  'reviews_company_of',
  'SELECT company_id AS "companyId" FROM reviews WHERE id = $1',
);
const setStatus = sql<never, [number, ReviewStatus]>(
  'reviews_set_status',
  'UPDATE reviews SET status = $2 WHERE id = $1',
);

/** What each database does its own way: a held review's moderation case, queued */
export interface ReviewEffects {
  hold(reviewId: number, now: number): Maybe<void>;
}

function* find(companyId: number, identityId: number): Flow<Review | null> {
  return (yield* get(byIdentity, companyId, identityId)) ?? null;
}

/** The rule that holds a review, if any (holdReason) */
function* heldReason(reviewer: ReviewerIdentity, text: string, burst: boolean) {
  const provider =
    !!reviewer.email &&
    (yield* get(providerWithEmail, normaliseEmail(reviewer.email), ROLES.provider)) !== undefined;
  return holdReason(text, () => provider, burst);
}

/**
 * A moderator's decision (routes/moderation, inside its transaction): shows, holds or hides the
 * review and recounts its company's rating (the company's row locked first, as every change of
 * its reviews does); the review's words stay as written.
 */
export function* setReviewStatus(reviewId: number, status: ReviewStatus): Flow<void> {
  const review = yield* get(companyOfReview, reviewId);
  if (!review) return;
  yield* get(lockCompany, review.companyId);
  if ((yield* run(setStatus, reviewId, status)) > 0) yield* run(recount, review.companyId);
}

/** The review store on a database; `effects` queue a held review's case inside `tx` */
export function reviewStoreOf<Tx>(db: Db<Tx>, effects: (tx: Tx) => ReviewEffects) {
  return {
    /** One page (from 1) of the visible reviews, newest first. */
    visible: (companyId: number, page: number, take: number) =>
      db.read(function* () {
        const items = yield* all(visiblePage, companyId, take, (page - 1) * take);
        const total = Number((yield* get(visibleCount, companyId))!.n);
        return { items, total, hasMore: page * take < total };
      }),

    /** The reviewer's own review of the company, whatever its status; null when none. */
    mine: (companyId: number, identityId: number) => db.read(() => find(companyId, identityId)),

    /**
     * A new review; a 404 DomainError when the company is gone, a 409 when this identity has
     * reviewed the company already.
     */
    create: (companyId: number, reviewer: ReviewerIdentity, input: Written, now: number) =>
      db.transaction(function* (tx): Flow<Review> {
        if (!(yield* get(lockCompany, companyId))) throw companyNotFound();
        if (yield* find(companyId, reviewer.id)) throw reviewExists();
        const recent = (yield* get(recentCount, companyId, now - BURST_WINDOW_MS))!.n;
        const reason = yield* heldReason(reviewer, input.body, Number(recent) >= BURST_REVIEWS);
        const status = reason ? 'held' : 'visible';
        yield* run(insert, companyId, reviewer.id, input.rating, input.body, status, reason, now);
        yield* run(recount, companyId);
        const review = (yield* find(companyId, reviewer.id))!;
        if (reason) yield* wait(effects(tx).hold(review.id, now));
        return review;
      }),

    /**
     * Replaces the reviewer's review (404 when there is none). The rules are applied to the new
     * text; a review held for a burst stays held, one hidden by a moderator stays hidden.
     */
    replace: (companyId: number, reviewer: ReviewerIdentity, input: Written, now: number) =>
      db.transaction(function* (tx): Flow<Review> {
        yield* get(lockCompany, companyId);
        const old = yield* find(companyId, reviewer.id);
        if (!old) throw reviewNotFound();
        const { status, heldReason: reason } = replacedState(
          old,
          old.status === 'hidden'
            ? null
            : yield* heldReason(reviewer, input.body, old.heldReason === 'burst'),
        );
        yield* run(replace, old.id, input.rating, input.body, status, reason, now);
        yield* run(recount, companyId);
        if (status === 'held') yield* wait(effects(tx).hold(old.id, now));
        return (yield* find(companyId, reviewer.id))!;
      }),

    /** A moderator's decision (setReviewStatus) */
    setStatus: (reviewId: number, status: ReviewStatus) =>
      db.transaction(() => setReviewStatus(reviewId, status)),

    /**
     * The confirmed owner's one public answer: 403 for anyone else, 404 for another company's
     * review, 409 when answered.
     */
    answer: (companyId: number, userId: number, reviewId: number, text: string, now: number) =>
      db.transaction(function* (): Flow<Review> {
        const company = yield* get(lockCompany, companyId);
        if (!company) throw companyNotFound();
        checkOwner(company, userId);
        if (!(yield* get(byId, companyId, reviewId))) throw reviewNotFound();
        if ((yield* run(setAnswer, reviewId, companyId, text, now)) === 0) throw reviewAnswered();
        return (yield* get(byId, companyId, reviewId))!;
      }),
  };
}

export type ReviewStore = ReturnType<typeof reviewStoreOf>;
