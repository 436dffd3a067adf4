/**
 * An item's case in the moderation queue (table moderation_cases), written by whoever changes
 * it inside their own transaction: a report opens or reopens it, a hold (a reply on a notice
 * whose family reviews replies first, a review held by a rule) opens it, a decision closes it.
 * Steps of the callers' flows, one text for both databases (decision 0109); on the reply write
 * path, so each is one prepared statement (decision 0081).
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { CaseState, HideReason, ModerationKind } from '#domain/vocabulary/moderation';
import { get, run, sql, sqliteDb } from '../../stores/flow';

export interface CaseRow {
  state: CaseState;
  reports: number;
  hiddenReason: HideReason | null;
}

const read = sql<CaseRow, [ModerationKind, number]>(
  'case_read',
  `SELECT state, reports, hidden_reason AS "hiddenReason" FROM moderation_cases
    WHERE kind = $1 AND item_id = $2`,
);
/** A closed case reopens; an open one stays as it is */
const REOPENED = `state = CASE moderation_cases.state WHEN 'closed' THEN 'open'
  ELSE moderation_cases.state END`;
const report = sql<never, [ModerationKind, number, number]>(
  'case_report',
  `INSERT INTO moderation_cases (kind, item_id, state, reports, updated_at)
   VALUES ($1, $2, 'open', 1, $3)
   ON CONFLICT (kind, item_id) DO UPDATE SET reports = moderation_cases.reports + 1,
     updated_at = excluded.updated_at, ${REOPENED}`,
);
const hold = sql<never, [ModerationKind, number, number]>(
  'case_hold',
  `INSERT INTO moderation_cases (kind, item_id, state, updated_at) VALUES ($1, $2, 'open', $3)
   ON CONFLICT (kind, item_id) DO UPDATE SET updated_at = excluded.updated_at, ${REOPENED}`,
);
const set = sql<never, [ModerationKind, number, CaseState, HideReason | null, number]>(
  'case_set',
  `INSERT INTO moderation_cases (kind, item_id, state, hidden_reason, updated_at)
   VALUES ($1, $2, $3, $4, $5)
   ON CONFLICT (kind, item_id) DO UPDATE SET state = excluded.state,
     hidden_reason = excluded.hidden_reason, updated_at = excluded.updated_at`,
);

/** The item's case, or null when it has none */
export function* readCase(kind: ModerationKind, itemId: number) {
  return (yield* get(read, kind, itemId)) ?? null;
}

/** A visitor's report: opens the case, or reopens a decided one */
export function* reportCase(kind: ModerationKind, itemId: number, now: number) {
  yield* run(report, kind, itemId, now);
}

/** The item is held until someone approves it */
export function* holdCase(kind: ModerationKind, itemId: number, now: number) {
  yield* run(hold, kind, itemId, now);
}

/** A decision: the case's new state and, while hidden, why */
export function* setCase(
  kind: ModerationKind,
  itemId: number,
  state: CaseState,
  hiddenReason: HideReason | null,
  now: number,
) {
  yield* run(set, kind, itemId, state, hiddenReason, now);
}

/** Holding an item inside a SQLite store's own transaction (a store not written as flows) */
export function createCases(sqlite: BetterSqlite3.Database) {
  const db = sqliteDb(sqlite);
  return {
    hold: (kind: ModerationKind, itemId: number, now: number) =>
      db.read(() => holdCase(kind, itemId, now)),
  };
}
