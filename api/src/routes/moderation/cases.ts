/**
 * An item's case in the moderation queue (table moderation_cases), written by whoever changes
 * it inside their own transaction: a report opens or reopens it, a hold (a reply on a notice
 * whose family reviews replies first, a review held by a rule) opens it, a decision closes it.
 * Raw prepared SQL: called on the reply write path (decision 0081).
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { CaseState, HideReason, ModerationKind } from '../../../../db/domain/moderation';

export interface CaseRow {
  state: CaseState;
  reports: number;
  hiddenReason: HideReason | null;
}

export function createCases(sqlite: BetterSqlite3.Database) {
  const read = sqlite.prepare(
    `SELECT state, reports, hidden_reason AS hiddenReason FROM moderation_cases
     WHERE kind = ? AND item_id = ?`,
  );
  const report = sqlite.prepare(
    `INSERT INTO moderation_cases (kind, item_id, state, reports, updated_at)
     VALUES (?, ?, 'open', 1, ?)
     ON CONFLICT (kind, item_id) DO UPDATE SET reports = reports + 1,
       updated_at = excluded.updated_at,
       state = CASE state WHEN 'closed' THEN 'open' ELSE state END`,
  );
  const hold = sqlite.prepare(
    `INSERT INTO moderation_cases (kind, item_id, state, updated_at) VALUES (?, ?, 'open', ?)
     ON CONFLICT (kind, item_id) DO UPDATE SET updated_at = excluded.updated_at,
       state = CASE state WHEN 'closed' THEN 'open' ELSE state END`,
  );
  const set = sqlite.prepare(
    `INSERT INTO moderation_cases (kind, item_id, state, hidden_reason, updated_at)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (kind, item_id) DO UPDATE SET state = excluded.state,
       hidden_reason = excluded.hidden_reason, updated_at = excluded.updated_at`,
  );
  return {
    read: (kind: ModerationKind, itemId: number) =>
      (read.get(kind, itemId) as CaseRow | undefined) ?? null,
    /** A visitor's report: opens the case, or reopens a decided one */
    report: (kind: ModerationKind, itemId: number, now: number) =>
      void report.run(kind, itemId, now),
    /** The item is held until someone approves it */
    hold: (kind: ModerationKind, itemId: number, now: number) => void hold.run(kind, itemId, now),
    /** A decision: the case's new state and, while hidden, why */
    set: (
      kind: ModerationKind,
      itemId: number,
      state: CaseState,
      hiddenReason: HideReason | null,
      now: number,
    ) => void set.run(kind, itemId, state, hiddenReason, now),
  };
}
