/**
 * Input limits and small enums, without zod, so the PWA can show counters and limits without
 * loading the schema library (validation.ts builds the schemas from these).
 */
export const LIST_LIMITS = { takeDefault: 12, takeMax: 48, pageMax: 10_000, nameMax: 100 } as const;
export const REPLY_LIMITS = { authorMin: 2, authorMax: 80, textMax: 1000 } as const;
export const REPLY_PAGE = { takeDefault: 20, takeMax: 50 } as const;
/** A company review: its rating, its text (plain text, shown escaped) and the owner's answer. */
export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  bodyMin: 10,
  bodyMax: 2000,
  answerMax: 2000,
} as const;
/** Reviews per page of a company's list (GET /api/companies/:id/reviews) */
export const REVIEW_PAGE_SIZE = 10;
/** Estonia's counties (EHAK): ids 1..15 in the order of db/data/ehak/counties.csv */
export const COUNTY_COUNT = 15;

/** Sort orders of the notice list: 0 newer first, 1 older first, 2 alphabetical. */
export const SORTS = [0, 1, 2] as const;
export type Sort = (typeof SORTS)[number];
