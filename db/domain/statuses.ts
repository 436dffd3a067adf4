/**
 * The stored enumerations the schema, the API, the PWA and its offline database share.
 * Zod-free, so the PWA's first screen may import them.
 */
export const NOTICE_STATUSES = ['draft', 'awaiting_payment', 'published', 'hidden'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/** Replies and reviews: shown, or hidden by a moderator */
export const VISIBILITY_STATUSES = ['visible', 'hidden'] as const;

/** Who pays for a notice: a private person or a business (with an invoice) */
export const PAYER_TYPES = ['private', 'business'] as const;
