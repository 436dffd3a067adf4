/**
 * Moderation of replies and reviews (db/domain/moderation.ts): visitors' reports, and one case
 * per item that was reported, held or decided: the admin's queue. The item's own status
 * (replies.status, reviews.status) says whether it shows; its words are never changed here.
 */
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import {
  CASE_STATES,
  HIDE_REASONS,
  MODERATION_KINDS,
  REPORT_REASONS,
} from '#domain/vocabulary/moderation';
import { createdAt, id } from './columns';

/** One visitor's report of one item (a reply's or a review's id, by kind) */
export const contentReports = sqliteTable(
  'content_reports',
  {
    id: id(),
    kind: text('kind', { enum: MODERATION_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    /** SHA-256 of the visitor cookie: one report per visitor per item */
    visitorHash: text('visitor_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('content_reports_one_per_visitor').on(t.kind, t.itemId, t.visitorHash)],
);

/** An item's place in the moderation queue */
export const moderationCases = sqliteTable(
  'moderation_cases',
  {
    kind: text('kind', { enum: MODERATION_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    state: text('state', { enum: CASE_STATES }).notNull(),
    /** Visitors' reports so far (content_reports rows) */
    reports: integer('reports').notNull().default(0),
    /** While the item is hidden: the moderator's or the family's reason */
    hiddenReason: text('hidden_reason', { enum: HIDE_REASONS }),
    /** The case's last report, hold or decision: the queue's "newest" order */
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId] }),
    index('moderation_cases_state').on(t.state, t.updatedAt),
    index('moderation_cases_reports').on(t.state, t.reports, t.updatedAt),
  ],
);
