/**
 * Input schemas of the directory's writes: reviews and their answers, claims of a company page,
 * and the owner's edit of it. Shared by the API (validation at the edge) and the PWA's forms;
 * messages are validation keys (validation.ts).
 */
import { z } from 'zod';
import { isIsoDay } from '../calendar/dates';
import { isValidPosition } from '../rules/geo';
import { EMAIL_MAX } from './auth';
import { companyNameParam, countyParam, idOrSlugParam } from './directory-query';
import { LIST_LIMITS, REVIEW_LIMITS } from './limits';
import { validateOpeningHours, WEEKDAYS, type HoursProblem } from '../calendar/opening-hours';
import { MAX_PRICE_CENTS, PRICE_GROUPS } from '../rules/prices';
import { isValidRegistryCode } from '../rules/registry-code';
import { idParam, intParam, optionalText as optionalParam, type ValidationKey } from './validation';

/** `:id/reviews/:rid`: the company and one of its reviews. */
export const reviewRefParam = idOrSlugParam.extend({ rid: idParam.shape.id });

/** GET /api/companies/:id/reviews query: `page` counts from 1. */
export const reviewListQuery = z.object({
  page: intParam(1, LIST_LIMITS.pageMax, 1),
  locale: z.string().optional(),
});

/** POST /api/companies/:id/reviews and PUT …/reviews/mine body. */
export const reviewInput = z.object({
  rating: z
    .number({ error: 'required' })
    .int({ error: 'integer' })
    .min(REVIEW_LIMITS.ratingMin, { error: 'tooSmall' })
    .max(REVIEW_LIMITS.ratingMax, { error: 'tooLarge' }),
  body: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .min(REVIEW_LIMITS.bodyMin, { error: 'tooShort' })
    .max(REVIEW_LIMITS.bodyMax, { error: 'tooLong' }),
});

/** POST /api/companies/:id/reviews/:rid/answer body. */
export const reviewAnswerInput = z.object({
  text: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(REVIEW_LIMITS.answerMax, { error: 'tooLong' }),
});

/** POST /api/companies/claims body; spaces in the code are ignored. */
export const claimInput = z.object({
  companyId: z
    .number({ error: 'required' })
    .int({ error: 'integer' })
    .positive({ error: 'invalid' }),
  registryCode: z
    .string({ error: 'required' })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d{8}$/, { error: 'regCode' })
        .refine(isValidRegistryCode, { error: 'regCodeChecksum' }),
    ),
});

/** POST /api/companies/claims/confirm body: the token of the mailed link. */
export const claimConfirmInput = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'invalid' }),
});

// ---------------------------------------------------------------- the owner's edit

const TIME = z.string().max(5);
const dayHours = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('unknown') }),
    z.object({ kind: z.literal('closed') }),
    z.object({ kind: z.literal('allDay') }),
    z.object({
      kind: z.literal('intervals'),
      intervals: z.array(z.object({ from: TIME, to: TIME })).max(6, { error: 'tooLarge' }),
    }),
  ],
  { error: 'invalid' },
);

/** A day left out is a day whose hours are not known */
const UNKNOWN_DAY = { kind: 'unknown' } as const;
const knownOrNot = dayHours.default(UNKNOWN_DAY);

const HOURS_MESSAGES: Record<HoursProblem['problem'], ValidationKey> = {
  time: 'hoursTime',
  endNotAfterStart: 'hoursOrder',
  overlap: 'hoursOverlap',
  noIntervals: 'hoursEmpty',
  date: 'invalid',
};

/**
 * Opening hours as db/domain/opening-hours stores them (days left out are unknown); each day's problems (validateOpeningHours)
 * become a message on `hours.week.<day>`, `hours.holidays` or `hours.closedUntil`.
 */
export const openingHoursInput = z
  .object({
    week: z
      .object(
        Object.fromEntries(WEEKDAYS.map((day) => [day, knownOrNot])) as {
          [D in (typeof WEEKDAYS)[number]]: typeof knownOrNot;
        },
      )
      .prefault({}),
    holidays: z
      .union([dayHours, z.object({ kind: z.literal('asWeekday') })], { error: 'invalid' })
      .default(UNKNOWN_DAY),
    closedUntil: z.string().nullable().default(null),
  })
  .superRefine((hours, ctx) => {
    const seen = new Set<string>();
    for (const { where, problem } of validateOpeningHours(hours)) {
      if (seen.has(where)) continue;
      seen.add(where);
      ctx.addIssue({
        code: 'custom',
        message: HOURS_MESSAGES[problem],
        path: where === 'holidays' || where === 'closedUntil' ? [where] : ['week', where],
      });
    }
  });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'tooLong' })
    .nullish()
    .transform((v) => v || null);

