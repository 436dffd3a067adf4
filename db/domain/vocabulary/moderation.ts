/**
 * Moderation of what visitors write (replies to notices, company reviews): the reasons a visitor
 * reports an item for, the moderator's actions and the reasons a hide needs. Moderators never
 * edit anyone's words: an item is shown, held or hidden, and a hidden one stays stored.
 * Zod-free, so the card's "Teata" button may import it; the schemas are in moderation-input.ts.
 */
export const MODERATION_KINDS = ['reply', 'review'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

/** Why a visitor reports a reply or a review */
export const REPORT_REASONS = ['hurtful', 'spam', 'false', 'private_data', 'copyright'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Why a moderator (or a notice's family) hides an item: the report reasons and one more */
export const HIDE_REASONS = [...REPORT_REASONS, 'off_topic'] as const;
export type HideReason = (typeof HIDE_REASONS)[number];

export const MODERATION_ACTIONS = ['approve', 'hide', 'restore', 'escalate'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/**
 * An item's case in the queue: waiting for a decision (reported or held), escalated for a
 * second look, or decided (approved, hidden or restored). A new report reopens a decided case.
 */
export const CASE_STATES = ['open', 'escalated', 'closed'] as const;
export type CaseState = (typeof CASE_STATES)[number];

/** The queue's filter: waiting (open and escalated), escalated only, hidden items */
export const QUEUE_STATES = ['waiting', 'escalated', 'hidden'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

/** The queue's order: latest activity first, or most reported first */
export const QUEUE_SORTS = ['newest', 'reports'] as const;

export const MODERATION_PAGE_SIZE = 20;
/** A held reply list page on the notice's edit screen */
export const HELD_REPLIES_PAGE_SIZE = 20;
/** The free note an approve, restore or escalate may carry */
export const MODERATION_NOTE_MAX = 300;
/** Reports one visitor may send in an hour */
export const REPORTS_PER_HOUR = 20;
