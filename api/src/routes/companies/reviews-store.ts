/**
 * Company reviews on SQLite: the flows of reviews-flows.ts, run synchronously in better-sqlite3's
 * transactions; a held review's case is queued through the SQLite moderation cases.
 */
import type { Database } from '#db/client';
import { sqliteDb } from '../../stores/flow';
import { createCases } from '../moderation/cases';
import { reviewStoreOf, type ReviewEffects } from './reviews-flows';

export function createReviewStore({ sqlite }: Database) {
  // a held review waits in the moderation queue
  const cases = createCases(sqlite);
  const effects: ReviewEffects = { hold: (reviewId, now) => cases.hold('review', reviewId, now) };
  return reviewStoreOf(sqliteDb(sqlite), () => effects);
}

/** (the store's port type, for the moderation store and the tests) */
export type { ReviewStore } from './reviews-flows';
