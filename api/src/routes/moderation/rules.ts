/**
 * The rules of moderation (flows.ts runs them on both databases): the queue's rows and filters,
 * what each action does to an item and its case, who may report, the pages.
 */
import type { AuditAction } from '#domain/vocabulary/audit';
import {
  type CaseState,
  HELD_REPLIES_PAGE_SIZE,
  type HideReason,
  MODERATION_PAGE_SIZE,
  type ModerationKind,
  type QueueState,
  type ReportReason,
} from '#domain/vocabulary/moderation';
import type { z } from 'zod';
import type { familyReplyInput, ModerationInput } from '#domain/inputs/moderation-input';
import { isNoticeType, noticePath } from '#domain/vocabulary/notice-types';
import { pagePath } from '#domain/pages/page-links';
import type { ReplyStatus, ReviewStatus } from '#domain/vocabulary/statuses';
import { DomainError } from '../../lib/errors';
import type { AuditActor, AuditEntry } from '../../stores/audit';
import type { CaseRow } from './cases';

type ItemStatus = ReplyStatus | ReviewStatus;

/** One item as the queue shows it: its words read-only, where it stands, why it is there */
export interface QueueItem {
  kind: ModerationKind;
  id: number;
  author: string;
  text: string;
  /** A review's stars; null for a reply */
  rating: number | null;
  createdAt: number;
  status: ItemStatus;
  state: CaseState;
  reports: number;
  /** Reports per reason */
  reasons: Partial<Record<ReportReason, number>>;
  hiddenReason: HideReason | null;
  updatedAt: number;
  /** Where the item stands: the notice's or the company's name and page */
  context: { kind: 'notice' | 'company'; id: number; name: string; path: string | null };
}

/** A queue row as either database gives it: reasons as JSON text (SQLite) or parsed (jsonb) */
export interface QueueRow extends Omit<QueueItem, 'reasons' | 'context'> {
  reasons: string | QueueItem['reasons'] | null;
  contextKind: 'notice' | 'company';
  contextId: number;
  contextName: string;
  noticeType: number | null;
}

/** The item a report or a decision is about */
export interface Target {
  status: ItemStatus;
  /** The reply's notice or the review's company */
  parentId: number;
  body: string;
}

/** Who decides: an admin (audited) or the notice's family (its token or owner session) */
export type Decider = { admin: AuditActor } | { family: number };

/** The queue's columns; `reasons`: the item's reports counted per reason, as a JSON object */
export const QUEUE_SELECT = (reasons: string) => `
  SELECT m.kind, m.item_id AS id, m.state, m.reports, m.hidden_reason AS "hiddenReason",
    m.updated_at AS "updatedAt",
    coalesce(r.author, si.name) AS author, coalesce(r.body, v.body) AS text, v.rating AS rating,
    coalesce(r.created_at, v.created_at) AS "createdAt", coalesce(r.status, v.status) AS status,
    CASE m.kind WHEN 'reply' THEN 'notice' ELSE 'company' END AS "contextKind",
    coalesce(n.id, co.id) AS "contextId", coalesce(n.deceased_name, co.name) AS "contextName",
    n.type AS "noticeType",
    (SELECT ${reasons}(reason, k) FROM (SELECT reason, count(*) AS k FROM content_reports
       WHERE kind = m.kind AND item_id = m.item_id GROUP BY reason) per_reason) AS reasons`;
/** The queue's tables (the same SQL on both databases) */
export const QUEUE_FROM = `
  FROM moderation_cases m
  LEFT JOIN replies r ON m.kind = 'reply' AND r.id = m.item_id
  LEFT JOIN notices n ON n.id = r.notice_id
  LEFT JOIN reviews v ON m.kind = 'review' AND v.id = m.item_id
  LEFT JOIN social_identities si ON si.id = v.identity_id
  LEFT JOIN companies co ON co.id = v.company_id`;
/** The filter of each queue state; the kind is optional (NULL: both) */
export const QUEUE_WHERE: Record<QueueState, string> = {
  waiting: "m.state IN ('open', 'escalated')",
  escalated: "m.state = 'escalated'",
  hidden: "coalesce(r.status, v.status) = 'hidden'",
};
export const QUEUE_ORDER = {
  newest: 'm.updated_at DESC, m.item_id DESC',
  reports: 'm.reports DESC, m.updated_at DESC, m.item_id DESC',
} as const;

export function toQueueItem({
  reasons,
  contextKind,
  contextId,
  contextName,
  noticeType,
  ...row
}: QueueRow) {
  const path =
    contextKind === 'company'
      ? pagePath('company', { id: contextId })
      : noticeType !== null && isNoticeType(noticeType)
        ? noticePath(noticeType, contextId)
        : null;
  return {
    ...row,
    reasons:
      typeof reasons === 'string' ? (JSON.parse(reasons) as QueueItem['reasons']) : (reasons ?? {}),
    context: { kind: contextKind, id: contextId, name: contextName, path },
  } satisfies QueueItem;
}

