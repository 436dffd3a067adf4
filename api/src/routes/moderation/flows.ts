/**
 * Moderation of replies and reviews, written once for both databases (decision 0109): visitors'
 * reports, the admin's queue and decisions, and a notice family's review of replies before they
 * show. Every decision changes the item's status only (its words are never touched), keeps the
 * notice's reply counter or the company's rating right, and closes the item's case, in one
 * transaction with its audit entry (when an admin decides). On PostgreSQL a decision locks its
 * item's row (`FOR UPDATE`), so two moderators deciding on one item at once are served one after
 * the other and the counter or the rating moves once; a report takes the item's row in share mode
 * and relies on the one-report-per-visitor unique key (SQLite's transaction holds the file).
 */
import type { z } from 'zod';
import {
  HELD_REPLIES_PAGE_SIZE,
  MODERATION_PAGE_SIZE,
  type ModerationKind,
  type QueueState,
  type ReportReason,
} from '#domain/vocabulary/moderation';
import type {
  familyReplyInput,
  ModerationInput,
  ModerationQuery,
} from '#domain/inputs/moderation-input';
import type { ReviewStatus } from '#domain/vocabulary/statuses';
import type { AuditActor, AuditEntry } from '../../stores/audit';
import { all, get, run, sql, wait, type Db, type Flow, type Maybe } from '../../stores/flow';
import { replyPushQueued } from '../../services/push/queue';
import { setReviewStatus } from '../companies/reviews-flows';
import { moveCount } from '../notices/counter-shards';
import { readCase, reportCase, setCase } from './cases';
import {
  alreadyReported,
  assertReportable,
  familyDecision,
  heldPage,
  itemNotFound,
  planDecision,
  QUEUE_FROM,
  QUEUE_ORDER,
  QUEUE_SELECT,
  QUEUE_WHERE,
  queuePage,
  replyMove,
  toQueueItem,
  type Decider,
  type HeldReply,
  type QueueItem,
  type QueueRow,
  type Target,
} from './rules';

type Kind = ModerationKind | null;
/** The queue's items of kind $1 (null: both kinds) */
const whereItem = (kind: string) =>
  `(r.id IS NOT NULL OR v.id IS NOT NULL) AND (${kind} IS NULL OR m.kind = $1)`;
const SELECT = {
  sqlite: QUEUE_SELECT('json_group_object'),
  pg: QUEUE_SELECT('jsonb_object_agg'),
};
const WHERE = { sqlite: whereItem('$1'), pg: whereItem('$1::text') };

const queueTotals = new Map<QueueState, ReturnType<typeof sql<{ n: number }, [Kind]>>>();
const queuePages = new Map<string, ReturnType<typeof sql<QueueRow, [Kind, number, number]>>>();
for (const [state, where] of Object.entries(QUEUE_WHERE) as [QueueState, string][]) {
  const total = (db: 'sqlite' | 'pg') =>
    `SELECT count(*) AS n ${QUEUE_FROM} WHERE ${WHERE[db]} AND ${where}`;
  queueTotals.set(
    state,
    sql(`moderation_queue_total_${state}`, { sqlite: total('sqlite'), pg: total('pg') }),
  );
  for (const [sort, order] of Object.entries(QUEUE_ORDER)) {
    const page = (db: 'sqlite' | 'pg') =>
      `${SELECT[db]} ${QUEUE_FROM} WHERE ${WHERE[db]} AND ${where}
       ORDER BY ${order} LIMIT $2 OFFSET $3`;
    queuePages.set(
      `${state}.${sort}`,
      sql(`moderation_queue_${state}_${sort}`, { sqlite: page('sqlite'), pg: page('pg') }),
    );
  }
}
const queueItemOf = (db: 'sqlite' | 'pg') =>
  `${SELECT[db]} ${QUEUE_FROM} WHERE m.kind = $1 AND m.item_id = $2
     AND (r.id IS NOT NULL OR v.id IS NOT NULL)`;
const queueItem = sql<QueueRow, [ModerationKind, number]>('moderation_queue_item', {
  sqlite: queueItemOf('sqlite'),
  pg: queueItemOf('pg'),
});

type Lock = 'UPDATE' | 'SHARE';
type TargetRow = Target & { noticeStatus?: string };
/** The item, its row locked for a decision (update) or a report (share) on PostgreSQL */
const targetOf = (kind: ModerationKind, lock: Lock) => {
  const text =
    kind === 'reply'
      ? `SELECT r.status, r.notice_id AS "parentId", r.body, n.status AS "noticeStatus"
           FROM replies r JOIN notices n ON n.id = r.notice_id WHERE r.id = $1`
      : 'SELECT status, company_id AS "parentId", body FROM reviews WHERE id = $1';
  return sql<TargetRow, [number]>(`moderation_${kind}_target_${lock.toLowerCase()}`, {
    sqlite: text,
    pg: `${text} FOR ${lock}${kind === 'reply' ? ' OF r' : ''}`,
  });
};
const targets = {
  UPDATE: { reply: targetOf('reply', 'UPDATE'), review: targetOf('review', 'UPDATE') },
  SHARE: { reply: targetOf('reply', 'SHARE'), review: targetOf('review', 'SHARE') },
};
const setReplyStatus = sql<never, [string, number]>(
  'moderation_set_reply_status',
  'UPDATE replies SET status = $1 WHERE id = $2',
);
const insertReport = sql<never, [ModerationKind, number, ReportReason, string, number]>(
  'moderation_insert_report',
  `INSERT INTO content_reports (kind, item_id, reason, visitor_hash, created_at)
   VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
);
const heldReplies = sql<HeldReply, [number, number, number]>(
  'moderation_held_page',
  `SELECT id, author, body AS text, created_at AS "createdAt" FROM replies
    WHERE notice_id = $1 AND status = 'held' ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
);
const heldCount = sql<{ n: number }, [number]>(
  'moderation_held_count',
  "SELECT count(*) AS n FROM replies WHERE notice_id = $1 AND status = 'held'",
);
const holdSetting = sql<{ hold: number }, [number]>(
  'moderation_hold_setting',
  'SELECT CASE WHEN hold_replies THEN 1 ELSE 0 END AS hold FROM notices WHERE id = $1',
);
const setHold = sql<never, [boolean, number]>(
  'moderation_set_hold',
  'UPDATE notices SET hold_replies = $1 WHERE id = $2',
);

