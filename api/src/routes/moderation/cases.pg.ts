/**
 * An item's moderation case on PostgreSQL, written inside the caller's transaction (cases.ts
 * holds the rules and the SQLite twin; the upserts are the same statements).
 */
import type { CaseState, HideReason, ModerationKind } from '../../../../db/domain/moderation';
import { get, run, statement, type Queryable } from '../../stores/pg/sql';
import type { CaseRow } from './cases';

const read = statement(
  'case_read',
  `SELECT state, reports, hidden_reason AS "hiddenReason" FROM moderation_cases
    WHERE kind = $1 AND item_id = $2`,
);
const report = statement(
  'case_report',
  `INSERT INTO moderation_cases (kind, item_id, state, reports, updated_at)
   VALUES ($1, $2, 'open', 1, $3)
   ON CONFLICT (kind, item_id) DO UPDATE SET reports = moderation_cases.reports + 1,
     updated_at = excluded.updated_at,
     state = CASE moderation_cases.state WHEN 'closed' THEN 'open' ELSE moderation_cases.state END`,
);
const hold = statement(
  'case_hold',
  `INSERT INTO moderation_cases (kind, item_id, state, updated_at) VALUES ($1, $2, 'open', $3)
   ON CONFLICT (kind, item_id) DO UPDATE SET updated_at = excluded.updated_at,
     state = CASE moderation_cases.state WHEN 'closed' THEN 'open' ELSE moderation_cases.state END`,
);
const set = statement(
  'case_set',
  `INSERT INTO moderation_cases (kind, item_id, state, hidden_reason, updated_at)
   VALUES ($1, $2, $3, $4, $5)
   ON CONFLICT (kind, item_id) DO UPDATE SET state = excluded.state,
     hidden_reason = excluded.hidden_reason, updated_at = excluded.updated_at`,
);

export const pgCases = {
  read: async (q: Queryable, kind: ModerationKind, itemId: number) =>
    (await get<CaseRow>(q, read, [kind, itemId])) ?? null,
  /** A visitor's report: opens the case, or reopens a decided one */
  report: async (q: Queryable, kind: ModerationKind, itemId: number, now: number) =>
    void (await run(q, report, [kind, itemId, now])),
  /** The item is held until someone approves it */
  hold: async (q: Queryable, kind: ModerationKind, itemId: number, now: number) =>
    void (await run(q, hold, [kind, itemId, now])),
  /** A decision: the case's new state and, while hidden, why */
  set: async (
    q: Queryable,
    kind: ModerationKind,
    itemId: number,
    state: CaseState,
    hiddenReason: HideReason | null,
    now: number,
  ) => void (await run(q, set, [kind, itemId, state, hiddenReason, now])),
};
