/**
 * Moderation of replies and reviews: visitors' reports and one case per item, the admin's queue
 * (db/schema/moderation.ts).
 */
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  CASE_STATES,
  HIDE_REASONS,
  MODERATION_KINDS,
  REPORT_REASONS,
} from '#domain/vocabulary/moderation';
import { createdAt, id, millis } from './columns';

export const contentReports = pgTable(
  'content_reports',
  {
    id: id(),
    kind: text('kind', { enum: MODERATION_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('content_reports_one_per_visitor').on(t.kind, t.itemId, t.visitorHash)],
);

export const moderationCases = pgTable(
  'moderation_cases',
  {
    kind: text('kind', { enum: MODERATION_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    state: text('state', { enum: CASE_STATES }).notNull(),
    reports: integer('reports').notNull().default(0),
    hiddenReason: text('hidden_reason', { enum: HIDE_REASONS }),
    updatedAt: millis('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId] }),
    index('moderation_cases_state').on(t.state, t.updatedAt),
    index('moderation_cases_reports').on(t.state, t.reports, t.updatedAt),
  ],
);
