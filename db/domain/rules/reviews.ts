/**
 * Company reviews: the shape the API answers and the rules that hold a review for checking
 * instead of showing it at once. Zod-free (the input schemas are in company-input.ts).
 */
import type { ReviewHeldReason, ReviewStatus } from '../vocabulary/statuses';

/** A review as GET /api/companies/:id/reviews answers it; `body` and `answer` are plain text. */
export interface Review {
  id: number;
  rating: number;
  body: string;
  /** The reviewer identity's name as its sign-in provider gives it */
  author: string;
  createdAt: number;
  /** When the reviewer last replaced it; null when never */
  updatedAt: number | null;
  status: ReviewStatus;
  /** Set on a held review only, and only its reviewer sees it */
  heldReason: ReviewHeldReason | null;
  answer: string | null;
  answeredAt: number | null;
}

/**
 * More than this many new reviews of one company within BURST_WINDOW_MS: the later ones are held
 * (a campaign for or against a company looks like this).
 */
export const BURST_REVIEWS = 5;
export const BURST_WINDOW_MS = 3600_000;

// a scheme, a www. host, or a bare host name with a common top-level domain ("firma.ee/x")
const LINK =
  /\b(?:https?:\/\/|www\.)\S|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:ee|com|net|org|eu|info|io|lv|lt|fi|ru|de|biz)\b/i;

/** Whether review text carries a link (such reviews are held for checking). */
export function containsLink(text: string): boolean {
  return LINK.test(text);
}