const optionalId = z.number().int({ error: 'integer' }).positive({ error: 'invalid' }).nullish();

const priceLine = z.object({
  group: z.enum(PRICE_GROUPS, { error: 'priceGroup' }),
  fromCents: z
    .number({ error: 'required' })
    .int({ error: 'integer' })
    .min(0, { error: 'tooSmall' })
    .max(MAX_PRICE_CENTS, { error: 'tooLarge' }),
  /** YYYY-MM-DD; today (Tallinn) when left out */
  confirmedOn: z
    .string()
    .refine(isIsoDay, { error: 'invalid' })
    .nullish()
    .transform((v) => v ?? null),
});

/**
 * PUT /api/account/company body: the owner's company as a whole (what is left out is cleared).
 * `lat`/`lon` pin the company (both or neither); without them the place's position is used.
 */
export const companyEditInput = z
  .object({
    description: optionalText(5000).transform((v) => v ?? ''),
    logoImageId: optionalId.transform((v) => v ?? null),
    phone: optionalText(40),
    email: optionalText(EMAIL_MAX).pipe(z.email({ error: 'email' }).nullable()),
    website: optionalText(300).pipe(z.url({ protocol: /^https?$/, error: 'invalid' }).nullable()),
    address: optionalText(200),
    placeId: optionalId.transform((v) => v ?? null),
    lat: z
      .number()
      .nullish()
      .transform((v) => v ?? null),
    lon: z
      .number()
      .nullish()
      .transform((v) => v ?? null),
    transportPhone: optionalText(40),
    hours: openingHoursInput,
    serviceIds: z
      .array(z.number().int({ error: 'integer' }).positive({ error: 'service' }))
      .max(50, { error: 'tooLarge' })
      .default([])
      .transform((ids) => [...new Set(ids)]),
    prices: z.array(priceLine).max(PRICE_GROUPS.length, { error: 'tooLarge' }).default([]),
  })
  .superRefine((input, ctx) => {
    if ((input.lat === null) !== (input.lon === null)) {
      ctx.addIssue({
        code: 'custom',
        message: 'required',
        path: [input.lat === null ? 'lat' : 'lon'],
      });
    } else if (input.lat !== null && !isValidPosition(input.lat, input.lon!)) {
      ctx.addIssue({ code: 'custom', message: 'invalid', path: ['lat'] });
    }
    const groups = new Set<string>();
    input.prices.forEach((line, i) => {
      if (groups.has(line.group)) {
        ctx.addIssue({ code: 'custom', message: 'priceRepeated', path: ['prices', i, 'group'] });
      }
      groups.add(line.group);
    });
  });
export type CompanyEditInput = z.input<typeof companyEditInput>;
export type CompanyEdit = z.output<typeof companyEditInput>;

// ---------------------------------------------------------------- the admin's companies

export const COMPANY_NAME_MAX = 120;

const companyName = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(COMPANY_NAME_MAX, { error: 'tooLong' });

/**
 * POST /api/admin/companies and PUT …/:id body: what the owner edits (the owner's own schema,
 * its checks kept), and the name, which only the admin changes.
 */
export const adminCompanyInput = companyEditInput.safeExtend({ name: companyName });
export type AdminCompanyInput = z.input<typeof adminCompanyInput>;
export type AdminCompanyEdit = z.output<typeof adminCompanyInput>;

/** The admin's "Lisa ettevõte" form: the name first, the rest on the company's screen */
export const newCompanyForm = z.object({ name: companyName });

/** Claimed (an owner confirmed) or not yet */
export const CLAIM_FILTERS = ['claimed', 'unclaimed'] as const;

/** GET /api/admin/companies query: name (diacritics folded), county, claimed or not; `page` from 0. */
export const adminCompanyListQuery = z.object({
  q: companyNameParam,
  county: countyParam,
  claimed: optionalParam.pipe(z.enum(CLAIM_FILTERS, { error: 'invalid' }).optional()),
  page: intParam(0, LIST_LIMITS.pageMax, 0),
});
