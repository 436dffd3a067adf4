/**
 * The stored enumerations the schema, the API, the PWA and its offline database share.
 * Zod-free, so the PWA's first screen may import them.
 */
export const NOTICE_STATUSES = ['draft', 'awaiting_payment', 'published', 'hidden'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/** Replies: shown, or hidden by a moderator */
export const VISIBILITY_STATUSES = ['visible', 'hidden'] as const;

/** Reviews: shown, held for checking by a rule (with its reason), or hidden by a moderator */
export const REVIEW_STATUSES = ['visible', 'held', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * Why a review is held (shown to its reviewer only): a link in its text, a reviewer identity
 * whose e-mail is a provider account's, or a burst of reviews for one company
 */
export const REVIEW_HELD_REASONS = ['links', 'provider', 'burst'] as const;
export type ReviewHeldReason = (typeof REVIEW_HELD_REASONS)[number];

/** A provider's claim of a company page: waiting for the mailed link or an admin, or decided */
export const CLAIM_STATUSES = ['pending', 'confirmed', 'rejected'] as const;

/** Who pays for a notice: a private person or a business (with an invoice) */
export const PAYER_TYPES = ['private', 'business'] as const;
