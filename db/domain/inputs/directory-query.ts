/**
 * The directory's list query (GET /api/companies), checked at the API's edge and typed for the
 * PWA. Messages are validation keys, as in ./validation.ts.
 */
import { z } from 'zod';
import { COUNTY_COUNT, LIST_LIMITS } from './limits';
import { intParam, optionalText } from './validation';

export const COMPANY_SORTS = ['distance', 'rating', 'name', 'price'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

/** A directory path's `:id`: a company's or a service's numeric id, or its slug. */
export const idOrSlugParam = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,120}$/, { error: 'invalid' }),
});

/** How many service categories one search may name. */
const MAX_SERVICES = 20;

/** A decimal degree within ±limit ("NaN", "1e3" and the like are not numbers here). */
const degreeParam = (limit: number) =>
  optionalText.pipe(
    z
      .string()
      .regex(/^-?\d{1,3}(\.\d{1,10})?$/, { error: 'invalid' })
      .transform(Number)
      .pipe(z.number().min(-limit, { error: 'tooSmall' }).max(limit, { error: 'tooLarge' }))
      .optional(),
  );

/** A repeated query key (`service=1&service=4`) arrives as a string or an array of strings. */
const serviceIds = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^[1-9]\d{0,8}$/, { error: 'invalid' })
          .transform(Number),
      )
      .max(MAX_SERVICES, { error: 'tooLarge' }),
  )
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/** A company name to search for (GET /api/companies, the admin's list) */
export const companyNameParam = optionalText.pipe(
  z.string().max(LIST_LIMITS.nameMax, { error: 'tooLong' }).optional(),
);

/** A county's id, 1…COUNTY_COUNT */
export const countyParam = optionalText.pipe(
  z
    .string()
    .regex(/^\d+$/, { error: 'county' })
    .transform(Number)
    .pipe(z.number().min(1, { error: 'county' }).max(COUNTY_COUNT, { error: 'county' }))
    .optional(),
);

/**
 * GET /api/companies query. `page` is 1-based; a page past the end answers no items (as the
 * notices' list does). Without a position the sort is by name, `distance` included.
 */
export const companyListQuery = z
  .object({
    name: companyNameParam,
    service: serviceIds,
    county: countyParam,
    lat: degreeParam(90),
    lon: degreeParam(180),
    open: optionalText.pipe(z.enum(['now'], { error: 'invalid' }).optional()),
    transport24: optionalText.pipe(z.enum(['1', 'true'], { error: 'invalid' }).optional()),
    sort: optionalText.pipe(z.enum(COMPANY_SORTS, { error: 'sort' }).optional()),
    take: intParam(1, LIST_LIMITS.takeMax, LIST_LIMITS.takeDefault),
    page: intParam(1, LIST_LIMITS.pageMax, 1),
    locale: z.string().optional(),
  })
  .refine((q) => q.lat !== undefined || q.lon === undefined, {
    error: 'required',
    path: ['lat'],
  })
  .refine((q) => q.lon !== undefined || q.lat === undefined, {
    error: 'required',
    path: ['lon'],
  })
  .transform(({ locale: _locale, lat, lon, open, transport24, sort, ...q }) => {
    const position = lat !== undefined && lon !== undefined ? { lat, lon } : null;
    return {
      ...q,
      position,
      openNow: open === 'now',
      transport24: transport24 !== undefined,
      sort: sort === undefined || (sort === 'distance' && !position) ? defaultSort(position) : sort,
    };
  });
export type CompanyListQuery = z.output<typeof companyListQuery>;

const defaultSort = (position: unknown): CompanySort => (position ? 'distance' : 'name');