/** What each database does its own way: the audit entry */
export interface ModerationEffects {
  audit(entry: AuditEntry): Maybe<void>;
}

/**
 * The moderation store on a database; `snapshot` runs the reads of a page and its total in one
 * snapshot (PostgreSQL's repeatable read).
 */
export function moderationStoreOf<Tx>(
  db: Db<Tx>,
  snapshot: Db<unknown>,
  effects: (tx: Tx) => ModerationEffects,
) {
  /** The decision inside the caller's transaction, the item's row locked first */
  function* decideIn(
    tx: Tx,
    kind: ModerationKind,
    id: number,
    input: ModerationInput,
    who: Decider,
    now: number,
  ): Flow<QueueItem> {
    const item = yield* get(targets.UPDATE[kind], id);
    if (!item) throw itemNotFound();
    const before = yield* readCase(kind, id);
    const { next, hiddenReason, audit } = planDecision(kind, id, item, before, input, who, now);
    if (kind === 'reply') {
      const move = replyMove(item.status, next.status);
      if (move) {
        yield* run(setReplyStatus, next.status, id);
        // the notice's shown-replies count, moved as interactions.ts counts
        if (move.delta !== 0) yield* moveCount(item.parentId, 'replies', move.delta);
        if (move.push) yield* replyPushQueued(item.parentId, id, item.body, now);
      }
    } else if (next.status !== item.status) {
      // the reviews' own status change: the company's row locked, its rating recounted
      yield* setReviewStatus(id, next.status as ReviewStatus);
    }
    yield* setCase(kind, id, next.state, hiddenReason, now);
    if (audit) yield* wait(effects(tx).audit(audit));
    return toQueueItem((yield* get(queueItem, kind, id))!);
  }

  return {
    /**
     * A visitor's report of a shown item: 404 for an unknown or not shown one (a reply's notice
     * must be published), 409 when this visitor reported it already.
     */
    report: (
      kind: ModerationKind,
      id: number,
      reason: ReportReason,
      visitorHash: string,
      now: number,
    ) =>
      db.transaction(function* (): Flow<void> {
        assertReportable(kind, yield* get(targets.SHARE[kind], id));
        if ((yield* run(insertReport, kind, id, reason, visitorHash, now)) === 0) {
          throw alreadyReported();
        }
        yield* reportCase(kind, id, now);
      }),

    /** One page (from 0) of the queue */
    queue: ({ kind, state, sort, page }: ModerationQuery) =>
      snapshot.transaction(function* () {
        const take = MODERATION_PAGE_SIZE;
        const pageOf = queuePages.get(`${state}.${sort}`)!;
        const rows = yield* all(pageOf, kind ?? null, take, page * take);
        const total = (yield* get(queueTotals.get(state)!, kind ?? null))!.n;
        return queuePage(rows, Number(total), page);
      }),

    /** An admin's (audited) decision on an item; refusals change nothing */
    decide: (
      kind: ModerationKind,
      id: number,
      input: ModerationInput,
      admin: AuditActor,
      now: number,
    ) => db.transaction((tx) => decideIn(tx, kind, id, input, { admin }, now)),

    /** The notice family's side: their choice and the replies waiting for them */
    held: (noticeId: number, page: number) =>
      snapshot.transaction(function* () {
        const take = HELD_REPLIES_PAGE_SIZE;
        const items = yield* all(heldReplies, noticeId, take, page * take);
        const total = Number((yield* get(heldCount, noticeId))!.n);
        const hold = (yield* get(holdSetting, noticeId))?.hold === 1;
        return heldPage(hold, items, total, page);
      }),

    /** Whether new replies to the notice wait for the family's approval */
    setHoldReplies: (noticeId: number, hold: boolean) =>
      db.read(function* (): Flow<void> {
        yield* run(setHold, hold, noticeId);
      }),

    /**
     * The notice family approves or hides one of its replies that is held: 404 for a reply of
     * another notice, 409 for one not held (any more).
     */
    decideHeld: (
      noticeId: number,
      replyId: number,
      input: z.output<typeof familyReplyInput>,
      now: number,
    ) =>
      db.transaction(function* (tx): Flow<void> {
        const reply = yield* get(targets.UPDATE.reply, replyId);
        const decision = familyDecision(noticeId, reply, input);
        yield* decideIn(tx, 'reply', replyId, decision, { family: noticeId }, now);
      }),
  };
}

export type ModerationStore = ReturnType<typeof moderationStoreOf>;
