/**
 * Company reviews on drizzle's prepared queries (not a hot path): one per reviewer identity per
 * company, held for checking when a rule says so (db/domain/reviews), and the company's rating
 * sum and count recounted from its visible reviews in the same transaction as every change.
 */
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { ROLES } from '../../../../db/domain/roles';
import {
  BURST_REVIEWS,
  BURST_WINDOW_MS,
  containsLink,
  type Review,
} from '../../../../db/domain/reviews';
import type { ReviewHeldReason, ReviewStatus } from '../../../../db/domain/statuses';
import { companies, reviews, socialIdentities, users } from '../../../../db/schema';
import { DomainError } from '../../lib/errors';
import { normaliseEmail } from '../auth/store';
import { createCases } from '../moderation/cases';

const param = sql.placeholder;

/** The reviewer as the social sign-in store knows them. */
export interface ReviewerIdentity {
  id: number;
  email: string | null;
}

export interface Written {
  rating: number;
  body: string;
}

const REVIEW_COLUMNS = {
  id: reviews.id,
  rating: reviews.rating,
  body: reviews.body,
  author: socialIdentities.name,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  status: reviews.status,
  heldReason: reviews.heldReason,
  answer: reviews.answer,
  answeredAt: reviews.answeredAt,
};

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

export function createReviewStore({ db, sqlite }: Database) {
  // a held review waits in the moderation queue
  const cases = createCases(sqlite);
  const ownerOf = db
    .select({ ownerUserId: companies.ownerUserId, verifiedAt: companies.verifiedAt })
    .from(companies)
    .where(eq(companies.id, param('id')))
    .prepare();
  const withAuthor = () =>
    db
      .select(REVIEW_COLUMNS)
      .from(reviews)
      .innerJoin(socialIdentities, eq(socialIdentities.id, reviews.identityId));
  const visiblePage = withAuthor()
    .where(and(eq(reviews.companyId, param('companyId')), eq(reviews.status, 'visible')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(param('take'))
    .offset(param('offset'))
    .prepare();
  const visibleCount = db
    .select({ n: count() })
    .from(reviews)
    .where(and(eq(reviews.companyId, param('companyId')), eq(reviews.status, 'visible')))
    .prepare();
  const byIdentity = withAuthor()
    .where(
      and(eq(reviews.companyId, param('companyId')), eq(reviews.identityId, param('identityId'))),
    )
    .prepare();
  const byId = withAuthor()
    .where(and(eq(reviews.companyId, param('companyId')), eq(reviews.id, param('id'))))
    .prepare();
  const recentCount = db
    .select({ n: count() })
    .from(reviews)
    .where(and(eq(reviews.companyId, param('companyId')), gte(reviews.createdAt, param('since'))))
    .prepare();
  const providerWithEmail = db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${param('email')}`, gte(users.role, ROLES.provider)))
    .prepare();
  const insert = db
    .insert(reviews)
    .values({
      companyId: param('companyId'),
      identityId: param('identityId'),
      rating: param('rating'),
      body: param('body'),
      status: param('status'),
      heldReason: param('heldReason'),
      createdAt: param('now'),
    })
    .prepare();
  const replace = db
    .update(reviews)
    .set({
      rating: sql`${param('rating')}`,
      body: sql`${param('body')}`,
      status: sql`${param('status')}`,
      heldReason: sql`${param('heldReason')}`,
      updatedAt: sql`${param('now')}`,
    })
    .where(eq(reviews.id, param('id')))
    .prepare();
  const setAnswer = db
    .update(reviews)
    .set({ answer: sql`${param('text')}`, answeredAt: sql`${param('now')}` })
    .where(and(eq(reviews.id, param('id')), sql`${reviews.answer} IS NULL`))
    .prepare();
  // the company's average and count come from its visible reviews only
  const recount = db
    .update(companies)
    .set({
      reviewCount: sql`(SELECT count(*) FROM reviews r
                         WHERE r.company_id = ${companies.id} AND r.status = 'visible')`,
      ratingSum: sql`(SELECT coalesce(sum(r.rating), 0) FROM reviews r
                       WHERE r.company_id = ${companies.id} AND r.status = 'visible')`,
    })
    .where(eq(companies.id, param('companyId')))
    .prepare();
  const setStatus = db
    .update(reviews)
    .set({ status: sql`${param('status')}` })
    .where(eq(reviews.id, param('id')))
    .returning({ companyId: reviews.companyId })
    .prepare();

  /** The rule that holds a review, if any (holdReason) */
  const heldReason = (reviewer: ReviewerIdentity, text: string, burst: boolean) =>
    holdReason(
      text,
      () => !!reviewer.email && !!providerWithEmail.get({ email: normaliseEmail(reviewer.email) }),
      burst,
    );

  const find = (companyId: number, identityId: number) =>
    (byIdentity.get({ companyId, identityId }) as Review | undefined) ?? null;

  return {
    /** One page (from 1) of the visible reviews, newest first. */
    visible(companyId: number, page: number, take: number) {
      const items = visiblePage.all({ companyId, take, offset: (page - 1) * take }) as Review[];
      const total = visibleCount.get({ companyId })!.n;
      return { items, total, hasMore: page * take < total };
    },

    /** The reviewer's own review of the company, whatever its status; null when none. */
    mine: find,

    /**
     * A new review; a 404 DomainError when the company is gone, a 409 when this identity has
     * reviewed the company already.
     */
    create: sqlite.transaction(
      (companyId: number, reviewer: ReviewerIdentity, input: Written, now: number): Review => {
        if (!ownerOf.get({ id: companyId })) throw companyNotFound();
        if (find(companyId, reviewer.id)) throw reviewExists();
        const recent = recentCount.get({ companyId, since: now - BURST_WINDOW_MS })!.n;
        const reason = heldReason(reviewer, input.body, recent >= BURST_REVIEWS);
        insert.run({
          companyId,
          identityId: reviewer.id,
          rating: input.rating,
          body: input.body,
          status: reason ? 'held' : 'visible',
          heldReason: reason,
          now,
        });
        recount.run({ companyId });
        const review = find(companyId, reviewer.id)!;
        if (reason) cases.hold('review', review.id, now);
        return review;
      },
    ),

    /**
     * Replaces the reviewer's review (404 when there is none). The rules are applied to the new
     * text; a review held for a burst stays held, one hidden by a moderator stays hidden.
     */
    replace: sqlite.transaction(
      (companyId: number, reviewer: ReviewerIdentity, input: Written, now: number): Review => {
        const old = find(companyId, reviewer.id);
        if (!old) throw reviewNotFound();
        const { status, heldReason: reason } = replacedState(
          old,
          old.status === 'hidden'
            ? null
            : heldReason(reviewer, input.body, old.heldReason === 'burst'),
        );
        replace.run({ id: old.id, ...input, status, heldReason: reason, now });
        recount.run({ companyId });
        if (status === 'held') cases.hold('review', old.id, now);
        return find(companyId, reviewer.id)!;
      },
    ),

    /**
     * A moderator's decision (routes/moderation): shows, holds or hides the review and recounts
     * its company's rating; the review's words stay as written.
     */
    setStatus: sqlite.transaction((reviewId: number, status: ReviewStatus): void => {
      const row = setStatus.get({ id: reviewId, status });
      if (row) recount.run({ companyId: row.companyId });
    }),

    /**
     * The confirmed owner's one public answer: 403 for anyone else, 404 for another company's
     * review, 409 when answered.
     */
    answer: sqlite.transaction(
      (companyId: number, userId: number, reviewId: number, text: string, now: number): Review => {
        const company = ownerOf.get({ id: companyId });
        if (!company) throw companyNotFound();
        checkOwner(company, userId);
        const review = byId.get({ companyId, id: reviewId }) as Review | undefined;
        if (!review) throw reviewNotFound();
        if (setAnswer.run({ id: reviewId, text, now }).changes === 0) {
          throw reviewAnswered();
        }
        return byId.get({ companyId, id: reviewId }) as Review;
      },
    ),
  };
}
export type ReviewStore = ReturnType<typeof createReviewStore>;
