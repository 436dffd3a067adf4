/**
 * Moderation on PostgreSQL (store.ts is the SQLite twin and holds the rules: the transitions,
 * the reply counter's change, the audit entry, the pages). A decision locks its item's row
 * (`FOR UPDATE`), so two moderators deciding on one item at once are served one after the other
 * and the notice's counter or the company's rating moves once; a report takes the item's row in
 * share mode and relies on the one-report-per-visitor unique key.
 */
import type pg from 'pg';
import type { ModerationKind, QueueState, ReportReason } from '../../../../db/domain/moderation';
import { HELD_REPLIES_PAGE_SIZE, MODERATION_PAGE_SIZE } from '../../../../db/domain/moderation';
import type { ModerationInput } from '../../../../db/domain/moderation-input';
import type { ReviewStatus } from '../../../../db/domain/statuses';
import type { Port } from '../../stores/port';
import { recordAudit } from '../../stores/audit.pg';
import { all, get, run, statement, transaction, value, type Queryable } from '../../stores/pg/sql';
import { pgPushQueue } from '../../services/push/queue.pg';
import { setReviewStatusPg } from '../companies/reviews-store.pg';
import { moveCount } from '../notices/counter-shards';
import { readCase, reportCase, setCase } from './cases';
import { onPg } from '../../stores/flow';
import {
  alreadyReported,
  assertReportable,
  type Decider,
  familyDecision,
  heldPage,
  type HeldReply,
  itemNotFound,
  type ModerationStore,
  planDecision,
  QUEUE_FROM,
  QUEUE_ORDER,
  QUEUE_WHERE,
  type QueueRow,
  queuePage,
  replyMove,
  type Target,
  toQueueItem,
} from './store';

const QUEUE_SELECT = `
  SELECT m.kind, m.item_id AS id, m.state, m.reports, m.hidden_reason AS "hiddenReason",
    m.updated_at AS "updatedAt",
    coalesce(r.author, si.name) AS author, coalesce(r.body, v.body) AS text, v.rating AS rating,
    coalesce(r.created_at, v.created_at) AS "createdAt", coalesce(r.status, v.status) AS status,
    CASE m.kind WHEN 'reply' THEN 'notice' ELSE 'company' END AS "contextKind",
    coalesce(n.id, co.id) AS "contextId", coalesce(n.deceased_name, co.name) AS "contextName",
    n.type AS "noticeType",
    (SELECT jsonb_object_agg(reason, k) FROM (SELECT reason, count(*) AS k FROM content_reports
       WHERE kind = m.kind AND item_id = m.item_id GROUP BY reason) per_reason) AS reasons`;
const WHERE_ITEM = `(r.id IS NOT NULL OR v.id IS NOT NULL) AND ($1::text IS NULL OR m.kind = $1)`;

const queueStatements = new Map<string, ReturnType<typeof statement>>();
const queueTotals = new Map<QueueState, ReturnType<typeof statement>>();
for (const [state, where] of Object.entries(QUEUE_WHERE) as [QueueState, string][]) {
  queueTotals.set(
    state,
    statement(
      `moderation_queue_total_${state}`,
      `SELECT count(*) ${QUEUE_FROM} WHERE ${WHERE_ITEM} AND ${where}`,
    ),
  );
  for (const [sort, order] of Object.entries(QUEUE_ORDER)) {
    queueStatements.set(
      `${state}.${sort}`,
      statement(
        `moderation_queue_${state}_${sort}`,
        `${QUEUE_SELECT} ${QUEUE_FROM} WHERE ${WHERE_ITEM} AND ${where}
         ORDER BY ${order} LIMIT $2 OFFSET $3`,
      ),
    );
  }
}
const queueItem = statement(
  'moderation_queue_item',
  `${QUEUE_SELECT} ${QUEUE_FROM} WHERE m.kind = $1 AND m.item_id = $2
     AND (r.id IS NOT NULL OR v.id IS NOT NULL)`,
);

/** The item, its row locked for a decision (update) or a report (share) */
const replyTarget = (lock: 'UPDATE' | 'SHARE') =>
  statement(
    `moderation_reply_target_${lock.toLowerCase()}`,
    `SELECT r.status, r.notice_id AS "parentId", r.body, n.status AS "noticeStatus"
       FROM replies r JOIN notices n ON n.id = r.notice_id WHERE r.id = $1 FOR ${lock} OF r`,
  );
const reviewTarget = (lock: 'UPDATE' | 'SHARE') =>
  statement(
    `moderation_review_target_${lock.toLowerCase()}`,
    `SELECT status, company_id AS "parentId", body FROM reviews WHERE id = $1 FOR ${lock}`,
  );
