/**
 * What the poem samples filter the poem bank by: a poem's mood and the notice types it suits.
 * The types are stored as a bit set (`poems.notice_types`: 2 funeral notice, 4 condolence,
 * 8 memorial day, i.e. 1 << n for the route's type number n) and answered as a list of type
 * numbers 1|2|3, the numbering of the notice lists' routes.
 */

/** How a poem sounds: comfort, farewell, memory, nature, faith */
export const POEM_MOODS = ['comfort', 'farewell', 'memory', 'nature', 'faith'] as const;
export type PoemMood = (typeof POEM_MOODS)[number];

export function isPoemMood(value: unknown): value is PoemMood {
  return typeof value === 'string' && (POEM_MOODS as readonly string[]).includes(value);
}

/** A notice type as the routes number it: 1 funeral notice, 2 condolence, 3 memorial day */
export const POEM_NOTICE_TYPES = [1, 2, 3] as const;
export type PoemNoticeType = (typeof POEM_NOTICE_TYPES)[number];

export function isPoemNoticeType(value: unknown): value is PoemNoticeType {
  return value === 1 || value === 2 || value === 3;
}

const bitOf = (type: PoemNoticeType) => 1 << type;

/** Every type: what a poem suits unless told otherwise (the column's default, 14) */
export const ALL_NOTICE_TYPE_BITS = noticeTypeBits(POEM_NOTICE_TYPES);

/** The stored bit set of a list of types */
export function noticeTypeBits(types: readonly PoemNoticeType[]): number {
  return types.reduce((bits, type) => bits | bitOf(type), 0);
}

/** The types of a stored bit set, in order (unknown bits are ignored) */
export function noticeTypesOf(bits: number): PoemNoticeType[] {
  return POEM_NOTICE_TYPES.filter((type) => (bits & bitOf(type)) !== 0);
}
