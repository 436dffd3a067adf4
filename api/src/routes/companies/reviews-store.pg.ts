/**
 * Company reviews on PostgreSQL: the flows of reviews-flows.ts, awaited step by step in a
 * transaction; a held review's case is queued on the transaction's client.
 */
import type pg from 'pg';
import { pgDb } from '../../stores/flow';
import { portOf, type Port } from '../../stores/port';
import { pgCases } from '../moderation/cases.pg';
import { reviewStoreOf, type ReviewStore } from './reviews-flows';

export const createPgReviews = (pool: pg.Pool): Port<ReviewStore> =>
  portOf(
    reviewStoreOf(pgDb(pool), (q) => ({
      hold: (reviewId, now) => pgCases.hold(q, 'review', reviewId, now),
    })),
  );
