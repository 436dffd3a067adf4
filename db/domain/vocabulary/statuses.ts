/**
 * The stored enumerations the schema, the API, the PWA and its offline database share.
 * Zod-free, so the PWA's first screen may import them.
 */
export const NOTICE_STATUSES = ['draft', 'awaiting_payment', 'published', 'hidden'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/**
 * Why a notice was taken down (status hidden; its page answers 410 while hidden): chosen by the
 * admin in the notices section, or `refunded` when a refund unpublishes it.
 */
export const NOTICE_HIDE_REASONS = [
  'scam',
  'duplicate',
  'offensive',
  'private_data',
  'family_request',
  'refunded',
] as const;
export type NoticeHideReason = (typeof NOTICE_HIDE_REASONS)[number];

/** Replies: shown, held until the notice's family approves it, or hidden by a moderator */
export const VISIBILITY_STATUSES = ['visible', 'held', 'hidden'] as const;
export type ReplyStatus = (typeof VISIBILITY_STATUSES)[number];

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

/**
 * A family's service request: waiting for its e-mail to be confirmed, open to offers, or over
 * (an offer accepted, cancelled by the family, or closed by its funeral date or its age)
 */
export const REQUEST_STATUSES = ['unconfirmed', 'open', 'accepted', 'cancelled', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Why an open request closed itself: its funeral date went by, or it grew 14 days old */
export const REQUEST_CLOSE_REASONS = ['date', 'age'] as const;
export type RequestCloseReason = (typeof REQUEST_CLOSE_REASONS)[number];

/** A provider's offer on a request: waiting, taken, turned down (another was taken), or past valid */
export const OFFER_STATUSES = ['sent', 'accepted', 'declined', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** How a provider was told about a request (none: push and e-mail both turned off) */
export const ALERT_CHANNELS = ['push', 'email', 'none'] as const;