const conflict = (key: 'alreadyHidden' | 'notHidden' | 'nothingToApprove' | 'alreadyEscalated') =>
  new DomainError('conflict', 'moderation_conflict', `moderation.${key}`);
export const itemNotFound = () => new DomainError('not_found', 'not_found', 'moderation.notFound');

/**
 * What an action does to an item: its new status and case state, or the refusal. A hide needs
 * an item not hidden yet, a restore a hidden one, an approve one waiting (held, or reported and
 * undecided); an escalate marks the case for a second look.
 */
function transition(
  action: ModerationInput['action'],
  status: ItemStatus,
  state: CaseState | null,
): { status: ItemStatus; state: CaseState } {
  switch (action) {
    case 'approve':
      if (status === 'hidden') throw conflict('notHidden');
      if (status !== 'held' && (state === null || state === 'closed')) {
        throw conflict('nothingToApprove');
      }
      return { status: 'visible', state: 'closed' };
    case 'hide':
      if (status === 'hidden') throw conflict('alreadyHidden');
      return { status: 'hidden', state: 'closed' };
    case 'restore':
      if (status !== 'hidden') throw conflict('notHidden');
      return { status: 'visible', state: 'closed' };
    case 'escalate':
      if (state === 'escalated') throw conflict('alreadyEscalated');
      return { status, state: 'escalated' };
  }
}

/**
 * A decision on an item, planned from the item and its case: the new status and case state
 * (or the refusal), the case's hidden reason, and the audit entry when an admin decides.
 */
export function planDecision(
  kind: ModerationKind,
  id: number,
  item: Target,
  before: CaseRow | null,
  input: ModerationInput,
  who: Decider,
  now: number,
) {
  const next = transition(input.action, item.status, before?.state ?? null);
  const hiddenReason =
    input.action === 'hide'
      ? input.reason
      : input.action === 'escalate'
        ? (before?.hiddenReason ?? null)
        : null;
  const audit: AuditEntry | null =
    'admin' in who
      ? {
          actor: who.admin,
          action: `${kind}.${input.action}` satisfies AuditAction,
          entityId: id,
          before: { status: item.status, state: before?.state ?? null },
          after: { status: next.status, state: next.state },
          reason: input.reason,
          at: now,
        }
      : null;
  return { next, hiddenReason, audit };
}

/**
 * A reply's status change: the change of its notice's shown-replies counter, and whether the
 * followers get a push (a held reply approved); null when the status stays
 */
export function replyMove(from: ItemStatus, to: ItemStatus) {
  if (from === to) return null;
  const shown = (s: ItemStatus) => (s === 'visible' ? 1 : 0);
  return { delta: shown(to) - shown(from), push: from === 'held' && to === 'visible' };
}

/** Whether a visitor may report the item: shown (a reply's notice published); 404 otherwise */
export function assertReportable(
  kind: ModerationKind,
  item: (Target & { noticeStatus?: string }) | null | undefined,
): asserts item is Target {
  const shown =
    item?.status === 'visible' && (kind === 'review' || item.noticeStatus === 'published');
  if (!shown) throw itemNotFound();
}

export const alreadyReported = () =>
  new DomainError('conflict', 'already_reported', 'moderation.reported');

/** One page of the queue */
export function queuePage(rows: QueueRow[], total: number, page: number) {
  const take = MODERATION_PAGE_SIZE;
  return { items: rows.map(toQueueItem), total, page, take, hasMore: (page + 1) * take < total };
}

export interface HeldReply {
  id: number;
  author: string;
  text: string;
  createdAt: number;
}

/** One page of a notice's held replies, with the family's choice */
export function heldPage(holdReplies: boolean, items: HeldReply[], total: number, page: number) {
  return { holdReplies, items, total, hasMore: (page + 1) * HELD_REPLIES_PAGE_SIZE < total };
}

/**
 * The family's decision on one of its notice's replies as the queue's input: 404 for a reply of
 * another notice, 409 for one not held (any more)
 */
export function familyDecision(
  noticeId: number,
  reply: Target | null | undefined,
  input: z.output<typeof familyReplyInput>,
): ModerationInput {
  if (!reply || reply.parentId !== noticeId) throw itemNotFound();
  if (reply.status !== 'held') {
    throw new DomainError('conflict', 'moderation_conflict', 'moderation.notHeld');
  }
  return input.action === 'approve' ? { ...input, reason: null } : input;
}