const targets = {
  UPDATE: { reply: replyTarget('UPDATE'), review: reviewTarget('UPDATE') },
  SHARE: { reply: replyTarget('SHARE'), review: reviewTarget('SHARE') },
};
const setReplyStatus = statement(
  'moderation_set_reply_status',
  'UPDATE replies SET status = $1 WHERE id = $2',
);
const insertReport = statement(
  'moderation_insert_report',
  `INSERT INTO content_reports (kind, item_id, reason, visitor_hash, created_at)
   VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
);
const heldReplies = statement(
  'moderation_held_page',
  `SELECT id, author, body AS text, created_at AS "createdAt" FROM replies
    WHERE notice_id = $1 AND status = 'held' ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
);
const heldCount = statement(
  'moderation_held_count',
  "SELECT count(*) FROM replies WHERE notice_id = $1 AND status = 'held'",
);
const holdSetting = statement(
  'moderation_hold_setting',
  'SELECT hold_replies FROM notices WHERE id = $1',
);
const setHold = statement(
  'moderation_set_hold',
  'UPDATE notices SET hold_replies = $1 WHERE id = $2',
);

const target = async (
  q: Queryable,
  kind: ModerationKind,
  id: number,
  lock: 'UPDATE' | 'SHARE' = 'UPDATE',
) => get<Target & { noticeStatus?: string }>(q, targets[lock][kind], [id]);

/** The decision inside the caller's transaction, the item's row locked first */
async function decideIn(
  client: pg.PoolClient,
  kind: ModerationKind,
  id: number,
  input: ModerationInput,
  who: Decider,
  now: number,
) {
  const item = await target(client, kind, id);
  if (!item) throw itemNotFound();
  const before = await onPg(client, readCase(kind, id));
  const { next, hiddenReason, audit } = planDecision(kind, id, item, before, input, who, now);
  if (kind === 'reply') {
    const move = replyMove(item.status, next.status);
    if (move) {
      await run(client, setReplyStatus, [next.status, id]);
      // the notice's shown-replies count, moved through a shard as interactions.pg.ts counts
      if (move.delta !== 0) await onPg(client, moveCount(item.parentId, 'replies', move.delta));
      if (move.push) await pgPushQueue.reply(client, item.parentId, id, item.body, now);
    }
  } else if (next.status !== item.status) {
    // the reviews store's own status change: the company's row locked, its rating recounted
    await setReviewStatusPg(client, id, next.status as ReviewStatus);
  }
  await onPg(client, setCase(kind, id, next.state, hiddenReason, now));
  if (audit) await recordAudit(client, audit);
  return toQueueItem((await get<QueueRow>(client, queueItem, [kind, id]))!);
}

export function createPgModerationStore(pool: pg.Pool): Port<ModerationStore> {
  return {
    report: (kind, id, reason: ReportReason, visitorHash, now) =>
      transaction(pool, async (client) => {
        assertReportable(kind, await target(client, kind, id, 'SHARE'));
        if ((await run(client, insertReport, [kind, id, reason, visitorHash, now])) === 0) {
          throw alreadyReported();
        }
        await onPg(client, reportCase(kind, id, now));
      }),

    // one snapshot for the page and its total
    queue: ({ kind, state, sort, page }) =>
      transaction(
        pool,
        async (client) => {
          const take = MODERATION_PAGE_SIZE;
          const rows = await all<QueueRow>(client, queueStatements.get(`${state}.${sort}`)!, [
            kind ?? null,
            take,
            page * take,
          ]);
          const total = (await value<number>(client, queueTotals.get(state)!, [kind ?? null]))!;
          return queuePage(rows, total, page);
        },
        { isolation: 'repeatable read' },
      ),

    decide: (kind, id, input, admin, now) =>
      transaction(pool, (client) => decideIn(client, kind, id, input, { admin }, now)),

    held: (noticeId, page) =>
      transaction(
        pool,
        async (client) => {
          const take = HELD_REPLIES_PAGE_SIZE;
          const items = await all<HeldReply>(client, heldReplies, [noticeId, take, page * take]);
          const total = (await value<number>(client, heldCount, [noticeId]))!;
          const hold = await value<boolean>(client, holdSetting, [noticeId]);
          return heldPage(hold === true, items, total, page);
        },
        { isolation: 'repeatable read' },
      ),

    setHoldReplies: async (noticeId, hold) => void (await run(pool, setHold, [hold, noticeId])),

    decideHeld: (noticeId, replyId, input, now) =>
      transaction(pool, async (client) => {
        const decision = familyDecision(noticeId, await target(client, 'reply', replyId), input);
        await decideIn(client, 'reply', replyId, decision, { family: noticeId }, now);
      }),
  };
}
