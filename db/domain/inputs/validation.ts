/**
 * Input schemas shared by the API (validation at the edge) and the PWA (types, form limits).
 * Issue messages are keys, not prose: the API turns them into text in the request's locale
 * (api/src/i18n), with the limits (minimum, maximum) as parameters.
 */
import { z } from 'zod';
import { dayNumber, parseDay } from '../calendar/dates';
import { COUNTY_COUNT, LIST_LIMITS, REPLY_LIMITS, REPLY_PAGE, type Sort } from './limits';
import { NOTICE_TYPES, type NoticeType } from '../vocabulary/notice-types';

export * from './limits';

export const VALIDATION_KEYS = [
  'required',
  'tooShort',
  'tooLong',
  'integer',
  'tooSmall',
  'tooLarge',
  'date',
  'dateRange',
  'type',
  'sort',
  'county',
  'email',
  'role',
  'passwordCommon',
  'noticeDate',
  'birthAfterDeath',
  'countyRequired',
  'regCode',
  'mustAccept',
  'invalid',
  'regCodeChecksum',
  'hoursTime',
  'hoursOrder',
  'hoursOverlap',
  'hoursEmpty',
  'priceGroup',
  'priceRepeated',
  'service',
  'place',
  'image',
  'pastDate',
  'honeypot',
  'slug',
  'slugTaken',
  'articleTooLong',
  'cover',
  'url',
  'placement',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

export const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

export const intParam = (min: number, max: number, fallback: number) =>
  optionalText
    .pipe(
      z
        .string()
        .regex(/^\d+$/, { error: 'integer' })
        .transform(Number)
        .pipe(z.number().min(min, { error: 'tooSmall' }).max(max, { error: 'tooLarge' }))
        .optional(),
    )
    .transform((v) => v ?? fallback);

/** An optional DD.MM.YYYY day of a query */
export const dayParam = optionalText.pipe(
  z
    .string()
    .refine((v) => parseDay(v) !== null, { error: 'date' })
    .optional(),
);

/** GET /api/notices query. */
export const noticeListQuery = z
  .object({
    name: optionalText.pipe(z.string().max(LIST_LIMITS.nameMax, { error: 'tooLong' }).optional()),
    type: optionalText.pipe(
      z
        .string()
        .regex(/^[0-2](,[0-2])*$/, { error: 'type' })
        .transform((v) => [...new Set(v.split(',').map(Number))].sort() as NoticeType[])
        .optional(),
    ),
    dateFrom: dayParam,
    dateTo: dayParam,
    county: optionalText.pipe(
      z
        .string()
        .regex(/^\d+$/, { error: 'county' })
        .transform(Number)
        .pipe(z.number().max(COUNTY_COUNT, { error: 'county' }))
        .optional(),
    ),
    sort: optionalText.pipe(
      z
        .enum(['0', '1', '2'], { error: 'sort' })
        .transform((v) => Number(v) as Sort)
        .optional(),
    ),
    take: intParam(1, LIST_LIMITS.takeMax, LIST_LIMITS.takeDefault),
    page: intParam(0, LIST_LIMITS.pageMax, 0),
    locale: z.string().optional(),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || dayNumber(q.dateFrom) <= dayNumber(q.dateTo), {
    error: 'dateRange',
    path: ['dateTo'],
  })
  .transform(({ locale: _locale, ...q }) => ({
    ...q,
    type: q.type ?? [...NOTICE_TYPES],
    county: q.county === 0 ? undefined : q.county,
    sort: q.sort ?? 0,
  }));
export type NoticeListQueryInput = z.input<typeof noticeListQuery>;
export type NoticeListQuery = z.output<typeof noticeListQuery>;

/** A numeric id in a path. */
export const idParam = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, { error: 'integer' })
    .transform(Number),
});

/** POST /api/notices/:id/replies body. */
export const replyInput = z.object({
  author: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .min(REPLY_LIMITS.authorMin, { error: 'tooShort' })
    .max(REPLY_LIMITS.authorMax, { error: 'tooLong' }),
  text: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(REPLY_LIMITS.textMax, { error: 'tooLong' }),
  /** Idempotency key from a client that may retry (offline queue). */
  clientKey: z.uuid({ error: 'invalid' }).optional(),
});
export type ReplyInput = z.input<typeof replyInput>;

/** POST /api/notices/:id/candles body (optional). */
export const candleInput = z
  .object({ clientKey: z.uuid({ error: 'invalid' }).optional() })
  .optional()
  .default({});

/** GET /api/notices/:id/replies query. */
export const replyListQuery = z.object({
  take: intParam(1, REPLY_PAGE.takeMax, REPLY_PAGE.takeDefault),
  page: intParam(0, LIST_LIMITS.pageMax, 0),
  locale: z.string().optional(),
});
