import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { formatDay } from '#domain/calendar/dates';
import { REVIEW_LIMITS } from '#domain/inputs/limits';
import type { Review } from '#domain/rules/reviews';
import { ActionButton } from '#pwa/components/actions';
import { LoadFailed, Loading } from '#pwa/components/LoadState';
import { useReviewer } from '#pwa/lib/reviewer';
import { useSession } from '#pwa/lib/session';
import { ReportButton } from '#pwa/shared/moderation/ReportButton';
import { ReviewerLogin } from '#pwa/shared/reviewer/ReviewerLogin';
import { type CompanyDetail, useOwnsCompany, useReviews } from '../company/api';
import { decimalText } from '#pwa/lib/numbers';
import { AnswerForm } from './AnswerForm';
import { ReviewForm } from './ReviewForm';

/**
 * A company's reviews: the average and count, the reviewer's own review (with its status, to
 * edit) or the form to write one once signed in with Google or Facebook, and the published
 * reviews page by page; the company's confirmed owner answers each one once ("Vasta").
 */
export function Reviews({ company }: { company: CompanyDetail }) {
  const { t, i18n } = useTranslation('company');
  const returnTo = useLocation().pathname;
  const reviewer = useReviewer();
  const reviewerId = reviewer?.user.id ?? null;
  const session = useSession();
  const isOwner = useOwnsCompany(session?.user ?? null, company.id);
  const query = useReviews(company.id, reviewerId);
  const pages = query.data?.pages ?? [];
  const mine = pages[0]?.mine ?? null;
  const items = pages.flatMap((page) => page.items).filter((r) => r.id !== mine?.id);
  const average = company.rating === null ? null : decimalText(company.rating, i18n.language);

  return (
    <section className="company-section company-reviews" aria-labelledby="company-reviews">
      <h2 id="company-reviews">{t('reviews.heading')}</h2>
      <p className="company-reviews__summary">
        {average !== null ? (
          <>
            <strong>{t('reviews.average', { rating: average })}</strong> ·{' '}
          </>
        ) : null}
        {company.reviewCount > 0
          ? t('reviews.count', { count: company.reviewCount })
          : t('reviews.none')}
      </p>

      {reviewerId !== null ? (
        <MyReview key={reviewerId} companyId={company.id} reviewerId={reviewerId} mine={mine} />
      ) : null}
      <ReviewerLogin className="company-reviews__login" returnTo={returnTo} headingLevel={3} />

      {query.isPending ? <Loading /> : null}
      {query.isError ? <LoadFailed message={query.error.message} retry={query.refetch} /> : null}
      {items.length > 0 ? (
        <ol className="review-list">
          {items.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} companyId={company.id} canAnswer={isOwner} />
            </li>
          ))}
        </ol>
      ) : null}
      {query.hasNextPage ? (
        <ActionButton quiet busy={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
          {t('reviews.more')}
        </ActionButton>
      ) : null}
    </section>
  );
}

/** The signed-in reviewer's review with its status and "Muuda arvustust", or the form. */
function MyReview({
  companyId,
  reviewerId,
  mine,
}: {
  companyId: number;
  reviewerId: number;
  mine: Review | null;
}) {
  const { t } = useTranslation('company');
  const [editing, setEditing] = useState(false);
  if (mine && !editing) {
    const status =
      mine.status === 'held'
        ? t('reviews.held', {
            reason: mine.heldReason ? t(`reviews.heldReasons.${mine.heldReason}`) : '',
          })
        : t(`reviews.${mine.status}`);
    return (
      <div className="review-mine">
        <h3>{t('reviews.mine')}</h3>
        <p className={mine.status === 'visible' ? 'status-text' : 'company-note'} role="status">
          {status}
        </p>
        <ReviewItem review={mine} companyId={companyId} canAnswer={false} />
        <button type="button" className="button button--quiet" onClick={() => setEditing(true)}>
          {t('reviews.edit')}
        </button>
      </div>
    );
  }
  return (
    <div className="review-mine">
      <h3>{mine ? t('reviews.edit') : t('reviews.write')}</h3>
      <ReviewForm
        companyId={companyId}
        reviewerId={reviewerId}
        mine={mine && { rating: mine.rating, body: mine.body }}
        onSaved={() => setEditing(false)}
        onCancel={mine ? () => setEditing(false) : undefined}
      />
    </div>
  );
}

/** One review: author, day, "4 / 5", its text as text, and the company's answer. */
function ReviewItem({
  review,
  companyId,
  canAnswer,
}: {
  review: Review;
  companyId: number;
  canAnswer: boolean;
}) {
  const { t } = useTranslation('company');
  const [answering, setAnswering] = useState(false);
  return (
    <article className="review">
      <header className="review__head">
        <strong className="review__author">{review.author}</strong>{' '}
        <time dateTime={new Date(review.createdAt).toISOString()}>
          {formatDay(review.createdAt)}
        </time>
        {review.updatedAt !== null ? (
          <span className="status-text">
            {' '}
            ({t('reviews.edited', { date: formatDay(review.updatedAt) })})
          </span>
        ) : null}
      </header>
      <p className="review__rating">
        <span aria-hidden="true" className="review__stars">
          {'★'.repeat(review.rating)}
          {'☆'.repeat(REVIEW_LIMITS.ratingMax - review.rating)}
        </span>{' '}
        <span>{t('reviews.rating', { rating: review.rating })}</span>
      </p>
      <p className="review__body">{review.body}</p>
      {review.status === 'visible' ? (
        <ReportButton
          kind="review"
          id={review.id}
          label={t('reviews.report')}
          name={t('reviews.reportName', { author: review.author })}
        />
      ) : null}
      {review.answer !== null ? (
        <div className="review__answer">
          <p className="review__answer-title">{t('reviews.answer')}</p>
          <p className="review__body">{review.answer}</p>
        </div>
      ) : canAnswer && !answering ? (
        <button type="button" className="button button--quiet" onClick={() => setAnswering(true)}>
          {t('answer.open')}
        </button>
      ) : canAnswer ? (
        <AnswerForm
          companyId={companyId}
          reviewId={review.id}
          onClose={() => setAnswering(false)}
        />
      ) : null}
    </article>
  );
}
